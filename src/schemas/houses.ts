import { Type, type Static } from 'typebox';
import { ALL_HOUSE_SYSTEMS } from './enums.js';
import { ZodiacPosition } from './core.js';
import {
  calendarMember, dateQueryParam, geoLatitude, geoLongitude, integerIn, isoDateOrDateTime, longitudeDeg, oneOf, timezoneQueryParam,
} from './fields.js';
import { closedObject } from './closed-object.js';
import { warningsLocaleMember } from './label-locale.js';
import { zodiacMembers, zodiacQueryMembers, zodiacRecordMembers } from './members.js';

/**
 * A cusp of the `Houses` record: the spec's `HouseCusp` shape, with `house` running to 36 for the Gauquelin sectors
 * (issue 15). Every twelve-house system gives houses 1–12.
 */
export const DivisionCusp = closedObject('The cusp (beginning) of one house, or of one Gauquelin sector.', {
  house: integerIn(1, 36, 'House number 1–12, or Gauquelin sector number 1–36 when systemUsed is Gauquelin.'),
  cusp: ZodiacPosition,
});
export type DivisionCusp = Static<typeof DivisionCusp>;

export const Houses = closedObject('House cusps and angles of a place and instant (library record, issues 4 and 15).', {
  system: oneOf(ALL_HOUSE_SYSTEMS, 'House system requested.'),
  systemUsed: oneOf(ALL_HOUSE_SYSTEMS, 'House system used (Porphyry where the requested one is undefined).'),
  cusps: Type.Array(DivisionCusp, {
    minItems: 12,
    maxItems: 36,
    description: 'The cusps, house 1 first: twelve, or the 36 Gauquelin sector cusps (sector 1 = Ascendant, numbered clockwise) when systemUsed is Gauquelin.',
  }),
  ascendant: longitudeDeg('Ascendant.'),
  midheaven: longitudeDeg('Midheaven (MC).'),
  armc: longitudeDeg('Right ascension of the MC (local sidereal time as an angle).'),
  vertex: longitudeDeg('Vertex.'),
  eastPoint: longitudeDeg('East Point (equatorial ascendant).'),
  warnings: Type.Array(Type.String({ minLength: 1 }), { description: 'Why a fallback system was used, if one was.' }),
  ...zodiacRecordMembers(),
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
  system: Type.Optional(oneOf(ALL_HOUSE_SYSTEMS, 'One of the 25 house systems (the spec 14, ten more, Gauquelin sectors); default Placidus.')),
  calendar: calendarMember(),
  ...zodiacMembers(),
  locale: warningsLocaleMember(),
});
export type HousesRequest = Static<typeof HousesRequest>;

/** Query of `GET /houses`. */
export const HousesQuery = closedObject('Query of GET /api/v1/houses.', {
  date: dateQueryParam('Instant of the chart: a date-time with Z or an offset, or a date (00:00 local time in timezone).'),
  timezone: Type.Optional(timezoneQueryParam()),
  latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Geographic latitude, degrees, north positive.' }),
  longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Geographic longitude, degrees, east positive.' }),
  houseSystem: Type.Optional(Type.Enum(ALL_HOUSE_SYSTEMS, { description: 'House system (one of 25, Gauquelin sectors included); default Placidus.', default: 'Placidus' })),
  ...zodiacQueryMembers(),
});
export type HousesQuery = Static<typeof HousesQuery>;
