import { Type, type Static } from 'typebox';
import { BODIES } from './enums.js';
import { isoDateTime, longitudeDeg, oneOf, isoDateOrDateTime } from './fields.js';
import { MOTION_DIRECTIONS } from './record-enums.js';

/** Stations (`findStations`, `nextStation`): the request and the record. */

export const StationEvent = Type.Object(
  {
    body: oneOf(BODIES, 'The body.'),
    type: oneOf(MOTION_DIRECTIONS, 'Motion after the station (retrograde or direct).'),
    date: isoDateTime('Instant of the station (UT).'),
    longitude: longitudeDeg('Longitude of the station.'),
  },
  { additionalProperties: false, description: 'A station: speed in longitude passes through zero.' },
);
export type StationEvent = Static<typeof StationEvent>;

/** `findStations`: a range of instants (at most 101 years) and optionally the bodies. */
export const StationsRequest = Type.Object(
  {
    from: isoDateOrDateTime('Start of the range (UT; the library functions also take a Date or an Instant).'),
    to: isoDateOrDateTime('End of the range, at most 101 years after from (UT).'),
    bodies: Type.Optional(
      Type.Array(oneOf(BODIES, 'A body (not Vertex or AntiVertex).'), { description: 'Bodies; default Mercury to Pluto and Chiron.' }),
    ),
  },
  { additionalProperties: false, description: 'The stations of bodies in a range.' },
);
export type StationsRequest = Static<typeof StationsRequest>;
