import { declinations } from '../../records/index.js';
import { DeclinationsQuery, DeclinationsResponse } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { instantParam, todayIn, zoneOf } from './params.js';

/** `GET /declinations`: declinations, parallels and out-of-bounds bodies at an instant (records `declinations`). */
export const DECLINATIONS_ROUTE = defineRoute<DeclinationsQuery, { at: string }>({
  method: 'GET',
  url: '/declinations',
  tag: 'Chart Techniques',
  summary: 'Declinations, parallels and out-of-bounds bodies',
  description:
    'Apparent declinations (true equator of date) of the ten planets, Chiron and the true North Node, their parallels and contraparallels (1° orb), the bodies beyond the true obliquity, and True Lilith. `date` defaults to today (00:00 local).',
  querystring: DeclinationsQuery,
  response: DeclinationsResponse,
  example: 'date=2024-06-20T20:51:00Z',
  prepare: (q, ctx) => {
    const tz = zoneOf(q.timezone);
    return { at: instantParam(q.date ?? todayIn(tz, ctx.now), tz) };
  },
  compute: (p) => declinations({ at: p.at }),
});
