import { Type, type Static } from 'typebox';
import { PlanetaryPosition } from './core.js';
import { BODIES } from './enums.js';
import { bodiesQueryParam, isoDateTime, latitudeDeg, longitudeDeg, oneOf } from './fields.js';
import { closedObject } from './closed-object.js';
import { allBodiesQueryMember, instantQueryMembers } from './members.js';

export const BodyPosition = closedObject('Apparent geocentric position of a body (library record, issue 3).', {
  body: oneOf(BODIES, 'The body or chart point.'),
  longitude: longitudeDeg('Apparent geocentric longitude, true ecliptic and equinox of date.'),
  latitude: latitudeDeg('Apparent geocentric ecliptic latitude.'),
  distanceAu: Type.Number({ minimum: 0, description: 'Geocentric distance in astronomical units (0 for chart points without one).' }),
  speed: Type.Number({ description: 'Rate of change of longitude, degrees per day (negative when retrograde).' }),
  rightAscension: longitudeDeg('Apparent right ascension, true equator and equinox of date.'),
  declination: latitudeDeg('Apparent declination, true equator of date.'),
  isRetrograde: Type.Boolean({ description: 'True when speed < 0.' }),
});
export type BodyPosition = Static<typeof BodyPosition>;

/**
 * Positions (`src/records/positions.ts`, `GET /positions`, `GET /positions/today`): the options of the library
 * functions, the query of the routes and the answer. Body lists are read item by item (`bodies[i]`).
 */

const observerLatitude = () =>
  Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Observer latitude (needed for Vertex/AntiVertex), degrees north.' }));
const observerLongitude = () =>
  Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Observer longitude (needed for Vertex/AntiVertex), degrees east.' }));

/** One body of a list (`bodies[i]`). */
export const BodyName = oneOf(BODIES, 'A body or chart point.');

/** Options of `bodyPosition`: an observer, needed only for Vertex and AntiVertex (both or neither). */
export const BodyPositionOptions = closedObject('An observer for the observer-dependent points (Vertex, AntiVertex).', {
  latitude: observerLatitude(),
  longitude: observerLongitude(),
});
export type BodyPositionOptions = Static<typeof BodyPositionOptions>;

/** Options of `planetaryPositions`: which bodies (in this order) and an observer. */
export const PlanetaryPositionsOptions = closedObject('Options of planetaryPositions.', {
  bodies: Type.Optional(Type.Array(BodyName, { description: 'Which bodies, in this order; default every available body.' })),
  latitude: observerLatitude(),
  longitude: observerLongitude(),
});
export type PlanetaryPositionsOptions = Static<typeof PlanetaryPositionsOptions>;

/** What `positions()` (the records function of the routes) takes: an instant, the bodies, an observer. */
export const PositionsRequest = closedObject('Request for the positions of the bodies at an instant.', {
  at: isoDateTime('The instant of the positions.'),
  bodies: Type.Optional(Type.Array(BodyName, { description: 'Which bodies, in the spec’s order; default every available body.' })),
  latitude: observerLatitude(),
  longitude: observerLongitude(),
});
export type PositionsRequest = Static<typeof PositionsRequest>;

/** Query of `GET /positions`. */
export const PositionsQuery = closedObject('Query of GET /api/v1/positions.', {
  ...instantQueryMembers(),
  bodies: allBodiesQueryMember(),
  latitude: observerLatitude(),
  longitude: observerLongitude(),
});
export type PositionsQuery = Static<typeof PositionsQuery>;

/** Query of `GET /positions/today`. */
export const PositionsTodayQuery = closedObject('Query of GET /api/v1/positions/today.', {
  bodies: Type.Optional(bodiesQueryParam()),
  latitude: observerLatitude(),
  longitude: observerLongitude(),
});
export type PositionsTodayQuery = Static<typeof PositionsTodayQuery>;

/** Answer of `/positions` and `/positions/today`: the instant and the spec's PlanetaryPosition records. */
export const PositionsResponse = closedObject('Apparent tropical positions at an instant.', {
  at: Type.String({ format: 'date-time', description: 'The instant of the positions (UT, ISO 8601).' }),
  positions: Type.Array(PlanetaryPosition, { description: 'Tropical positions, in the spec’s body order.' }),
});
export type PositionsResponse = Static<typeof PositionsResponse>;
