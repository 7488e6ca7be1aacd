import { configurationsOf, type AspectPatternOptions, type PlacedBody } from '../aspects/aspect-patterns.js';
import { UraniaError } from '../errors/urania-error.js';
import type { Aspect, AspectPattern, NatalChartResponse } from '../schemas/index.js';
import { chartPoints, isChart } from './natal-chart-points.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The aspect configurations of a chart: grand trines, T-squares, grand crosses, yods, kites, mystic
 * rectangles and stelliums (definitions in docs/aspects.md), among the ten planets unless `options.bodies` says
 * otherwise. Takes a natal chart (`natalChart(...)`, read with its own aspect list) or, as before, positions and
 * an aspect list. The record of `POST /aspect-patterns`. In a sidereal chart (`zodiac: 'sidereal'`) the
 * configurations made of aspects (grand trines … mystic rectangles) have the tropical chart's bodies — aspects are
 * differences of longitudes — but the signs are the sidereal ones: a stellium is three planets in one sidereal sign,
 * and a description's element or modality ("in Cardinal signs") is the sidereal signs' (docs/zodiac.md).
 * @example aspectPatterns(natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }))
 * @example aspectPatterns(positions, aspects(positions)) // [{ type: 'grandTrine', bodies: ['Sun', 'Jupiter', 'Saturn'], … }]
 */
export function aspectPatterns(chart: NatalChartResponse, options?: AspectPatternOptions): AspectPattern[];
export function aspectPatterns(positions: readonly PlacedBody[], aspectList: readonly Aspect[], options?: AspectPatternOptions): AspectPattern[];
export function aspectPatterns(
  first: NatalChartResponse | readonly PlacedBody[],
  second?: readonly Aspect[] | AspectPatternOptions,
  third?: AspectPatternOptions,
): AspectPattern[] {
  refuseExtraArguments(arguments.length, 3, 'aspectPatterns(first, second?, third?)');
  if (isChart(first) && !Array.isArray(second)) {
    const { chart, placed } = chartPoints(first);
    return configurationsOf(placed, chart.aspects, (second as AspectPatternOptions | undefined) ?? {});
  }
  if (!Array.isArray(first) || !Array.isArray(second)) {
    throw new UraniaError('INVALID_ARGUMENT', 'positions and aspects must be arrays', {
      field: Array.isArray(first) ? 'aspects' : 'positions',
      received: Array.isArray(first) ? second : first,
    });
  }
  return configurationsOf(first, second as readonly Aspect[], third ?? {});
}
