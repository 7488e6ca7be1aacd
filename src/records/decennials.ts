import { decennialOrder, decennialSpans } from '../charts/time-lords/decennial-periods.js';
import type { FirdariaPlanet } from '../charts/time-lords/firdaria-periods.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { DecennialsRequest, SEVEN_PLANETS, type Decennials } from '../schemas/index.js';
import { isoString } from '../time/index.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { timedChart } from './timed-chart.js';

/**
 * @summary The decennials of a timed birth (Vettius Valens, Anthology IV; `decennialSpans`): seven periods of 129
 * months, the first the sect light's, the others the planets' in the order they follow it in the zodiac of the
 * nativity, each divided among the seven in the same order by their minor years as months (months of 30 days).
 * Dates are UT, to the second. One cycle (903 months, about 74 years) is listed; it then starts again.
 *
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required — the sect needs it).
 * @example decennials({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).order[0] // 'Sun'
 */
export function decennials(request: DecennialsRequest): Decennials {
  refuseExtraArguments(arguments.length, 1, 'decennials(request)', "decennials({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(DecennialsRequest, request);
  const { chart, at } = timedChart(r.birth);
  const order = decennialOrder(chart.isDayChart, natalPlanets(chart.longitudes));
  return {
    birthDate: r.birth.birthDate,
    sect: chart.isDayChart ? 'day' : 'night',
    order,
    periods: decennialSpans(order).map((s) => ({
      lord: s.lord,
      ...(s.subLord === undefined ? {} : { subLord: s.subLord }),
      level: s.level,
      months: s.months,
      startDate: isoString(at.jdUt + s.startDay, 'second'),
      endDate: isoString(at.jdUt + s.endDay, 'second'),
    })),
    ...placeEcho(request),
  };
}

/** @summary The seven planets' natal longitudes, from a chart's longitudes. */
export function natalPlanets(longitudes: Partial<Record<string, number>>): Record<FirdariaPlanet, number> {
  return Object.fromEntries(SEVEN_PLANETS.map((p) => [p, longitudes[p]!])) as Record<FirdariaPlanet, number>;
}
