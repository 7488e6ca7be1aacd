/**
 * `GET /moon/guidance`: the route of the lunar-guidance record (src/records/lunar-guidance.ts, its schemas in
 * src/schemas/lunar-guidance.ts).
 */
import { lunarGuidance } from '../../records/lunar-guidance.js';
import { AlmanacQuery, LunarGuidance } from '../../schemas/index.js';
import { defineDayRoute } from './day-route.js';
import type { DayQuery } from './params.js';

/** `GET /moon/guidance`. */
export const LUNAR_GUIDANCE_ROUTE = defineDayRoute<DayQuery>({
  url: '/moon/guidance',
  tag: 'Moon',
  summary: 'Lunar guidance for a day',
  description: 'Recommendations by Moon sign, phase and void-of-course for a local day (default today in `timezone`).',
  querystring: AlmanacQuery,
  response: LunarGuidance,
  example: 'date=2024-03-20',
  compute: (p) => lunarGuidance(p),
});
