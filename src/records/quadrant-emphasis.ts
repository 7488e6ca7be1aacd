import type { PlacedBody } from '../aspects/aspect-patterns.js';
import type { EmphasisOptions } from '../aspects/emphasis-weights.js';
import { quadrantWeights } from '../aspects/quadrant-emphasis.js';
import type { QuadrantEmphasis, NatalChartResponse } from '../schemas/index.js';
import { chartEmphasis } from './chart-emphasis.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Weight of the planets in each quadrant — northeast (houses 1–3, ASC to IC), northwest (4–6), southwest
 * (7–9), southeast (10–12) — and the dominant one, with the weights and frame of `hemisphericEmphasis`. Takes a
 * natal chart cast with a birth time (`natalChart(...)`) or, as before, positions, the Ascendant and optionally
 * the MC. The record of `POST /quadrant-emphasis`. Zodiac-invariant, like `hemisphericEmphasis`: a sidereal chart
 * shifts the angles and the planets alike.
 * @example quadrantEmphasis(natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }))
 * @example quadrantEmphasis(positions, 100, 10).dominant // 'southeast'
 */
export function quadrantEmphasis(chart: NatalChartResponse, options?: EmphasisOptions): QuadrantEmphasis;
export function quadrantEmphasis(
  positions: readonly PlacedBody[], ascendant: number, midheaven?: number, options?: EmphasisOptions,
): QuadrantEmphasis;
export function quadrantEmphasis(
  first: NatalChartResponse | readonly PlacedBody[],
  second?: number | EmphasisOptions,
  midheaven?: number,
  options: EmphasisOptions = {},
): QuadrantEmphasis {
  refuseExtraArguments(arguments.length, 4, 'quadrantEmphasis(first, second?, midheaven?, options?)');
  return chartEmphasis(quadrantWeights, first, second, midheaven, options);
}
