import { Type } from 'typebox';
import { dateParam, instantParam, timezoneParam, todayIn, zoneOf } from './params.js';

/**
 * The `date` / `timezone` query of the routes that answer for one instant (`/moon/phase`,
 * `/moon/void-of-course`, `/fixed-stars`): a date-time, or a date alone at 00:00 local time, default today.
 */

/** @summary `date` (default today, 00:00 local) and `timezone` of an instant query. */
export const instantQuery = () =>
  Type.Object(
    {
      date: Type.Optional(dateParam('Instant: a date-time with Z or an offset, or a date (00:00 local); default today.')),
      timezone: Type.Optional(timezoneParam()),
    },
    { additionalProperties: false },
  );

/**
 * @summary The instant of an instant query, as an ISO UTC string: `date` (a date alone at 00:00 in `timezone`,
 * default UTC), else today in the zone at the request's "now".
 * @example instantOf({ date: '2024-03-25' }, new Date()) // { at: '2024-03-25T00:00:00.000Z' }
 */
export function instantOf(q: { date?: string; timezone?: string }, now: Date): { at: string } {
  const tz = zoneOf(q.timezone);
  return { at: instantParam(q.date ?? todayIn(tz, now), tz) };
}
