// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PartialTechniqueText } from '../technique-text.js';
import { SATURN_THROUGH_HOUSES_ES } from './transits/saturn-through-houses.js';

/**
 * The words of the predictive techniques in Spanish, as far as they are translated (issue 31): Saturn through the
 * twelve natal houses. Every other entry reads English, and the records that quote one say so in `warnings`.
 */
export const TECHNIQUE_TEXT_ES: PartialTechniqueText = {
  houseTransits: { Saturn: SATURN_THROUGH_HOUSES_ES },
};
