import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, SIGNS } from './enums.js';
import { isoDateOrDateTime, isoDateTime, oneOf } from './fields.js';
import { closedObject } from './closed-object.js';
import { bodyMember, zodiacMembers, zodiacRecordMembers } from './members.js';

/**
 * The void-of-course Moon (`findVoidOfCoursePeriods`, `voidOfCourse`, `GET /moon/void-of-course`,
 * `GET /moon/void-of-course/periods`): the range request and the period record. The status record
 * `VoidOfCourseStatus` is a part of the horoscopes too (horoscope-parts.ts).
 */

/** `findVoidOfCoursePeriods`: a range of instants (at most 10 years). */
export const VoidOfCoursePeriodsRequest = closedObject('The void-of-course periods of the Moon in a range.', {
  from: isoDateOrDateTime('Start of the range (UT; the library functions also take a Date or an Instant).'),
  to: isoDateOrDateTime('End of the range, at most 10 years after from (UT).'),
  // Issue 15: the Moon's stays in sidereal signs, each void ending at a sidereal ingress.
  ...zodiacMembers(),
});
export type VoidOfCoursePeriodsRequest = Static<typeof VoidOfCoursePeriodsRequest>;

/** One void-of-course period of the Moon (`findVoidOfCoursePeriods`, `GET /moon/void-of-course/periods`). */
export const VoidOfCoursePeriod = closedObject('A void-of-course period of the Moon: from its last aspect in a sign to its next ingress.', {
  start: isoDateTime('Instant of the last aspect (or of the ingress when the Moon made none in the sign), UT.'),
  end: isoDateTime('Instant the Moon enters the next sign, UT.'),
  sign: oneOf(SIGNS, 'The sign the Moon is void in.'),
  lastAspect: Type.Optional(
    closedObject('The last aspect the Moon makes in the sign.', {
      body: bodyMember(),
      aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
    }),
  ),
  ...zodiacRecordMembers(),
});
export type VoidOfCoursePeriod = Static<typeof VoidOfCoursePeriod>;
