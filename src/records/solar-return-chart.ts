import { returnChart } from '../charts/builders/return-chart.js';
import { UraniaError } from '../errors/index.js';
import { apparentBodyPosition } from '../ephemeris/index.js';
import { solarReturnBetween } from '../events/returns.js';
import { SolarReturnChartRequest, type Body, type SolarReturn } from '../schemas/index.js';
import { calendarFromJulianDay, instantFromJulianDay, julianDay, ttFromUt } from '../time/index.js';
import { birthMoment } from './birth-moment.js';
import { eventDateOfTt } from './event-range.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { returnSettings } from './return-settings.js';
import { techniqueBodies } from './technique-bodies.js';

/** Library options of the return charts (not part of the request). */
export interface ReturnChartOptions {
  /** The bodies; default `TECHNIQUE_BODIES`. */
  readonly bodies?: readonly Body[];
}

/**
 * @summary A solar return chart (spec `SolarReturn`): the chart of the instant in `year` the apparent Sun comes back
 * to the natal Sun's longitude.
 *
 * The natal Sun is the apparent tropical Sun of the birth instant; the return instant comes from the events
 * layer's `solarReturnBetween` (engine search on the full theory: the Sun there equals the natal Sun within a few
 * milliarcseconds). It is the tropical return: no correction for precession between birth and return.
 * Positions and aspects (`orbProfile`, default `modern-western`) are those of the return instant; `houses`
 * (`houseSystem`, default Placidus) are cast for `latitude`/`longitude` — the place where the birthday is spent —
 * or the birth place when they are absent, and only when the birth time is known.
 *
 * Errors: `UraniaError` naming the member (`birth.birthTime`, `year` — also before the birth year, `latitude`, …).
 * @example
 * const r = solarReturnChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, year: 2024 });
 * r.exactDate // '2024-07-…Z'
 */
export function solarReturnChart(request: SolarReturnChartRequest, options: ReturnChartOptions = {}): SolarReturn {
  const r = parseBirthRequest(SolarReturnChartRequest, request);
  const { birth } = birthMoment(r.birth, 'birth');
  const birthYear = calendarFromJulianDay(birth.at.jdUt).year;
  if (r.year < birthYear) {
    throw new UraniaError('OUT_OF_RANGE', `year must not be before the birth year ${birthYear}`, {
      field: 'year', received: r.year, allowed: `${birthYear}..2200`, minimum: birthYear, maximum: 2200,
    });
  }
  const settings = returnSettings(r, birth);
  const bodies = techniqueBodies(options.bodies);
  const natalSunLongitude = apparentBodyPosition('Sun', birth.at).longitude;
  // 00:00 UT on 1 January, as a TT Julian day (the year after 2200 only bounds the search, which stops at 2200's end).
  const newYear = (year: number) => ttFromUt(julianDay(year, 1, 1, 0, 0, 0));
  // The Sun's tropical year (365.2422 d) is shorter than a calendar year: there is always one return in a UT year,
  // rarely two (1 January and again 31 December); the first is taken.
  const jdTt = solarReturnBetween(natalSunLongitude, newYear(r.year), newYear(r.year + 1));
  if (jdTt === undefined) {
    throw new UraniaError('NOT_FOUND', `no solar return in ${r.year} within the supported range`, { field: 'year', received: r.year });
  }
  const chart = returnChart(instantFromJulianDay(jdTt, 'TT'), bodies, settings, birth.timeKnown);
  return { natalSunLongitude, targetYear: r.year, exactDate: eventDateOfTt(jdTt), ...chart };
}
