/**
 * `GET /horoscope/daily`: the route of the daily-horoscope record (src/records/daily-horoscope.ts, its schemas in
 * src/schemas/daily-horoscope.ts).
 */
import { dailyHoroscope } from '../../records/daily-horoscope.js';
import { DailyHoroscopeQuery, Horoscope, type Perspective, type Sign } from '../../schemas/index.js';
import { defineDayRoute } from './day-route.js';
import type { DayQuery as BaseDayQuery } from './params.js';

/** A day query with a perspective (the horoscope routes). */
type DayQuery = BaseDayQuery & { perspective?: Perspective };

/** `GET /horoscope/daily`. */
export const DAILY_ROUTE = defineDayRoute<DayQuery & { sign: Sign }>({
  url: '/horoscope/daily',
  tag: 'Horoscope',
  summary: 'Daily horoscope of a sign',
  description: 'Sign context, ruler condition, Moon, void-of-course status, up to 3 key transits and the retrograde planets of a local day (default today in `timezone`).',
  querystring: DailyHoroscopeQuery,
  response: Horoscope,
  example: 'sign=Leo&date=2024-03-20',
  compute: (p) => dailyHoroscope(p),
});
