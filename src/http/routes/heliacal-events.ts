import { Type } from 'typebox';
import { findHeliacalEvents, HELIACAL_MAX_SPAN_YEARS } from '../../records/heliacal-events.js';
import { HELIACAL_BODIES, HeliacalEvent, HeliacalEventsQuery } from '../../schemas/index.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute } from '../route-definition.js';
import { spanCost } from './range-cost.js';
import { requireRange } from './range-params.js';

type HeliacalBody = (typeof HELIACAL_BODIES)[number];

/** `GET /heliacal-events`: heliacal risings and settings of Mercury–Saturn at a place (records `findHeliacalEvents`). */
export const HELIACAL_EVENTS_ROUTE = defineRoute<
  HeliacalEventsQuery,
  Omit<HeliacalEventsQuery, 'bodies'> & { bodies?: HeliacalBody[] }
>({
  method: 'GET',
  url: '/heliacal-events',
  tag: 'Chart Techniques',
  summary: 'Heliacal risings and settings of the planets at a place',
  description: `Heliacal rising and setting, acronychal rising and cosmical setting of Mercury–Saturn seen from a place between from and to (UT, at most ${HELIACAL_MAX_SPAN_YEARS} years), by Ptolemy's arcus visionis (Almagest XIII.7); expect dates within a few days of observed ones at mid latitudes.`,
  querystring: HeliacalEventsQuery,
  response: Type.Array(HeliacalEvent),
  parameterAliases: RANGE_ALIASES,
  example: 'from=2024-01-01&to=2025-01-01&latitude=36&longitude=25&bodies=Venus,Jupiter',
  prepare: ({ bodies, ...rest }) => ({ ...requireRange(rest, HELIACAL_MAX_SPAN_YEARS), ...(bodies === undefined ? {} : { bodies: bodies.split(',') as HeliacalBody[] }) }),
  // 0.2–0.7 s of a worker per body-year (the older eras slowest): 80 units per body-year, so the longest request (5
  // bodies × 10 years, 12–25 s) costs a whole default budget (issue 23 #2).
  cost: (p) => {
    const bodies = p.bodies?.length ?? HELIACAL_BODIES.length;
    return { ...spanCost(p.from, p.to, 80 * bodies, 'to'), ...(bodies > 1 ? { field: 'bodies' } : {}) };
  },
  compute: (p) => findHeliacalEvents(p),
});
