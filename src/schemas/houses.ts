import { Type, type Static } from 'typebox';
import { HOUSE_SYSTEMS } from './enums.js';
import { HouseCusp } from './core.js';
import {
  dateQueryParam, geoLatitude, geoLongitude, isoDateOrDateTime, longitudeDeg, oneOf, timezoneQueryParam,
} from './fields.js';
import { closedObject } from './closed-object.js';
import { houseSystemMember } from './birth-members.js';

export const Houses = closedObject('House cusps and angles of a place and instant (library record, issue 4).', {
  system: oneOf(HOUSE_SYSTEMS, 'House system requested.'),
  systemUsed: oneOf(HOUSE_SYSTEMS, 'House system used (Porphyry where the requested one is undefined).'),
  cusps: Type.Array(HouseCusp, { minItems: 12, maxItems: 12, description: 'The twelve cusps, house 1 first.' }),
  ascendant: longitudeDeg('Ascendant.'),
  midheaven: longitudeDeg('Midheaven (MC).'),
  armc: longitudeDeg('Right ascension of the MC (local sidereal time as an angle).'),
  vertex: longitudeDeg('Vertex.'),
  eastPoint: longitudeDeg('East Point (equatorial ascendant).'),
  warnings: Type.Array(Type.String({ minLength: 1 }), { description: 'Why a fallback system was used, if one was.' }),
});
export type Houses = Static<typeof Houses>;

/**
 * Houses (`src/records/houses.ts`, `GET /houses`): the request of `houses()` and the query of the route. The
 * `Houses` record is defined above.
 */

/** What `houses()` takes: an instant, a place and a house system. */
export const HousesRequest = closedObject('Request for the house cusps and angles of a place at an instant.', {
  at: isoDateOrDateTime('The instant (UT; the library function also takes a Date or an Instant).'),
  latitude: geoLatitude(),
  longitude: geoLongitude(),
  system: houseSystemMember('One of the 14 house systems; default Placidus.'),
});
export type HousesRequest = Static<typeof HousesRequest>;

/** Query of `GET /houses`. */
export const HousesQuery = closedObject('Query of GET /api/v1/houses.', {
  date: dateQueryParam('Instant of the chart: a date-time with Z or an offset, or a date (00:00 local time in timezone).'),
  timezone: Type.Optional(timezoneQueryParam()),
  latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Geographic latitude, degrees, north positive.' }),
  longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Geographic longitude, degrees, east positive.' }),
  houseSystem: Type.Optional(Type.Enum(HOUSE_SYSTEMS, { description: 'House system; default Placidus.', default: 'Placidus' })),
});
export type HousesQuery = Static<typeof HousesQuery>;
