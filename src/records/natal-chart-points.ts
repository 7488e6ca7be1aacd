import { wording } from '../errors/error-wording.js';
import type { PlacedBody } from '../aspects/aspect-patterns.js';
import { UraniaError } from '../errors/urania-error.js';
import { NatalChartResponse } from '../schemas/index.js';
import { parse } from './parse.js';

/**
 * @summary Whether an analysis' first argument is a natal chart (an object with `positions`, as `natalChart`
 * returns) rather than its older positional input (an array); anything else takes the positional path, whose
 * checks name `positions` / `placements` as they always did.
 * @example isChart(natalChart(birth)) // true; isChart([{ body: 'Sun', longitude: 10 }]) // false
 */
export function isChart(value: unknown): value is NatalChartResponse {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'positions' in value;
}

/**
 * @summary A natal chart given to a chart analysis (`aspectPatterns(chart)`, `chartShape(chart)`, …): checked once
 * against `NatalChartResponse` (errors name the chart's member, `birthDate`, `positions.0.body`, …), with its bodies as `{ body, longitude }`.
 * @example chartPoints(natalChart({ birthDate: '1990-07-15', latitude: 40.7, longitude: -74 })).placed[0] // { body: 'Sun', longitude: 112.9… }
 */
export function chartPoints(chart: unknown): { chart: NatalChartResponse; placed: PlacedBody[] } {
  const c = parse(NatalChartResponse, chart, 'chart');
  return { chart: c, placed: c.positions.map((p) => ({ body: p.body, longitude: p.position.longitude })) };
}

/**
 * @summary The chart's Ascendant and MC, or MISSING_ARGUMENT naming `chart.ascendant` for a chart cast without a
 * birth time (its houses and angles are unavailable).
 * @example chartAngles(chart) // { ascendant: 225.1…, midheaven: 139.6… }
 */
export function chartAngles(chart: NatalChartResponse): { ascendant: number; midheaven?: number } {
  if (chart.ascendant === undefined) {
    throw new UraniaError('MISSING_ARGUMENT', 'chart.ascendant is required: the chart was cast without birthTime, so it has no angles', {
      wording: wording('chart.noAngles', { field: 'chart.ascendant' }),
      field: 'chart.ascendant', allowed: 'a natal chart cast with birthTime (housesAvailable: true)',
    });
  }
  return { ascendant: chart.ascendant, ...(chart.midheaven === undefined ? {} : { midheaven: chart.midheaven }) };
}
