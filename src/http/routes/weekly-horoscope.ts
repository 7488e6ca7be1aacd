/**
 * `GET /horoscope/weekly`: the route of the weekly-horoscope record (src/records/weekly-horoscope.ts, its schemas
 * in src/schemas/weekly-horoscope.ts).
 */
import { weeklyHoroscope } from '../../records/weekly-horoscope.js';
import { WeeklyHoroscope, WeeklyHoroscopeQuery, type Perspective, type Sign } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { dayParams } from './params.js';

/** A day query: optional date (default today in the zone) and zone (default UTC). */
type DayQuery = { date?: string; timezone?: string; perspective?: Perspective };

/** `{ date, timezone }` resolved ("today" read here from the request's clock), plus the other members. */
function withToday<Q extends DayQuery>(q: Q, now: Date): Q & { date: string; timezone: string } {
  return { ...q, ...dayParams(q, now) };
}

/** `GET /horoscope/weekly` — exactly the spec's endpoint: sign, perspective, date (default today), timezone. */
export const WEEKLY_ROUTE = defineRoute<DayQuery & { sign: Sign }, DayQuery & { sign: Sign; date: string; timezone: string }>({
  method: 'GET',
  url: '/horoscope/weekly',
  tag: 'Horoscope',
  summary: 'Weekly horoscope of a sign',
  description:
    'Structured weekly horoscope data with daily snapshots for the ISO week (Monday–Sunday) containing `date` (default today) in `timezone` (default UTC; a date-only value is a local date there).',
  querystring: WeeklyHoroscopeQuery,
  response: WeeklyHoroscope,
  example: 'sign=Leo&date=2024-03-20',
  prepare: (q, ctx) => withToday(q, ctx.now),
  compute: (p) => weeklyHoroscope(p),
});
