import { Type, type Static } from 'typebox';
import { PlanetaryPosition } from './core.js';
import { BODIES } from './enums.js';
import { bodiesQueryParam, calendarMember, ISO_DATE_TIME_PATTERN, isoDateTime, latitudeDeg, longitudeDeg, oneOf } from './fields.js';
import { closedObject } from './closed-object.js';
import { allBodiesQueryMember, instantQueryMembers, zodiacMembers, zodiacQueryMembers, zodiacRecordMembers } from './members.js';
import { formatAnnotations } from './format-words.js';

/**
 * Frames (issue 15): where a position is seen from and how it is referred. The default — and what a record
 * without these members means — is the apparent place seen from the geocentre on the true ecliptic and equinox
 * of date (docs/ephemeris.md, "Frames").
 */
export const POSITION_CENTERS = ['geocentric', 'heliocentric'] as const;
/** The centre a record reports: `topocentric` when an observer was given. */
export const RECORD_CENTERS = ['geocentric', 'topocentric', 'heliocentric'] as const;
export const POSITION_FRAMES = ['date', 'j2000'] as const;

/** Elevation above the WGS84 ellipsoid, metres. */
export const ELEVATION_RANGE_M = { minimum: -1000, maximum: 50000 } as const;
const elevationM = (description: string) =>
  Type.Number({ ...ELEVATION_RANGE_M, description: `${description} Metres above the WGS84 ellipsoid, -1000 to 50000; default 0.` });

/** A topocentric observer: geodetic latitude and longitude on the WGS84 ellipsoid, and elevation. */
export const GeodeticObserver = closedObject('A topocentric observer on the WGS84 ellipsoid (diurnal parallax and aberration).', {
  latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Geodetic latitude, degrees north, -90 to 90.' }),
  longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude, degrees east, -180 to 180.' }),
  elevationM: Type.Optional(elevationM('Height of the observer.')),
});
export type GeodeticObserver = Static<typeof GeodeticObserver>;

const centerOption = () =>
  Type.Optional(oneOf(POSITION_CENTERS, "The centre: 'geocentric' (default) or 'heliocentric' (seen from the Sun; not with an observer; not for the Sun, the lunar nodes and apogees, Vertex/AntiVertex)."));
const frameOption = () =>
  Type.Optional(oneOf(POSITION_FRAMES, "The reference frame: 'date' (true ecliptic and equinox of date, default) or 'j2000' (mean ecliptic and equinox of J2000, no precession, no nutation)."));
const geometricOption = () =>
  Type.Optional(Type.Boolean({ description: 'True for geometric positions: no light time, no light deflection, no aberration. Default false (apparent).' }));

/** The frame options of the library functions (`bodyPosition`, `planetaryPositions`, `positions`, `ephemeris`). */
export function frameOptionMembers() {
  return {
    observer: Type.Optional(GeodeticObserver),
    center: centerOption(),
    frame: frameOption(),
    geometric: geometricOption(),
  };
}

/** What a record says about its frame; absent members mean geocentric, date, apparent. */
function frameRecordMembers() {
  return {
    center: Type.Optional(oneOf(RECORD_CENTERS, 'Where the position is seen from (absent: geocentric).')),
    frame: Type.Optional(oneOf(POSITION_FRAMES, "'date': true ecliptic and equinox of date; 'j2000': mean ecliptic and equinox of J2000 (absent: date).")),
    geometric: Type.Optional(Type.Boolean({ description: 'True for a geometric position (no light time, deflection, aberration); absent: apparent.' })),
  };
}

/** The frame members of the positions routes' queries: `center` (with `topocentric`), `elevationM`, `frame`, `geometric`. */
export function frameQueryMembers() {
  return {
    center: Type.Optional(oneOf(RECORD_CENTERS, "'geocentric' (default), 'topocentric' (needs latitude and longitude; elevationM optional) or 'heliocentric'.")),
    elevationM: Type.Optional(elevationM('Height of the topocentric observer (with center=topocentric).')),
    frame: frameOption(),
    geometric: geometricOption(),
  };
}

