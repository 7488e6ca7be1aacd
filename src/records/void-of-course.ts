import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { moonSignStayAt, voidPeriodsBetween } from '../events/void-of-course.js';
import type { VoidOfCourseStatus } from '../schemas/horoscope-parts.js';
import { VoidOfCoursePeriodsRequest, type VoidOfCoursePeriod } from '../schemas/void-of-course.js';
import { ZodiacOptions } from '../schemas/zodiac-options.js';
import { instant, instantFromJulianDay, type TimeInput } from '../time/instant.js';
import { eventDateOfTt, parseRange, type EventRange } from './event-range.js';
import { ISO_YEAR_PATTERN } from '../time/iso-year.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';
import { parse } from './parse.js';
import { zodiacChoice, zodiacEcho, type ZodiacRequestMembers } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Longest range findVoidOfCoursePeriods accepts: 10 years. */
export const VOID_OF_COURSE_MAX_SPAN_YEARS = 10;

/** A void-of-course period of the Moon (with `zodiac`/`ayanamsa` when the request named its zodiac): its schema. */
export type { VoidOfCoursePeriod };

/**
 * @summary The Moon's void-of-course periods overlapping a range, in time order (see VOID_OF_COURSE_BODIES
 * of events/void-of-course.ts for the rule). With `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri; issue 15,
 * docs/zodiac.md "Sidereal everywhere") the signs are sidereal: each void ends at the Moon's sidereal ingress (its
 * longitude minus the true ayanamsa crossing a multiple of 30°) and each period says `zodiac` and `ayanamsa` (the
 * value at its end); the aspects that start a void do not depend on the zodiac. INVALID_ARGUMENT naming `ayanamsa`
 * when `zodiac` is `'tropical'` and an ayanamsa is given.
 * @example findVoidOfCoursePeriods({ from: '2024-01-01', to: '2024-01-08' }).length // ≈ 3
 * @example findVoidOfCoursePeriods({ from: '2024-01-01', to: '2024-01-08', zodiac: 'sidereal' })[0]!.zodiac // 'sidereal'
 */
export function findVoidOfCoursePeriods(range: EventRange & ZodiacRequestMembers): VoidOfCoursePeriod[] {
  refuseExtraArguments(arguments.length, 1, 'findVoidOfCoursePeriods(range)', "findVoidOfCoursePeriods({ from: '2024-01-01', to: '2024-01-08' })");
  const { request, range: r } = parseRange(VoidOfCoursePeriodsRequest, range, VOID_OF_COURSE_MAX_SPAN_YEARS);
  const zodiac = zodiacChoice(request);
  return voidPeriodsBetween(r.from.jdTt, r.to.jdTt, zodiac.ayanamsa).map((s) => ({
    start: eventDateOfTt(s.startJdTt),
    end: eventDateOfTt(s.endJdTt),
    sign: s.sign,
    ...(s.lastAspect ? { lastAspect: s.lastAspect } : {}),
    ...zodiacEcho(zodiac, s.endJdTt),
  }));
}

/** A date alone (`YYYY-MM-DD`): a day, not an instant. */
const DATE_ONLY_RE = new RegExp(`^\\s*${ISO_YEAR_PATTERN}-\\d{2}-\\d{2}\\s*$`);

/**
 * @summary Whether the Moon is void of course at an instant (spec VoidOfCourseStatus), with the end of the
 * void (the next sign ingress) when it is. A date alone names a day and is answered for its reference instant,
 * noon UT, as the almanac answers for a day (docs/horoscopes.md "The Moon of a day"); a date-time, a Date or an
 * Instant is that instant.
 * `options` `{ zodiac: 'sidereal' }` (or an `ayanamsa`, default Lahiri; issue 15, docs/zodiac.md "Sidereal
 * everywhere"): `moonSign` is the Moon's sidereal sign (its tropical longitude minus the true ayanamsa), the void runs
 * to the sidereal ingress, and the record says `zodiac` and `ayanamsa` (its value at the instant). Errors name
 * `zodiac` / `ayanamsa`, as parse names an option (INVALID_ARGUMENT naming `ayanamsa` for `zodiac: 'tropical'` with
 * an ayanamsa).
 * @example voidOfCourse('2024-01-01T00:00:00Z').moonSign // 'Virgo'
 * @example voidOfCourse('2024-04-09').moonSign // 'Taurus' (noon UT; the Moon left Aries at 11:23 UT)
 * @example voidOfCourse('2024-01-01T00:00:00Z', { zodiac: 'sidereal' }).moonSign // 'Leo' (Lahiri)
 */
export function voidOfCourse(at: TimeInput, options?: ZodiacRequestMembers): VoidOfCourseStatus {
  refuseExtraArguments(arguments.length, 2, 'voidOfCourse(at, options?)', "voidOfCourse('2024-01-01T00:00:00Z')");
  const zodiac = zodiacChoice(options === undefined ? {} : parse(ZodiacOptions, options, 'options'));
  const given = instant(at);
  const t = typeof at === 'string' && DATE_ONLY_RE.test(at) ? instantFromJulianDay(given.jdUt + 0.5).jdTt : given.jdTt;
  const stay = moonSignStayAt(t, zodiac.ayanamsa);
  if (stay === undefined) {
    // Only within days of the ends of the supported range, where the neighbouring ingress is out of reach.
    throw new UraniaError('OUT_OF_RANGE', "the Moon's sign cannot be bounded this close to the end of the supported range (its previous or next ingress lies outside it)", {
      wording: wording('voidOfCourse.edge', { field: 'at' }),
      field: 'at',
      received: at,
      allowed: `instants whose previous and next Moon ingresses lie within ${SUPPORTED_SPAN.years}`,
    });
  }
  const isVoid = t >= stay.voidFromJdTt;
  return {
    isVoidOfCourse: isVoid, moonSign: stay.sign, ...(isVoid ? { endsAt: eventDateOfTt(stay.leftJdTt) } : {}), ...zodiacEcho(zodiac, t),
  };
}
