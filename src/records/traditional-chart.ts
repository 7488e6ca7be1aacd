import { wording } from '../errors/error-wording.js';
import type { BodyOrPosition, TraditionalChart } from '../charts/traditional/traditional-chart.js';
import { placedLongitudes } from '../charts/rules/placed-longitudes.js';
import { requireOneOf } from './request-checks.js';
import { requireNumberInRange } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { BODIES, type Body, type NatalChartResponse } from '../schemas/index.js';
import { normalizeDegrees } from '../units/angle.js';
import { requireLongitude } from '../zodiac/signs.js';

function missing(field: string, allowed: string): UraniaError {
  return new UraniaError('MISSING_ARGUMENT', `${field} is required`, { wording: wording('required', { field }), field, received: undefined, allowed });
}

/**
 * @summary Check a list of placed bodies (either shape): known bodies, finite longitudes, brought to [0, 360);
 * a body may appear more than once. INVALID_ARGUMENT naming `field[i].body` or `field[i].longitude`.
 * @example placedBodies([{ body: 'Sun', longitude: 370 }]) // [{ body: 'Sun', longitude: 10 }]
 */
export function placedBodies(positions: readonly BodyOrPosition[], field = 'positions'): { body: Body; longitude: number }[] {
  return placedLongitudes(positions, field, true);
}

function isNatalChart(chart: NatalChartResponse | TraditionalChart): chart is NatalChartResponse {
  return 'positions' in chart && Array.isArray((chart as NatalChartResponse).positions);
}

/**
 * @summary The traditional facts of a chart, checked. From a `NatalChartResponse`: its `ascendant`, the sect
 * recorded in `partOfFortune.isDayChart` and the positions (and, for a sidereal chart, its `ayanamsa.value`); a
 * chart cast without a birth time has neither and is refused. A `TraditionalChart`'s optional `ayanamsa` is checked
 * (−360..360, INVALID_ARGUMENT / OUT_OF_RANGE naming `chart.ayanamsa`). Errors: MISSING_ARGUMENT naming `chart.ascendant` or `chart.isDayChart`; INVALID_ARGUMENT for a
 * non-object chart, an unknown body or a non-numeric longitude.
 * @example traditionalChart({ ascendant: 370, isDayChart: true, longitudes: { Sun: 10 } }).ascendant // 10
 */
export function traditionalChart(chart: NatalChartResponse | TraditionalChart): TraditionalChart {
  if (chart === null || typeof chart !== 'object') {
    throw new UraniaError('INVALID_ARGUMENT', 'chart must be a NatalChartResponse or { ascendant, isDayChart, longitudes }', {
      wording: wording('shape.recordOrObject', { field: 'chart', record: 'NatalChartResponse', shape: '{ ascendant, isDayChart, longitudes }' }),
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
    const ayanamsa = chart.zodiac === 'sidereal' && chart.ayanamsa !== undefined ? { ayanamsa: chart.ayanamsa.value } : {};
    return { ascendant: normalizeDegrees(requireLongitude(chart.ascendant, 'chart.ascendant')), isDayChart: isDay, longitudes, ...ayanamsa };
  }
  if (chart.ascendant === undefined) throw missing('chart.ascendant', 'ecliptic longitude in degrees');
  if (typeof chart.isDayChart !== 'boolean') throw missing('chart.isDayChart', 'true or false');
  const longitudes: Partial<Record<Body, number>> = {};
  for (const [body, lon] of Object.entries(chart.longitudes ?? {})) {
    longitudes[requireOneOf(body, 'chart.longitudes', BODIES)] = normalizeDegrees(requireLongitude(lon, `chart.longitudes.${body}`));
  }
  const ayanamsa = chart.ayanamsa === undefined ? {} : { ayanamsa: requireNumberInRange(chart.ayanamsa, 'chart.ayanamsa', -360, 360) };
  return { ascendant: normalizeDegrees(requireLongitude(chart.ascendant, 'chart.ascendant')), isDayChart: chart.isDayChart, longitudes, ...ayanamsa };
}

/**
 * @summary The record members saying a chart's zodiac, for the techniques read from it: a `NatalChartResponse`'s
 * own `zodiac` and `ayanamsa` (issue 15); nothing for a `TraditionalChart` (its longitudes are the caller's).
 * @example chartZodiac(natalChart({ …, zodiac: 'sidereal' })) // { zodiac: 'sidereal', ayanamsa: { system: 'Lahiri', value: … } }
 */
export function chartZodiac(chart: NatalChartResponse | TraditionalChart): Pick<NatalChartResponse, 'zodiac' | 'ayanamsa'> {
  if (chart === null || typeof chart !== 'object' || !isNatalChart(chart) || chart.zodiac === undefined) return {};
  return { zodiac: chart.zodiac, ...(chart.ayanamsa === undefined ? {} : { ayanamsa: chart.ayanamsa }) };
}

/**
 * @summary The longitude of a body a technique needs; MISSING_ARGUMENT naming `chart.longitudes.<body>` when the
 * chart lacks it.
 * @example chartLongitude({ ascendant: 0, isDayChart: true, longitudes: { Sun: 10 } }, 'Sun') // 10
 */
export function chartLongitude(chart: TraditionalChart, body: Body): number {
  const lon = chart.longitudes[body];
  if (lon === undefined) throw missing(`chart.longitudes.${body}`, 'ecliptic longitude in degrees');
  return lon;
}
