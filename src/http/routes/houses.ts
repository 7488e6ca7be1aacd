import { houses } from '../../records/houses.js';
import type { HouseSystem } from '../../schemas/enums.js';
import { HousesQuery } from '../../schemas/houses.js';
import { Houses } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { instantParam, zoneOf } from './params.js';

/**
 * `GET /houses`: cusps and angles of a place at an instant (`src/records/houses.ts`). `prepare` resolves `date` +
 * `timezone` to an instant (a date alone is 00:00 local time).
 */
export const HOUSES_ROUTE = defineRoute<HousesQuery & { houseSystem: HouseSystem }, { at: string; latitude: number; longitude: number; system: HouseSystem }>({
  method: 'GET',
  url: '/houses',
  tag: 'Natal Chart',
  summary: 'House cusps and angles of a place at an instant',
  description: 'Cusps of the 14 house systems, Ascendant, MC, ARMC, Vertex and East Point. Where the system is undefined (Placidus and Koch inside the polar circles) Porphyry is used and reported in systemUsed and warnings.',
  querystring: HousesQuery,
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
