import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { isoDateTime, longitudeDeg, nonNegative, oneOf, isoDateOrDateTime } from './fields.js';
import { ECLIPSE_KINDS, ECLIPSE_TYPES } from './record-enums.js';

/** Solar and lunar eclipses (`findEclipses`, `nextEclipse`, `GET /eclipses`): the request and the record. */

export const EclipseEvent = Type.Object(
  {
    kind: oneOf(ECLIPSE_KINDS, 'Solar or lunar.'),
    type: oneOf(ECLIPSE_TYPES, 'Type of the eclipse (penumbral: lunar only; annular and hybrid: solar only).'),
    date: isoDateTime('Instant of greatest eclipse (UT).'),
    longitude: longitudeDeg('Longitude of the Moon at greatest eclipse.'),
    sign: oneOf(SIGNS, 'Sign of that longitude.'),
    magnitude: nonNegative('Magnitude of the eclipse (umbral for lunar eclipses other than penumbral).'),
  },
  { additionalProperties: false, description: 'A solar or lunar eclipse.' },
);
export type EclipseEvent = Static<typeof EclipseEvent>;

/** `findEclipses`: a range of instants (at most 401 years). */
export const EclipsesRequest = Type.Object(
  {
    from: isoDateOrDateTime('Start of the range (UT; the library functions also take a Date or an Instant).'),
    to: isoDateOrDateTime('End of the range, at most 401 years after from (UT).'),
  },
  { additionalProperties: false, description: 'The solar and lunar eclipses of a range.' },
);
export type EclipsesRequest = Static<typeof EclipsesRequest>;
