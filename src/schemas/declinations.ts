import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { isoDateOrDateTime, latitudeDeg, longitudeDeg, oneOf, orbDeg, timeZoneName } from './fields.js';
import { PARALLEL_TYPES } from './record-enums.js';

/** Spec "Chart-derived results": declinations, parallels, out-of-bounds bodies; the request and the HTTP query. */

/** Named by Urania: the library request of `declinations()`. */
export const DeclinationsRequest = Type.Object(
  { at: isoDateOrDateTime('Instant of the declinations. A date alone is 00:00 UTC.') },
  { additionalProperties: false, description: 'Request for the declinations and parallels at an instant.' },
);
export type DeclinationsRequest = Static<typeof DeclinationsRequest>;

export const DeclinationsQuery = Type.Object(
  {
    date: Type.Optional(isoDateOrDateTime('Instant of the declinations (a date alone is 00:00 in timezone); defaults to today in the HTTP adapter.')),
    timezone: Type.Optional(timeZoneName('Zone that date-only values are local dates in; default UTC.')),
  },
  { additionalProperties: false, description: 'Query for the declinations and parallels at an instant.' },
);
export type DeclinationsQuery = Static<typeof DeclinationsQuery>;

export const DeclinationPosition = Type.Object(
  {
    body: oneOf(BODIES, 'The body.'),
    longitude: longitudeDeg('Ecliptic longitude.'),
    declination: latitudeDeg('Declination.'),
    isOutOfBounds: Type.Boolean({ description: 'True when |declination| exceeds the Sun’s greatest declination.' }),
  },
  { additionalProperties: false, description: 'Declination of a body.' },
);
export type DeclinationPosition = Static<typeof DeclinationPosition>;

export const ParallelAspect = Type.Object(
  {
    body1: oneOf(BODIES, 'First body.'),
    body2: oneOf(BODIES, 'Second body.'),
    type: oneOf(PARALLEL_TYPES, 'Same declination (parallel) or opposite (contraparallel).'),
    orb: orbDeg('Difference from exactness in declination.'),
    declination1: latitudeDeg('Declination of the first body.'),
    declination2: latitudeDeg('Declination of the second body.'),
  },
  { additionalProperties: false, description: 'A parallel or contraparallel of declination.' },
);
export type ParallelAspect = Static<typeof ParallelAspect>;

export const TrueLilithPosition = Type.Object(
  {
    longitude: longitudeDeg('Longitude of the osculating lunar apogee.'),
    sign: oneOf(SIGNS, 'Sign of True Lilith.'),
    declination: latitudeDeg('Declination of True Lilith.'),
  },
  { additionalProperties: false, description: 'True (osculating) Lilith.' },
);
export type TrueLilithPosition = Static<typeof TrueLilithPosition>;

export const DeclinationsResponse = Type.Object(
  {
    date: isoDateOrDateTime('Instant of the positions.'),
    positions: Type.Array(DeclinationPosition, { description: 'Declinations of the bodies.' }),
    parallels: Type.Array(ParallelAspect, { description: 'Parallels and contraparallels.' }),
    outOfBounds: Type.Array(oneOf(BODIES, 'An out-of-bounds body.'), {
      description: 'Bodies whose declination exceeds the Sun’s maximum (about 23.43°).',
    }),
    trueLilith: TrueLilithPosition,
  },
  { additionalProperties: false, description: 'Declinations and parallels at an instant.' },
);
export type DeclinationsResponse = Static<typeof DeclinationsResponse>;
