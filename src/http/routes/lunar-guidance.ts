/**
 * `GET /moon/guidance`: the route of the lunar-guidance record (src/records/lunar-guidance.ts, its schemas in
 * src/schemas/lunar-guidance.ts).
 */
import { lunarGuidance } from '../../records/lunar-guidance.js';
import { AlmanacQuery, LunarGuidance } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { dayParams } from './params.js';

/** A day query: optional date (default today in the zone) and zone (default UTC). */
type DayQuery = { date?: string; timezone?: string };

/** `GET /moon/guidance`. */
export const LUNAR_GUIDANCE_ROUTE = defineRoute<DayQuery, { date: string; timezone: string }>({
  method: 'GET',
  url: '/moon/guidance',
  tag: 'Moon',
  summary: 'Lunar guidance for a day',
  description: 'Recommendations by Moon sign, phase and void-of-course for a local day (default today in `timezone`).',
  querystring: AlmanacQuery,
  response: LunarGuidance,
  example: 'date=2024-03-20',
  prepare: (q, ctx) => dayParams(q, ctx.now),
  compute: (p) => lunarGuidance(p),
});
