// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PartialText } from '../partial-text.js';
import type { RelationshipText } from '../relationship-text.js';
import { COMPOSITE_FR } from './composite/index.js';
import { SYNASTRY_OVERLAYS_FR } from './synastry/overlays.js';
import { SYNASTRY_PAIRS_FR } from './synastry/pairs.js';

/** The synastry and composite text in French, as far as translated (issue 31); the rest reads English, with a warning. */
export const RELATIONSHIP_TEXT_FR: PartialText<RelationshipText> = {
  synastry: { pairs: SYNASTRY_PAIRS_FR, overlays: SYNASTRY_OVERLAYS_FR },
  composite: COMPOSITE_FR,
};
