import { type Static } from 'typebox';
import { isoDateTime, nonNegative, oneOf } from './fields.js';
import { ECLIPSE_KINDS, ECLIPSE_TYPES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { longitudeSignMembers, rangeMembers } from './members.js';

/** Solar and lunar eclipses (`findEclipses`, `nextEclipse`, `GET /eclipses`): the request and the record. */

export const EclipseEvent = closedObject('A solar or lunar eclipse.', {
  kind: oneOf(ECLIPSE_KINDS, 'Solar or lunar.'),
  type: oneOf(ECLIPSE_TYPES, 'Type of the eclipse (penumbral: lunar only; annular and hybrid: solar only).'),
  date: isoDateTime('Instant of greatest eclipse (UT).'),
  ...longitudeSignMembers('Longitude of the Moon at greatest eclipse.', 'Sign of that longitude.'),
  magnitude: nonNegative('Magnitude of the eclipse (umbral for lunar eclipses other than penumbral).'),
});
export type EclipseEvent = Static<typeof EclipseEvent>;

/** `findEclipses`: a range of instants (at most 401 years). */
export const EclipsesRequest = closedObject('The solar and lunar eclipses of a range.', rangeMembers(401));
export type EclipsesRequest = Static<typeof EclipsesRequest>;
