import { Type, type Static } from 'typebox';
import { BODIES } from './enums.js';
import { isoDateOrDateTime, latitudeDeg, longitudeDeg, oneOf, orbDeg, timeZoneName } from './fields.js';
import { PARALLEL_TYPES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { bodyMember, bodyPairMembers, longitudeSignMembers } from './members.js';

/** Spec "Chart-derived results": declinations, parallels, out-of-bounds bodies; the request and the HTTP query. */

/** Named by Urania: the library request of `declinations()`. */
export const DeclinationsRequest = closedObject('Request for the declinations and parallels at an instant.', {
  at: isoDateOrDateTime('Instant of the declinations. A date alone is 00:00 UTC.'),
});
export type DeclinationsRequest = Static<typeof DeclinationsRequest>;

export const DeclinationsQuery = closedObject('Query for the declinations and parallels at an instant.', {
  date: Type.Optional(isoDateOrDateTime('Instant of the declinations (a date alone is 00:00 in timezone); defaults to today in the HTTP adapter.')),
  timezone: Type.Optional(timeZoneName('Zone that date-only values are local dates in; default UTC.')),
});
export type DeclinationsQuery = Static<typeof DeclinationsQuery>;

export const DeclinationPosition = closedObject('Declination of a body.', {
  body: bodyMember(),
  longitude: longitudeDeg('Ecliptic longitude.'),
  declination: latitudeDeg('Declination.'),
  isOutOfBounds: Type.Boolean({ description: 'True when |declination| exceeds the Sun’s greatest declination; only the Moon, Mercury–Pluto and Chiron can be out of bounds (false for every other body).' }),
});
export type DeclinationPosition = Static<typeof DeclinationPosition>;

export const ParallelAspect = closedObject('A parallel or contraparallel of declination.', {
  ...bodyPairMembers(),
  type: oneOf(PARALLEL_TYPES, 'Same declination (parallel) or opposite (contraparallel).'),
  orb: orbDeg('Difference from exactness in declination.'),
  declination1: latitudeDeg('Declination of the first body.'),
  declination2: latitudeDeg('Declination of the second body.'),
});
export type ParallelAspect = Static<typeof ParallelAspect>;

export const TrueLilithPosition = closedObject('True (osculating) Lilith.', {
  ...longitudeSignMembers('Longitude of the osculating lunar apogee.', 'Sign of True Lilith.'),
  declination: latitudeDeg('Declination of True Lilith.'),
});
export type TrueLilithPosition = Static<typeof TrueLilithPosition>;

export const DeclinationsResponse = closedObject('Declinations and parallels at an instant.', {
  date: isoDateOrDateTime('Instant of the positions.'),
  positions: Type.Array(DeclinationPosition, { description: 'Declinations of the bodies.' }),
  parallels: Type.Array(ParallelAspect, { description: 'Parallels and contraparallels.' }),
  outOfBounds: Type.Array(oneOf(BODIES, 'An out-of-bounds body.'), {
    description: 'Bodies whose declination exceeds the Sun’s maximum (about 23.43°).',
  }),
  trueLilith: TrueLilithPosition,
});
export type DeclinationsResponse = Static<typeof DeclinationsResponse>;
