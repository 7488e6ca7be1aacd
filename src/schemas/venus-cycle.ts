import { Type, type Static } from 'typebox';
import { geoLatitude, geoLongitude, isoDateOrDateTime, oneOf } from './fields.js';
import { VENUS_CYCLE_PHASES } from './record-enums.js';

/** Spec "Chart-derived results": VenusCyclePhase, and the query of `GET /venus-cycle`. */

export const VenusCyclePhase = Type.Object(
  {
    phase: oneOf(VENUS_CYCLE_PHASES, 'Phase of the Venus cycle.'),
    date: isoDateOrDateTime('When the phase begins or is exact.'),
    elongation: Type.Number({
      minimum: -180, maximum: 180,
      description: 'Elongation of Venus from the Sun, positive east (evening star), negative west. Degrees, -180 to 180.',
    }),
  },
  { additionalProperties: false, description: 'A phase of the synodic cycle of Venus.' },
);
export type VenusCyclePhase = Static<typeof VenusCyclePhase>;

/** `GET /venus-cycle` and `findVenusCycle`: a range and, optionally, a place (both coordinates or neither). */
export const VenusCycleQuery = Type.Object(
  {
    from: isoDateOrDateTime('Start of the range (UT).'),
    to: isoDateOrDateTime('End of the range (UT), at most 20 years after from.'),
    latitude: Type.Optional(geoLatitude('Latitude of the observer; with longitude, the morning/evening-star phases are first visibilities.')),
    longitude: Type.Optional(geoLongitude('Longitude of the observer (with latitude).')),
  },
  { additionalProperties: false, description: 'Phases of the Venus cycle in a range (at most 20 years).' },
);
export type VenusCycleQuery = Static<typeof VenusCycleQuery>;
