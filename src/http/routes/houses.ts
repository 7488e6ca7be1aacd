import { Type } from 'typebox';
import { houses } from '../../houses/index.js';
import { HOUSE_SYSTEMS, Houses, type HouseSystem } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { dateParam, instantParam, timezoneParam, zoneOf } from './params.js';

/** Query of `GET /houses`. */
export const HousesHttpQuery = Type.Object(
  {
    date: dateParam('Instant of the chart: a date-time with Z or an offset, or a date (00:00 local time in timezone).'),
    timezone: Type.Optional(timezoneParam()),
    latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Geographic latitude, degrees, north positive.' }),
    longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Geographic longitude, degrees, east positive.' }),
    houseSystem: Type.Optional(Type.Enum(HOUSE_SYSTEMS, { description: 'House system; default Placidus.', default: 'Placidus' })),
  },
  { additionalProperties: false },
);

interface HousesQuery {
  date: string;
  timezone?: string;
  latitude: number;
  longitude: number;
  houseSystem: HouseSystem;
}

/** `GET /houses`: cusps and angles of a place at an instant. */
export const HOUSES_ROUTE = defineRoute<HousesQuery, { at: string; latitude: number; longitude: number; system: HouseSystem }>({
  method: 'GET',
  url: '/houses',
  tag: 'Natal Chart',
  summary: 'House cusps and angles of a place at an instant',
  description: 'Cusps of the 14 house systems, Ascendant, MC, ARMC, Vertex and East Point. Where the system is undefined (Placidus and Koch inside the polar circles) Porphyry is used and reported in systemUsed and warnings.',
  querystring: HousesHttpQuery,
  response: Houses,
  example: 'date=2024-03-20T12:00:00Z&latitude=48.8566&longitude=2.3522&houseSystem=Placidus',
  prepare: (q) => ({
    at: instantParam(q.date, zoneOf(q.timezone)),
    latitude: q.latitude,
    longitude: q.longitude,
    system: q.houseSystem,
  }),
  compute: (p) => houses(p),
});
