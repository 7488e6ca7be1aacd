/**
 * `GET /horoscope/daily`: the route of the daily-horoscope record (src/records/daily-horoscope.ts, its schemas in
 * src/schemas/daily-horoscope.ts).
 */
import { dailyHoroscope } from '../../records/daily-horoscope.js';
import { DailyHoroscopeQuery, Horoscope, type Perspective, type Sign } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { dayParams } from './params.js';

/** A day query: optional date (default today in the zone) and zone (default UTC). */
type DayQuery = { date?: string; timezone?: string; perspective?: Perspective };

/** `{ date, timezone }` resolved ("today" read here from the request's clock), plus the other members. */
function withToday<Q extends DayQuery>(q: Q, now: Date): Q & { date: string; timezone: string } {
  return { ...q, ...dayParams(q, now) };
}

/** `GET /horoscope/daily`. */
export const DAILY_ROUTE = defineRoute<DayQuery & { sign: Sign }, DayQuery & { sign: Sign; date: string; timezone: string }>({
  method: 'GET',
  url: '/horoscope/daily',
  tag: 'Horoscope',
  summary: 'Daily horoscope of a sign',
  description: 'Sign context, ruler condition, Moon, void-of-course status, up to 3 key transits and the retrograde planets of a local day (default today in `timezone`).',
  querystring: DailyHoroscopeQuery,
  response: Horoscope,
  example: 'sign=Leo&date=2024-03-20',
  prepare: (q, ctx) => withToday(q, ctx.now),
  compute: (p) => dailyHoroscope(p),
});
