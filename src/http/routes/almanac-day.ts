/**
 * `GET /almanac`: the route of the almanac-day record (src/records/almanac-day.ts, its schemas in
 * src/schemas/almanac-day.ts).
 */
import { almanacDay } from '../../records/almanac-day.js';
import { AlmanacDay, AlmanacQuery } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { dayParams } from './params.js';

/** A day query: optional date (default today in the zone) and zone (default UTC). */
type DayQuery = { date?: string; timezone?: string };

/** `GET /almanac`. */
export const ALMANAC_ROUTE = defineRoute<DayQuery, { date: string; timezone: string }>({
  method: 'GET',
  url: '/almanac',
  tag: 'Horoscope',
  summary: 'Almanac of a day',
  description: 'Moon phase, sign and longitude, void of course, the retrograde planets and the day’s highlight for a local day (default today in `timezone`).',
  querystring: AlmanacQuery,
  response: AlmanacDay,
  example: 'date=2024-03-20&timezone=Europe/Paris',
  prepare: (q, ctx) => dayParams(q, ctx.now),
  compute: (p) => almanacDay(p),
});
