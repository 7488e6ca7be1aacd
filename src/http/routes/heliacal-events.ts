import { Type } from 'typebox';
import { findHeliacalEvents, HELIACAL_MAX_SPAN_YEARS } from '../../records/index.js';
import { HELIACAL_BODIES, HeliacalEvent, HeliacalEventsQuery } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

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
  example: 'from=2024-01-01&to=2025-01-01&latitude=36&longitude=25&bodies=Venus,Jupiter',
  prepare: ({ bodies, ...rest }) => ({ ...rest, ...(bodies === undefined ? {} : { bodies: bodies.split(',') as HeliacalBody[] }) }),
  compute: (p) => findHeliacalEvents(p),
});
