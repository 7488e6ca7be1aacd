// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PartialText } from '../partial-text.js';
import type { RelationshipText } from '../relationship-text.js';
import { COMPOSITE_PT_BR } from './composite/index.js';
import { SYNASTRY_OVERLAYS_PT_BR } from './synastry/overlays.js';
import { SYNASTRY_PAIRS_PT_BR } from './synastry/pairs.js';

/** The synastry and composite text in Brazilian Portuguese, as far as translated (issue 31); the rest reads English, with a warning. */
export const RELATIONSHIP_TEXT_PT_BR: PartialText<RelationshipText> = {
  synastry: { pairs: SYNASTRY_PAIRS_PT_BR, overlays: SYNASTRY_OVERLAYS_PT_BR },
  composite: COMPOSITE_PT_BR,
};
