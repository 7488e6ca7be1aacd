// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PartialText } from '../partial-text.js';
import type { RelationshipText } from '../relationship-text.js';
import { COMPOSITE_ES } from './composite/index.js';
import { SYNASTRY_OVERLAYS_ES } from './synastry/overlays.js';
import { SYNASTRY_PAIRS_ES } from './synastry/pairs.js';

/** The synastry and composite text in Spanish, as far as translated (issue 31); the rest reads English, with a warning. */
export const RELATIONSHIP_TEXT_ES: PartialText<RelationshipText> = {
  synastry: { pairs: SYNASTRY_PAIRS_ES, overlays: SYNASTRY_OVERLAYS_ES },
  composite: COMPOSITE_ES,
};
