// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PartialText } from '../../partial-text.js';
import type { SynastryText } from '../../synastry-text.js';

/** One person's planets in the other's houses, in French, one member per line; a body absent reads English. */
export const SYNASTRY_OVERLAYS_FR: PartialText<SynastryText>['overlays'] = {
};