export const BodyPosition = closedObject('Apparent geocentric position of a body (library record, issue 3).', {
  body: oneOf(BODIES, 'The body or chart point.'),
  longitude: longitudeDeg('Apparent geocentric longitude, true ecliptic and equinox of date.'),
  latitude: latitudeDeg('Apparent geocentric ecliptic latitude.'),
  distanceAu: Type.Number({ minimum: 0, description: 'Geocentric distance in astronomical units (0 for chart points without one).' }),
  speed: Type.Number({ description: 'Rate of change of longitude, degrees per day (negative when retrograde).' }),
  rightAscension: longitudeDeg('Apparent right ascension, true equator and equinox of date.'),
  declination: latitudeDeg('Apparent declination, true equator of date.'),
  isRetrograde: Type.Boolean({ description: 'True when speed < 0.' }),
  ...frameRecordMembers(),
  ...zodiacRecordMembers(),
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
export const BodyPositionOptions = closedObject('Options of bodyPosition: an observer for Vertex/AntiVertex, and the frame (issue 15).', {
  latitude: observerLatitude(),
  longitude: observerLongitude(),
  ...frameOptionMembers(),
  ...zodiacMembers(),
});
export type BodyPositionOptions = Static<typeof BodyPositionOptions>;

/** Options of `planetaryPositions`: which bodies (in this order) and an observer. */
export const PlanetaryPositionsOptions = closedObject('Options of planetaryPositions.', {
  bodies: Type.Optional(Type.Array(BodyName, { description: 'Which bodies, in this order; default every available body.' })),
  latitude: observerLatitude(),
  longitude: observerLongitude(),
  ...frameOptionMembers(),
  ...zodiacMembers(),
});
export type PlanetaryPositionsOptions = Static<typeof PlanetaryPositionsOptions>;

/** What `positions()` (the records function of the routes) takes: an instant, the bodies, an observer. */
export const PositionsRequest = closedObject('Request for the positions of the bodies at an instant.', {
  at: isoDateTime('The instant of the positions.'),
  bodies: Type.Optional(Type.Array(BodyName, { description: 'Which bodies, in the spec’s order; default every available body.' })),
  latitude: observerLatitude(),
  longitude: observerLongitude(),
  calendar: calendarMember(),
  ...frameOptionMembers(),
  ...zodiacMembers(),
});
export type PositionsRequest = Static<typeof PositionsRequest>;

/** Query of `GET /positions`. */
export const PositionsQuery = closedObject('Query of GET /api/v1/positions.', {
  ...instantQueryMembers(),
  bodies: allBodiesQueryMember(),
  latitude: observerLatitude(),
  longitude: observerLongitude(),
  ...frameQueryMembers(),
  ...zodiacQueryMembers(),
});
export type PositionsQuery = Static<typeof PositionsQuery>;

/** Query of `GET /positions/today`. */
export const PositionsTodayQuery = closedObject('Query of GET /api/v1/positions/today.', {
  bodies: Type.Optional(bodiesQueryParam()),
  latitude: observerLatitude(),
  longitude: observerLongitude(),
  ...frameQueryMembers(),
  ...zodiacQueryMembers(),
});
export type PositionsTodayQuery = Static<typeof PositionsTodayQuery>;

/** Answer of `/positions` and `/positions/today`: the instant and the spec's PlanetaryPosition records. */
export const PositionsResponse = closedObject('Apparent tropical positions at an instant.', {
  at: Type.String({ pattern: ISO_DATE_TIME_PATTERN, ...formatAnnotations('iso-date-time'), description: 'The instant of the positions (UT, ISO 8601).' }),
  positions: Type.Array(PlanetaryPosition, { description: 'Tropical positions, in the spec’s body order (sidereal with zodiac sidereal).' }),
  ...frameRecordMembers(),
  ...zodiacRecordMembers(),
});
export type PositionsResponse = Static<typeof PositionsResponse>;
