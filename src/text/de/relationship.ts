// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PartialText } from '../partial-text.js';
import type { RelationshipText } from '../relationship-text.js';
import { COMPOSITE_DE } from './composite/index.js';
import { SYNASTRY_OVERLAYS_DE } from './synastry/overlays.js';
import { SYNASTRY_PAIRS_DE } from './synastry/pairs.js';

/** The synastry and composite text in German, as far as translated (issue 31); the rest reads English, with a warning. */
export const RELATIONSHIP_TEXT_DE: PartialText<RelationshipText> = {
  synastry: { pairs: SYNASTRY_PAIRS_DE, overlays: SYNASTRY_OVERLAYS_DE },
  composite: COMPOSITE_DE,
};
