/**
 * `GET /horoscope/weekly`: the route of the weekly-horoscope record (src/records/weekly-horoscope.ts, its schemas
 * in src/schemas/weekly-horoscope.ts).
 */
import { weeklyHoroscope } from '../../records/weekly-horoscope.js';
import { WeeklyHoroscope, WeeklyHoroscopeQuery, type Perspective, type Sign } from '../../schemas/index.js';
import { defineDayRoute } from './day-route.js';
import type { DayQuery as BaseDayQuery } from './params.js';

/** A day query with a perspective (the horoscope routes). */
type DayQuery = BaseDayQuery & { perspective?: Perspective };

/** `GET /horoscope/weekly` — exactly the spec's endpoint: sign, perspective, date (default today), timezone. */
export const WEEKLY_ROUTE = defineDayRoute<DayQuery & { sign: Sign }>({
  url: '/horoscope/weekly',
  tag: 'Horoscope',
  summary: 'Weekly horoscope of a sign',
  description:
    'Structured weekly horoscope data with daily snapshots for the ISO week (Monday–Sunday) containing `date` (default today) in `timezone` (default UTC; a date-only value is a local date there).',
  querystring: WeeklyHoroscopeQuery,
  response: WeeklyHoroscope,
  example: 'sign=Leo&date=2024-03-20',
  compute: (p) => weeklyHoroscope(p),
});
