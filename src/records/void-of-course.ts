import { UraniaError } from '../errors/urania-error.js';
import { moonSignStayAt, voidPeriodsBetween } from '../events/void-of-course.js';
import type { AspectType, Body, Sign } from '../schemas/enums.js';
import type { VoidOfCourseStatus } from '../schemas/horoscope-parts.js';
import { VoidOfCoursePeriodsRequest } from '../schemas/void-of-course.js';
import { instant, instantFromJulianDay, type TimeInput } from '../time/instant.js';
import { eventDateOfTt, parseRange, type EventRange } from './event-range.js';
import { ISO_YEAR_PATTERN } from '../time/iso-year.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';

/** Longest range findVoidOfCoursePeriods accepts: 10 years. */
export const VOID_OF_COURSE_MAX_SPAN_YEARS = 10;

/** A void-of-course period of the Moon. */
export interface VoidOfCoursePeriod {
  /** ISO UT instant of the last aspect (or of the ingress when the Moon made none in the sign). */
  readonly start: string;
  /** ISO UT instant the Moon enters the next sign. */
  readonly end: string;
  /** The sign the Moon is void in. */
  readonly sign: Sign;
  /** The last aspect, absent when the Moon made none in the sign. */
  readonly lastAspect?: { readonly body: Body; readonly aspect: AspectType };
}

/**
 * @summary The Moon's void-of-course periods overlapping a range, in time order (see VOID_OF_COURSE_BODIES
 * of events/void-of-course.ts for the rule).
 * @example findVoidOfCoursePeriods({ from: '2024-01-01', to: '2024-01-08' }).length // ≈ 3
 */
export function findVoidOfCoursePeriods(range: EventRange): VoidOfCoursePeriod[] {
  const { from, to } = parseRange(VoidOfCoursePeriodsRequest, range, VOID_OF_COURSE_MAX_SPAN_YEARS).range;
  return voidPeriodsBetween(from.jdTt, to.jdTt).map((s) => ({
    start: eventDateOfTt(s.startJdTt),
    end: eventDateOfTt(s.endJdTt),
    sign: s.sign,
    ...(s.lastAspect ? { lastAspect: s.lastAspect } : {}),
  }));
}

/** A date alone (`YYYY-MM-DD`): a day, not an instant. */
const DATE_ONLY_RE = new RegExp(`^\\s*${ISO_YEAR_PATTERN}-\\d{2}-\\d{2}\\s*$`);

/**
 * @summary Whether the Moon is void of course at an instant (spec VoidOfCourseStatus), with the end of the
 * void (the next sign ingress) when it is. A date alone names a day and is answered for its reference instant,
 * noon UT, as the almanac answers for a day (docs/horoscopes.md "The Moon of a day"); a date-time, a Date or an
 * Instant is that instant.
 * @example voidOfCourse('2024-01-01T00:00:00Z').moonSign // 'Virgo'
 * @example voidOfCourse('2024-04-09').moonSign // 'Taurus' (noon UT; the Moon left Aries at 11:23 UT)
 */
export function voidOfCourse(at: TimeInput): VoidOfCourseStatus {
  const given = instant(at);
  const t = typeof at === 'string' && DATE_ONLY_RE.test(at) ? instantFromJulianDay(given.jdUt + 0.5).jdTt : given.jdTt;
  const stay = moonSignStayAt(t);
  if (stay === undefined) {
    // Only within days of the ends of the supported range, where the neighbouring ingress is out of reach.
    throw new UraniaError('OUT_OF_RANGE', "the Moon's sign cannot be bounded this close to the end of the supported range (its previous or next ingress lies outside it)", {
      field: 'at',
      received: at,
      allowed: `instants whose previous and next Moon ingresses lie within ${SUPPORTED_SPAN.years}`,
    });
  }
  const isVoid = t >= stay.voidFromJdTt;
  return { isVoidOfCourse: isVoid, moonSign: stay.sign, ...(isVoid ? { endsAt: eventDateOfTt(stay.leftJdTt) } : {}) };
}
