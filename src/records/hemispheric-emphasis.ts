import type { PlacedBody } from '../aspects/aspect-patterns.js';
import type { EmphasisOptions } from '../aspects/emphasis-weights.js';
import { hemisphereWeights } from '../aspects/hemispheric-emphasis.js';
import type { HemisphericEmphasis, NatalChartResponse } from '../schemas/index.js';
import { chartEmphasis } from './chart-emphasis.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Weight of the planets in each hemisphere — north (below the horizon, houses 1–6), south (7–12), east
 * (houses 10–3), west (4–9) — and the dominant one (weights `DEFAULT_EMPHASIS_WEIGHTS`: luminaries 2, classical
 * planets 1, outer planets 0.5). Takes a natal chart cast with a birth time (`natalChart(...)`: its Ascendant
 * and MC) or, as before, positions, the Ascendant and optionally the MC (else 90° before the Ascendant). The
 * record of `POST /hemispheric-emphasis`. Zodiac-invariant: the hemispheres are measured from the Ascendant and the
 * MC, which a sidereal chart shifts by the same ayanamsa as the planets.
 * @example hemisphericEmphasis(natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }))
 * @example hemisphericEmphasis(positions, 100, 10) // { north: 6, south: 4, east: 7.5, west: 2.5, dominant: 'east' }
 */
export function hemisphericEmphasis(chart: NatalChartResponse, options?: EmphasisOptions): HemisphericEmphasis;
export function hemisphericEmphasis(
  positions: readonly PlacedBody[], ascendant: number, midheaven?: number, options?: EmphasisOptions,
): HemisphericEmphasis;
export function hemisphericEmphasis(
  first: NatalChartResponse | readonly PlacedBody[],
  second?: number | EmphasisOptions,
  midheaven?: number,
  options: EmphasisOptions = {},
): HemisphericEmphasis {
  refuseExtraArguments(arguments.length, 4, 'hemisphericEmphasis(first, second?, midheaven?, options?)');
  return chartEmphasis(hemisphereWeights, first, second, midheaven, options);
}
