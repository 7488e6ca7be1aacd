import { wording } from '../errors/error-wording.js';
import { returnChart } from '../charts/builders/return-chart.js';
import { UraniaError } from '../errors/index.js';
import { apparentBodyPosition } from '../ephemeris/index.js';
import { solarReturnNearest } from '../events/returns.js';
import { TROPICAL_YEAR_DAYS } from '../charts/builders/progression.js';
import { SolarReturnChartRequest, type Body, type SolarReturn } from '../schemas/index.js';
import { instantFromJulianDay } from '../time/index.js';
import { civilYear } from '../time/local-day.js';
import { birthMoment } from './birth-moment.js';
import { eventDateOfTt } from './event-range.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { normalizeDegrees } from '../units/index.js';
import { zodiacChoice, zodiacEcho, zodiacShift } from './zodiac-choice.js';
import { returnSettings } from './return-settings.js';
import { techniqueBodies } from './technique-bodies.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { solarReturnInterpretation } from '../report/technique-readings.js';
import { TECHNIQUE_TEXT_FAMILY, techniqueText } from '../text/technique-locales.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';

/** Library options of the return charts (not part of the request). */
export interface ReturnChartOptions {
  /** The bodies; default `TECHNIQUE_BODIES`. */
  readonly bodies?: readonly Body[];
}

/**
 * @summary A solar return chart (spec `SolarReturn`): the chart of the instant the apparent Sun comes back to the
 * natal Sun's longitude at the birthday of `year` — the return nearest the birth instant plus (year − birth year)
 * tropical years, so a birth near New Year may have its return of `year` on 31 December of the year before (UT).
 *
 * The natal Sun is the apparent tropical Sun of the birth instant; the return instant comes from the events
 * layer's `solarReturnNearest` (engine search on the full theory: the Sun there equals the natal Sun within a few
 * milliarcseconds). It is the tropical return: no correction for precession between birth and return — unless
 * `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri): then the natal Sun is its sidereal longitude (minus the
 * true ayanamsa at birth), the return is the instant the Sun's sidereal longitude comes back to it (about 20
 * minutes later per year of age than the tropical one), the chart's longitudes are sidereal (minus the true
 * ayanamsa at the return) and the record says `zodiac` and `ayanamsa` (its value at the return).
 * Positions and aspects (`orbProfile`, default `modern-western`) are those of the return instant; `houses`
 * (`houseSystem`, default Placidus) are cast for `latitude`/`longitude` — the place where the birthday is spent —
 * or the birth place when they are absent, and only when the birth time is known.
 *
 * With `interpret: true` the record adds `interpretation` in `locale` (default en): the return Ascendant's sign and
 * the return Sun's and Moon's houses in the return chart, each with its entry (all three need a birth time).
 *
 * Errors: `UraniaError` naming the member (`birth.birthTime`, `year` — also before the birth year, `latitude`, …).
 * @example
 * const r = solarReturnChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, year: 2024 });
 * r.exactDate // '2024-07-…Z'
 */
export function solarReturnChart(request: SolarReturnChartRequest, options: ReturnChartOptions = {}): SolarReturn {
  refuseExtraArguments(arguments.length, 2, 'solarReturnChart(request, options?)', "solarReturnChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, year: 2024 })");
  const r = parseBirthRequest(SolarReturnChartRequest, request);
  const { birth, birthDate } = birthMoment(r.birth, 'birth');
  // The year of the birthday is the year of the civil birth date (a birth at 00:30 on 1 January in Kathmandu is
  // 31 December in UT, and its birthday stays 1 January).
  const birthYear = civilYear(birthDate);
  if (r.year < birthYear) {
    throw new UraniaError('OUT_OF_RANGE', `year must not be before the birth year ${birthYear}`, {
      wording: wording('solarReturn.beforeBirthYear', { field: 'year', year: String(birthYear) }),
      field: 'year', received: r.year, allowed: `${birthYear}..${SUPPORTED_SPAN.lastYear}`, minimum: birthYear, maximum: SUPPORTED_SPAN.lastYear,
    });
  }
  const settings = returnSettings(r, birth);
  const bodies = techniqueBodies(options.bodies);
  const zodiac = zodiacChoice(r);
  // Sidereal: the natal Sun's sidereal longitude (tropical minus the true ayanamsa at birth) is the one returned to.
  const natalSunLongitude = normalizeDegrees(apparentBodyPosition('Sun', birth.at).longitude - zodiacShift(zodiac, birth.at.jdTt));
  // The return of year Y belongs to the birthday in Y: it is the return nearest the birth instant plus
  // (Y − birth year) tropical years (docs/chart-techniques.md "Returns"). A UT calendar year can hold no return
  // (a common year is shorter than the tropical year) or two, so the calendar year does not define it.
  const jdTt = solarReturnNearest(natalSunLongitude, birth.at.jdTt + (r.year - birthYear) * TROPICAL_YEAR_DAYS, zodiac.ayanamsa);
  if (jdTt === undefined) {
    throw new UraniaError('OUT_OF_RANGE', `the solar return of ${r.year} falls outside the supported range`, {
      wording: wording('solarReturn.outside', { field: 'year', year: String(r.year) }),
      field: 'year', received: r.year, allowed: `${birthYear}..${SUPPORTED_SPAN.lastYear}, with the return inside the supported range`,
    });
  }
  const chart = returnChart(instantFromJulianDay(jdTt, 'TT'), bodies, settings, birth.timeKnown, zodiacShift(zodiac, jdTt));
  const record = { natalSunLongitude, targetYear: r.year, exactDate: eventDateOfTt(jdTt), ...chart, ...zodiacEcho(zodiac, jdTt), ...placeEcho(request) };
  if (r.interpret !== true) return record;
  const locale = r.locale ?? 'en';
  return withTextWarnings(locale, { ...record, interpretation: solarReturnInterpretation(techniqueText(locale), record) }, [familyUse(TECHNIQUE_TEXT_FAMILY, locale)]);
}
