import { Type } from 'typebox';
import { FixedStarsResponse } from '../../schemas/index.js';
import { fixedStarPositions } from '../../stars/index.js';
import { defineRoute } from '../route-definition.js';
import { dateParam, instantParam, timezoneParam, todayIn, zoneOf } from './params.js';

/** `GET /fixed-stars`: apparent positions of the catalogue's fixed stars at a date. */
export const FIXED_STARS_ROUTE = defineRoute<{ date?: string; timezone?: string }, { at: string }>({
  method: 'GET',
  url: '/fixed-stars',
  tag: 'Fixed Stars',
  summary: 'Apparent positions of the classic fixed stars',
  description: 'Ecliptic and equatorial apparent positions (proper motion, parallax, deflection, aberration, IAU 2006/2000B) of the 70 classic astrological fixed stars. `date` defaults to today (00:00 local).',
  querystring: Type.Object(
    { date: Type.Optional(dateParam('Instant: a date-time with Z or an offset, or a date (00:00 local); default today.')), timezone: Type.Optional(timezoneParam()) },
    { additionalProperties: false },
  ),
  response: FixedStarsResponse,
  example: 'date=2024-03-20',
  prepare: (q, ctx) => {
    const tz = zoneOf(q.timezone);
    return { at: instantParam(q.date ?? todayIn(tz, ctx.now), tz) };
  },
  compute: (p) => ({ at: p.at, stars: fixedStarPositions(p.at) }),
});
