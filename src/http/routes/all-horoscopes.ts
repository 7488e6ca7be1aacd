/**
 * `GET /horoscope/all`: the route of the all-horoscopes record (src/records/all-horoscopes.ts, its schemas in
 * src/schemas/all-horoscopes.ts).
 */
import { Type } from 'typebox';
import { allHoroscopes } from '../../records/all-horoscopes.js';
import { AllHoroscopesQuery, Horoscope, type Perspective } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { dayParams } from './params.js';

/** A day query: optional date (default today in the zone) and zone (default UTC). */
type DayQuery = { date?: string; timezone?: string; perspective?: Perspective };

/** `{ date, timezone }` resolved ("today" read here from the request's clock), plus the other members. */
function withToday<Q extends DayQuery>(q: Q, now: Date): Q & { date: string; timezone: string } {
  return { ...q, ...dayParams(q, now) };
}

/** `GET /horoscope/all`. */
export const ALL_ROUTE = defineRoute<DayQuery, DayQuery & { date: string; timezone: string }>({
  method: 'GET',
  url: '/horoscope/all',
  tag: 'Horoscope',
  summary: 'Daily horoscopes of all twelve signs',
  description: 'The daily horoscope of every sign for one local day (default today in `timezone`).',
  querystring: AllHoroscopesQuery,
  response: Type.Array(Horoscope, { minItems: 12, maxItems: 12 }),
  example: 'date=2024-03-20',
  prepare: (q, ctx) => withToday(q, ctx.now),
  compute: (p) => allHoroscopes(p),
});
