// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PartialText } from '../../partial-text.js';
import type { SynastryText } from '../../synastry-text.js';

/** One person's planets in the other's houses, in German, one member per line; a body absent reads English. */
export const SYNASTRY_OVERLAYS_DE: PartialText<SynastryText>['overlays'] = {
};
