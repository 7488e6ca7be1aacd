import { declinations } from '../../records/declinations.js';
import { DeclinationsQuery, DeclinationsResponse } from '../../schemas/index.js';
import { defineInstantRoute } from './instant-query.js';
import { lightCost } from './range-cost.js';

/** `GET /declinations`: declinations, parallels and out-of-bounds bodies at an instant (records `declinations`). */
export const DECLINATIONS_ROUTE = defineInstantRoute({
  url: '/declinations',
  tag: 'Chart Techniques',
  summary: 'Declinations, parallels and out-of-bounds bodies',
  description:
    'Apparent declinations (true equator of date) of the ten planets, Chiron and the true North Node, their parallels and contraparallels (1° orb), the bodies beyond the true obliquity, and True Lilith. `date` defaults to today (00:00 local).',
  querystring: DeclinationsQuery,
  response: DeclinationsResponse,
  example: 'date=2024-06-20T20:51:00Z',
  cost: lightCost,
  compute: (at) => declinations({ at }),
});
