import { UraniaError } from '../../errors/urania-error.js';
import { placedLongitudes } from '../rules/placed-longitudes.js';
import type { Body, NatalChartResponse, PlanetaryPosition } from '../../schemas/index.js';
import { BODIES } from '../../schemas/enums.js';
import { requireOneOf } from '../../errors/checks.js';
import { normalizeDegrees } from '../../units/angle.js';
import { requireLongitude } from '../../zodiac/signs.js';

/**
 * The few facts of a chart that the traditional techniques read: the Ascendant, the sect and the bodies'
 * ecliptic longitudes (tropical, degrees). Built from a `NatalChartResponse` (which must have a birth time) or
 * given directly.
 */
export interface TraditionalChart {
  /** Ascendant longitude, degrees. */
  readonly ascendant: number;
  /** Sect: true for a day chart (Sun above the horizon). */
  readonly isDayChart: boolean;
  /** Longitudes of the bodies, degrees. */
  readonly longitudes: Readonly<Partial<Record<Body, number>>>;
}

/** A body and its longitude: `{ body, longitude }` or a spec `PlanetaryPosition` (`{ body, position }`). */
export type BodyOrPosition = { readonly body: Body; readonly longitude: number } | PlanetaryPosition;

/**
 * @summary Validate a list of placed bodies (either shape): known bodies, finite longitudes, brought to [0, 360);
 * a body may appear more than once. The one body-list check of the charts layer (`placedLongitudes`).
 * @example placedBodies([{ body: 'Sun', longitude: 370 }]) // [{ body: 'Sun', longitude: 10 }]
 */
export function placedBodies(positions: readonly BodyOrPosition[], field = 'positions'): { body: Body; longitude: number }[] {
  return placedLongitudes(positions, field, true);
}

function isNatalChart(chart: NatalChartResponse | TraditionalChart): chart is NatalChartResponse {
  return 'positions' in chart && Array.isArray((chart as NatalChartResponse).positions);
}

/**
 * @summary The traditional facts of a chart. From a `NatalChartResponse`: its `ascendant`, the sect recorded in
 * `partOfFortune.isDayChart` and the positions; a chart cast without a birth time has neither and is refused.
 * Errors: MISSING_ARGUMENT naming `chart.ascendant` or `chart.isDayChart`; INVALID_ARGUMENT for non-numeric
 * longitudes.
 */
export function traditionalChart(chart: NatalChartResponse | TraditionalChart): TraditionalChart {
  if (chart === null || typeof chart !== 'object') {
    throw new UraniaError('INVALID_ARGUMENT', 'chart must be a NatalChartResponse or { ascendant, isDayChart, longitudes }', {
      field: 'chart',
      received: chart,
    });
  }
  if (isNatalChart(chart)) {
    if (chart.ascendant === undefined) throw missing('chart.ascendant', 'a chart cast with a birth time');
    const isDay = chart.partOfFortune?.isDayChart;
    if (typeof isDay !== 'boolean') throw missing('chart.isDayChart', 'partOfFortune.isDayChart of a chart with a birth time');
    const longitudes: Partial<Record<Body, number>> = {};
    for (const p of placedBodies(chart.positions, 'chart.positions')) longitudes[p.body] = p.longitude;
    return { ascendant: normalizeDegrees(requireLongitude(chart.ascendant, 'chart.ascendant')), isDayChart: isDay, longitudes };
  }
  if (chart.ascendant === undefined) throw missing('chart.ascendant', 'ecliptic longitude in degrees');
  if (typeof chart.isDayChart !== 'boolean') throw missing('chart.isDayChart', 'true or false');
  const longitudes: Partial<Record<Body, number>> = {};
  for (const [body, lon] of Object.entries(chart.longitudes ?? {})) {
    longitudes[requireOneOf(body, 'chart.longitudes', BODIES)] = normalizeDegrees(requireLongitude(lon, `chart.longitudes.${body}`));
  }
  return { ascendant: normalizeDegrees(requireLongitude(chart.ascendant, 'chart.ascendant')), isDayChart: chart.isDayChart, longitudes };
}

/** @summary The longitude of a body the technique needs; MISSING_ARGUMENT when the chart lacks it. */
export function requireBody(chart: TraditionalChart, body: Body): number {
  const lon = chart.longitudes[body];
  if (lon === undefined) throw missing(`chart.longitudes.${body}`, 'ecliptic longitude in degrees');
  return lon;
}

function missing(field: string, allowed: string): UraniaError {
  return new UraniaError('MISSING_ARGUMENT', `${field} is required`, { field, received: undefined, allowed });
}
