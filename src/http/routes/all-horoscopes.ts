/**
 * `GET /horoscope/all`: the route of the all-horoscopes record (src/records/all-horoscopes.ts, its schemas in
 * src/schemas/all-horoscopes.ts).
 */
import { Type } from 'typebox';
import { allHoroscopes } from '../../records/all-horoscopes.js';
import { AllHoroscopesQuery, Horoscope, type Perspective } from '../../schemas/index.js';
import { defineDayRoute } from './day-route.js';
import type { DayQuery as BaseDayQuery } from './params.js';

/** A day query with a perspective (the horoscope routes). */
type DayQuery = BaseDayQuery & { perspective?: Perspective };

/** `GET /horoscope/all`. */
export const ALL_ROUTE = defineDayRoute<DayQuery>({
  url: '/horoscope/all',
  tag: 'Horoscope',
  summary: 'Daily horoscopes of all twelve signs',
  description: 'The daily horoscope of every sign for one local day (default today in `timezone`).',
  querystring: AllHoroscopesQuery,
  response: Type.Array(Horoscope, { minItems: 12, maxItems: 12 }),
  example: 'date=2024-03-20',
  compute: (p) => allHoroscopes(p),
});
