import { wording } from '../errors/error-wording.js';
import { returnChart } from '../charts/builders/return-chart.js';
import { UraniaError } from '../errors/index.js';
import { apparentBodyPosition } from '../ephemeris/index.js';
import { nextLunarReturnAfter } from '../events/returns.js';
import { LunarReturnChartRequest, type LunarReturn } from '../schemas/index.js';
import { instantFromJulianDay } from '../time/index.js';
import { birthMoment } from './birth-moment.js';
import { eventDateOfTt } from './event-range.js';
import { notBeforeBirth } from './not-before-birth.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { normalizeDegrees } from '../units/index.js';
import { zodiacChoice, zodiacEcho, zodiacShift } from './zodiac-choice.js';
import { returnSettings } from './return-settings.js';
import type { ReturnChartOptions } from './solar-return-chart.js';
import { techniqueBodies } from './technique-bodies.js';
import { instantMember, timeMembers, type WithTimeInputs } from './time-members.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { lunarReturnInterpretation } from '../report/technique-readings.js';
import { TECHNIQUE_TEXT_FAMILY, techniqueText } from '../text/technique-locales.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';

/**
 * @summary A lunar return chart (spec `LunarReturn`): the chart of the first instant after `after` that the apparent
 * Moon comes back to the natal Moon's longitude (every 27.3 days, the tropical month).
 *
 * The return instant comes from the events layer's `nextLunarReturnAfter` (engine search, full-theory polish). Positions,
 * aspects (`orbProfile`, default `modern-western`) and houses follow the solar return's rules: houses for
 * `latitude`/`longitude` or the birth place, only when the birth time is known (an untimed natal Moon is uncertain by
 * up to ±7°, the return instant by up to ±13 hours). With `zodiac: 'sidereal'` (or an `ayanamsa`) the return is
 * sidereal, as in `solarReturnChart`: the Moon's sidereal longitude coming back to the natal sidereal Moon.
 *
 * With `interpret: true` the record adds `interpretation` in `locale` (default en): the return Moon's house in the
 * return chart with its entry (needs a birth time).
 *
 * Errors: `UraniaError` naming the member (`birth.latitude`, `after`, …); NOT_FOUND (`after`) when no return
 * happens before the end of the supported range.
 * @example
 * const r = lunarReturnChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, after: '2024-07-01' });
 * r.exactDate // '2024-07-…Z'
 */
export function lunarReturnChart(request: WithTimeInputs<LunarReturnChartRequest, 'after'>, options: ReturnChartOptions = {}): LunarReturn {
  refuseExtraArguments(arguments.length, 2, 'lunarReturnChart(request, options?)', "lunarReturnChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, after: '2024-07-01' })");
  const members = timeMembers(request, ['after']);
  const r = parseBirthRequest(LunarReturnChartRequest, members.request);
  const { birth } = birthMoment(r.birth, 'birth');
  const given = instantMember(members, 'after', r.after);
  const after = notBeforeBirth(given.at, birth.at, 'after', given.echo);
  const settings = returnSettings(r, birth);
  const bodies = techniqueBodies(options.bodies);
  const zodiac = zodiacChoice(r);
  const natalMoonLongitude = normalizeDegrees(apparentBodyPosition('Moon', birth.at).longitude - zodiacShift(zodiac, birth.at.jdTt));
  const jdTt = nextLunarReturnAfter(natalMoonLongitude, after.jdTt, zodiac.ayanamsa);
  if (jdTt === undefined) {
    throw new UraniaError('NOT_FOUND', `no lunar return between after and the end of the supported range (${SUPPORTED_SPAN.lastDate})`, {
      field: 'after', received: given.echo, allowed: `an instant at least a month before ${SUPPORTED_SPAN.to.slice(0, -10)}`,
      wording: wording('lunarReturn.none', { field: 'after', last: SUPPORTED_SPAN.lastDate }),
    });
  }
  const chart = returnChart(instantFromJulianDay(jdTt, 'TT'), bodies, settings, birth.timeKnown, zodiacShift(zodiac, jdTt));
  const record = { natalMoonLongitude, exactDate: eventDateOfTt(jdTt), ...chart, ...zodiacEcho(zodiac, jdTt), ...placeEcho(request) };
  if (r.interpret !== true) return record;
  const locale = r.locale ?? 'en';
  return withTextWarnings(locale, { ...record, interpretation: lunarReturnInterpretation(techniqueText(locale), record) }, [familyUse(TECHNIQUE_TEXT_FAMILY, locale)]);
}
