import { voidOfCourse } from '../../records/index.js';
import { VoidOfCourseStatus } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { instantQuery } from './instant-query.js';
import { dayNoonParam, todayIn, zoneOf } from './params.js';

/**
 * `GET /moon/void-of-course`: whether the Moon is void of course at an instant, and until when (records
 * `voidOfCourse`). A date alone names a day and is answered at its local noon, as the almanac and the daily
 * horoscope answer for a day (docs/horoscopes.md "The Moon of a day").
 */
export const VOID_OF_COURSE_ROUTE = defineRoute<{ date?: string; timezone?: string }, { at: string }>({
  method: 'GET',
  url: '/moon/void-of-course',
  tag: 'Moon',
  summary: 'Void-of-course Moon at an instant',
  description:
    'Whether the Moon is void of course, its sign, and when the void period ends: at a date-time, or for a date alone (default today) at its local noon in `timezone`, the instant the almanac and the daily horoscope use for a day.',
  querystring: instantQuery(),
  response: VoidOfCourseStatus,
  example: 'date=2024-01-01T00:00:00Z',
  // The records function names its argument `at`; here the client sent `date` (issue 16 #4: a 400 names what was sent).
  fieldAliases: { at: 'date' },
  prepare: (q, ctx) => {
    const tz = zoneOf(q.timezone);
    return { at: dayNoonParam(q.date ?? todayIn(tz, ctx.now), tz) };
  },
  compute: (p) => voidOfCourse(p.at),
});
