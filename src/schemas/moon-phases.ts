import { type Static } from 'typebox';
import { isoDateTime, oneOf } from './fields.js';
import { PRINCIPAL_MOON_PHASES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { longitudeSignMembers, rangeMembers } from './members.js';

/** The principal lunar phases (`findMoonPhases`, `nextMoonPhase`, `GET /moon/phases`): the request and the record. */

export const LunarPhaseEvent = closedObject('A principal lunar phase.', {
  phase: oneOf(PRINCIPAL_MOON_PHASES, 'Principal phase.'),
  date: isoDateTime('Instant of the phase (UT).'),
  ...longitudeSignMembers('Longitude of the Moon.', 'Sign of the Moon.'),
});
export type LunarPhaseEvent = Static<typeof LunarPhaseEvent>;

/** `findMoonPhases`: a range of instants (at most 101 years). */
export const MoonPhasesRequest = closedObject('The principal lunar phases of a range.', rangeMembers(101));
export type MoonPhasesRequest = Static<typeof MoonPhasesRequest>;
