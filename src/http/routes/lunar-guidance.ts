/**
 * `GET /moon/guidance`: the route of the lunar-guidance record (src/records/lunar-guidance.ts, its schemas in
 * src/schemas/lunar-guidance.ts).
 */
import { lunarGuidance } from '../../records/lunar-guidance.js';
import { LunarGuidance } from '../../schemas/index.js';
import { AlmanacHttpQuery, type ZodiacDayQuery } from './almanac-day.js';
import { defineDayRoute } from './day-route.js';
import { localizeText } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `GET /moon/guidance`. */
export const LUNAR_GUIDANCE_ROUTE = defineDayRoute<ZodiacDayQuery>({
  url: '/moon/guidance',
  tag: 'Moon',
  summary: 'Lunar guidance for a day',
  description:
    'Recommendations by Moon sign, phase and void-of-course for a local day (default today in `timezone`). zodiac=sidereal (or an ayanamsa, default Lahiri) reads the Moon’s sign and void in the sidereal zodiac.',
  querystring: AlmanacHttpQuery,
  response: LunarGuidance,
  example: 'date=2024-03-20',
  cost: lightCost,
  compute: (p) => lunarGuidance(p),
  // The text's language from ?lang= or Accept-Language when the query names no `locale` (issue 31).
  localize: localizeText,
});
