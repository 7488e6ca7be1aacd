/**
 * `GET /almanac`: the route of the almanac-day record (src/records/almanac-day.ts, its schemas in
 * src/schemas/almanac-day.ts).
 */
import { almanacDay } from '../../records/almanac-day.js';
import { AlmanacDay, AlmanacQuery } from '../../schemas/index.js';
import { defineDayRoute } from './day-route.js';
import type { DayQuery } from './params.js';

/** `GET /almanac`. */
export const ALMANAC_ROUTE = defineDayRoute<DayQuery>({
  url: '/almanac',
  tag: 'Horoscope',
  summary: 'Almanac of a day',
  description: 'Moon phase, sign and longitude, void of course, the retrograde planets and the day’s highlight for a local day (default today in `timezone`).',
  querystring: AlmanacQuery,
  response: AlmanacDay,
  example: 'date=2024-03-20&timezone=Europe/Paris',
  compute: (p) => almanacDay(p),
});
