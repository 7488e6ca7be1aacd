import { TROPICAL_YEAR_DAYS } from '../charts/builders/progression.js';
import { firdariaSpans } from '../charts/time-lords/firdaria-periods.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { FirdariaRequest, type Firdaria } from '../schemas/index.js';
import { isoString } from '../time/index.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { timedChart } from './timed-chart.js';

/**
 * @summary The firdaria of a timed birth (`firdariaSpans`; Abu Ma'shar): the 75 years from the birth divided among
 * the planets and the nodes in the order of the chart's sect, each planet's firdar in seven equal sub-periods.
 * `variant` chooses the order of a night chart: `abuMashar` (the nodes last; default) or `bonatti` (the nodes after
 * Mars); a day chart has one order. Ages are tropical years (365.24219 days, birthday to birthday) from the birth
 * instant; dates are UT, to the second. Sources and the two orders: docs/directions.md "Firdaria".
 *
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required — the sect needs it; `variant`).
 * @example firdaria({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).periods[0].lord // 'Sun' (a day birth)
 */
export function firdaria(request: FirdariaRequest): Firdaria {
  refuseExtraArguments(arguments.length, 1, 'firdaria(request)', "firdaria({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(FirdariaRequest, request);
  const { chart, at } = timedChart(r.birth);
  const variant = r.variant ?? 'abuMashar';
  const date = (age: number) => isoString(at.jdUt + age * TROPICAL_YEAR_DAYS, 'second');
  return {
    birthDate: r.birth.birthDate,
    sect: chart.isDayChart ? 'day' : 'night',
    variant,
    periods: firdariaSpans(chart.isDayChart, variant).map((s) => ({
      lord: s.lord,
      ...(s.subLord === undefined ? {} : { subLord: s.subLord }),
      level: s.level,
      startDate: date(s.startAge),
      endDate: date(s.endAge),
      startAge: s.startAge,
      endAge: s.endAge,
    })),
    ...placeEcho(request),
  };
}
