import type { Body } from '../../schemas/index.js';

/** A chart factor weighed in the element and modality balances: a body or the Ascendant. */
export type BalanceFactor = Body | 'Ascendant';

/**
 * Points each factor gives its sign's element and modality (Urania's weighting, docs/natal-chart.md):
 * - Sun, Moon and Ascendant: 2 each — the primary factors of a modern reading (on weighing the elements of a
 *   chart see Stephen Arroyo, Astrology, Psychology and the Four Elements, 1975);
 * - Mercury, Venus, Mars (personal planets), Jupiter and Saturn (social planets): 1 each;
 * - Uranus, Neptune, Pluto: 0.5 each — they stay years in a sign and are shared by a generation.
 * Other bodies (nodes, Lilith, asteroids, Uranian bodies, Vertex) are not counted. The Ascendant counts only when
 * the birth time is known. A body absent from the chart (its theory not installed) is left out, not replaced.
 */
export const BALANCE_WEIGHTS: Readonly<Partial<Record<BalanceFactor, number>>> = {
  Sun: 2,
  Moon: 2,
  Ascendant: 2,
  Mercury: 1,
  Venus: 1,
  Mars: 1,
  Jupiter: 1,
  Saturn: 1,
  Uranus: 0.5,
  Neptune: 0.5,
  Pluto: 0.5,
};
