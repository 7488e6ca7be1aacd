import { type Static } from 'typebox';
import { isoDateOrDateTime } from './fields.js';
import { closedObject } from './closed-object.js';
import { zodiacMembers } from './members.js';

/**
 * The void-of-course Moon (`findVoidOfCoursePeriods`, `voidOfCourse`, `GET /moon/void-of-course`): the range
 * request. The status record `VoidOfCourseStatus` is a part of the horoscopes too (horoscope-parts.ts).
 */

/** `findVoidOfCoursePeriods`: a range of instants (at most 10 years). */
export const VoidOfCoursePeriodsRequest = closedObject('The void-of-course periods of the Moon in a range.', {
  from: isoDateOrDateTime('Start of the range (UT; the library functions also take a Date or an Instant).'),
  to: isoDateOrDateTime('End of the range, at most 10 years after from (UT).'),
  // Issue 15: the Moon's stays in sidereal signs, each void ending at a sidereal ingress.
  ...zodiacMembers(),
});
export type VoidOfCoursePeriodsRequest = Static<typeof VoidOfCoursePeriodsRequest>;
