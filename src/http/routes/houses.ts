import { houses } from '../../records/houses.js';
import type { AnyHouseSystem } from '../../schemas/enums.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import { HousesQuery } from '../../schemas/houses.js';
import { Houses } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { instantParam, zoneOf } from './params.js';
import { lightCost } from './range-cost.js';
import { localizeTop } from './localize-wheel.js';

/**
 * `GET /houses`: cusps and angles of a place at an instant (`src/records/houses.ts`). `prepare` resolves `date` +
 * `timezone` to an instant (a date alone is 00:00 local time).
 */
export const HOUSES_ROUTE = defineRoute<
  HousesQuery & { houseSystem: AnyHouseSystem },
  { at: string; latitude: number; longitude: number; system: AnyHouseSystem; locale?: LabelLocale } & Pick<HousesQuery, 'zodiac' | 'ayanamsa'>
>({
  method: 'GET',
  url: '/houses',
  tag: 'Natal Chart',
  summary: 'House cusps and angles of a place at an instant',
  description: 'Cusps of 25 house systems (the spec 14, Krusinski-Pisa-Goelzer, APC, Carter, EqualMC, EqualAries, PullenSD, PullenSR, Sunshine, SunshineTreindl, Horizon) or the 36 Gauquelin sectors, with Ascendant, MC, ARMC, Vertex and East Point. Where the system is undefined (Placidus, Koch and Gauquelin inside the polar circles, …) Porphyry is used and reported in systemUsed and warnings. zodiac=sidereal (or an ayanamsa, default Lahiri) gives sidereal cusps and angles: the tropical ones minus the true ayanamsa.',
  querystring: HousesQuery,
  response: Houses,
  example: 'date=2024-03-20T12:00:00Z&latitude=48.8566&longitude=2.3522&houseSystem=Placidus',
  prepare: (q) => ({
    at: instantParam(q.date, zoneOf(q.timezone)),
    latitude: q.latitude,
    longitude: q.longitude,
    system: q.houseSystem,
    ...(q.zodiac === undefined ? {} : { zodiac: q.zodiac }),
    ...(q.ayanamsa === undefined ? {} : { ayanamsa: q.ayanamsa }),
  }),
  cost: lightCost,
  localize: localizeTop,
  compute: (p) => houses(p),
});
