import type { PlacedBody } from '../aspects/aspect-patterns.js';
import type { EmphasisOptions } from '../aspects/emphasis-weights.js';
import type { NatalChartResponse } from '../schemas/index.js';
import { checkEmphasisInput } from './emphasis-input.js';
import { chartAngles, chartPoints, isChart } from './natal-chart-points.js';

/** A weighting of the planets in a frame of the chart's angles (`hemisphereWeights`, `quadrantWeights`). */
export type EmphasisWeighting<R> = (
  placed: readonly PlacedBody[], ascendant: number, midheaven: number | undefined, options: EmphasisOptions,
) => R;

/**
 * @summary The two call forms of the emphasis analyses in one place: a natal chart (checked once, its bodies and
 * its Ascendant and MC; MISSING_ARGUMENT naming `chart.ascendant` without a birth time) with optional options, or,
 * as before, positions, the Ascendant, optionally the MC and options — then `weighting` of them.
 * @example chartEmphasis(hemisphereWeights, natalChart(birth)) // { north: …, south: …, east: …, west: …, dominant: … }
 */
export function chartEmphasis<R>(
  weighting: EmphasisWeighting<R>,
  first: NatalChartResponse | readonly PlacedBody[],
  second?: number | EmphasisOptions,
  midheaven?: number,
  options: EmphasisOptions = {},
): R {
  if (isChart(first) && typeof second !== 'number') {
    const { chart, placed } = chartPoints(first);
    const angles = chartAngles(chart);
    const chartOptions = (second as EmphasisOptions | undefined) ?? {};
    checkEmphasisInput(placed, angles.ascendant, angles.midheaven, chartOptions);
    return weighting(placed, angles.ascendant, angles.midheaven, chartOptions);
  }
  checkEmphasisInput(first as readonly PlacedBody[], second as number, midheaven, options);
  return weighting(first as readonly PlacedBody[], second as number, midheaven, options);
}
