import { fixedStarPositions } from '../../records/fixed-stars.js';
import { FixedStarsResponse } from '../../schemas/index.js';
import { defineInstantRoute } from './instant-query.js';
import { lightCost } from './range-cost.js';

/** `GET /fixed-stars`: apparent positions of the catalogue's fixed stars at a date (records `fixedStarPositions`). */
export const FIXED_STARS_ROUTE = defineInstantRoute({
  url: '/fixed-stars',
  tag: 'Fixed Stars',
  summary: 'Apparent positions of the classic fixed stars',
  description: 'Ecliptic and equatorial apparent positions (proper motion, parallax, deflection, aberration, IAU 2006/2000B) of the 70 classic astrological fixed stars. `date` defaults to today (00:00 local).',
  response: FixedStarsResponse,
  example: 'date=2024-03-20',
  cost: lightCost,
  compute: (at) => ({ at, stars: fixedStarPositions(at) }),
});
