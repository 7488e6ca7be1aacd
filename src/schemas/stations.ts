import { type Static } from 'typebox';
import { isoDateTime, longitudeDeg, oneOf } from './fields.js';
import { MOTION_DIRECTIONS } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { bodyMember, rangeBodiesMember, rangeMembers } from './members.js';

/** Stations (`findStations`, `nextStation`): the request and the record. */

export const StationEvent = closedObject('A station: speed in longitude passes through zero.', {
  body: bodyMember(),
  type: oneOf(MOTION_DIRECTIONS, 'Motion after the station (retrograde or direct).'),
  date: isoDateTime('Instant of the station (UT).'),
  longitude: longitudeDeg('Longitude of the station.'),
});
export type StationEvent = Static<typeof StationEvent>;

/** `findStations`: a range of instants (at most 101 years) and optionally the bodies. */
export const StationsRequest = closedObject('The stations of bodies in a range.', {
  ...rangeMembers(101),
  bodies: rangeBodiesMember('Mercury to Pluto and Chiron'),
});
export type StationsRequest = Static<typeof StationsRequest>;
