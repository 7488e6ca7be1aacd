import { Type } from 'typebox';
import { voidOfCourse } from '../../records/void-of-course.js';
import type { ZodiacKind } from '../../records/zodiac-choice.js';
import { VoidOfCourseStatus } from '../../schemas/index.js';
import { zodiacQueryMembers } from '../../schemas/members.js';
import type { AyanamsaSystem } from '../../zodiac/index.js';
import { defineRoute } from '../route-definition.js';
import { instantQuery } from './instant-query.js';
import { dayNoonParam, todayIn, zoneOf } from './params.js';
import { lightCost } from './range-cost.js';

/** The query of `GET /moon/void-of-course` as validated. */
type VoidQuery = { date?: string; timezone?: string; zodiac?: ZodiacKind; ayanamsa?: AyanamsaSystem };

/** Query of `GET /moon/void-of-course`: the instant query with `zodiac`/`ayanamsa` (names only; issue 15). */
export const VoidOfCourseHttpQuery = Type.Object(
  { ...instantQuery().properties, ...zodiacQueryMembers() },
  { additionalProperties: false, description: 'Query of GET /api/v1/moon/void-of-course.' },
);

/**
 * `GET /moon/void-of-course`: whether the Moon is void of course at an instant, and until when (records
 * `voidOfCourse`). A date alone names a day and is answered at its local noon, as the almanac and the daily
 * horoscope answer for a day (docs/horoscopes.md "The Moon of a day").
 */
export const VOID_OF_COURSE_ROUTE = defineRoute<VoidQuery, { at: string; zodiac: Pick<VoidQuery, 'zodiac' | 'ayanamsa'> }>({
  method: 'GET',
  url: '/moon/void-of-course',
  tag: 'Moon',
  summary: 'Void-of-course Moon at an instant',
  description:
    'Whether the Moon is void of course, its sign, and when the void period ends: at a date-time, or for a date alone (default today) at its local noon in `timezone`, the instant the almanac and the daily horoscope use for a day. zodiac=sidereal (or an ayanamsa, default Lahiri) gives the Moon’s sidereal sign and the void ending at its sidereal ingress; the record says `zodiac` and `ayanamsa`.',
  querystring: VoidOfCourseHttpQuery,
  response: VoidOfCourseStatus,
  example: 'date=2024-01-01T00:00:00Z',
  // The records function names its argument `at`; here the client sent `date` (issue 16 #4: a 400 names what was sent).
  fieldAliases: { at: 'date' },
  prepare: (q, ctx) => {
    const tz = zoneOf(q.timezone);
    const zodiac = {
      ...(q.zodiac === undefined ? {} : { zodiac: q.zodiac }), ...(q.ayanamsa === undefined ? {} : { ayanamsa: q.ayanamsa }),
    };
    return { at: dayNoonParam(q.date ?? todayIn(tz, ctx.now), tz), zodiac };
  },
  cost: lightCost,
  compute: (p) => voidOfCourse(p.at, Object.keys(p.zodiac).length === 0 ? undefined : p.zodiac),
});
