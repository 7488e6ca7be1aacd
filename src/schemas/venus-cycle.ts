import { Type, type Static } from 'typebox';
import { geoLatitude, geoLongitude, isoDateOrDateTime, oneOf } from './fields.js';
import { VENUS_CYCLE_PHASES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { utRangeMembers } from './members.js';

/** Spec "Chart-derived results": VenusCyclePhase, and the query of `GET /venus-cycle`. */

export const VenusCyclePhase = closedObject('A phase of the synodic cycle of Venus.', {
  phase: oneOf(VENUS_CYCLE_PHASES, 'Phase of the Venus cycle.'),
  date: isoDateOrDateTime('When the phase begins or is exact.'),
  elongation: Type.Number({
    minimum: -180, maximum: 180,
    description: 'Elongation of Venus from the Sun, positive east (evening star), negative west. Degrees, -180 to 180.',
  }),
});
export type VenusCyclePhase = Static<typeof VenusCyclePhase>;

/** `GET /venus-cycle` and `findVenusCycle`: a range and, optionally, a place (both coordinates or neither). */
export const VenusCycleQuery = closedObject('Phases of the Venus cycle in a range (at most 20 years).', {
  ...utRangeMembers(20),
  latitude: Type.Optional(geoLatitude('Latitude of the observer; with longitude, the morning/evening-star phases are first visibilities.')),
  longitude: Type.Optional(geoLongitude('Longitude of the observer (with latitude).')),
});
export type VenusCycleQuery = Static<typeof VenusCycleQuery>;
