import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { isoDateTime, longitudeDeg, oneOf, isoDateOrDateTime } from './fields.js';
import { PRINCIPAL_MOON_PHASES } from './record-enums.js';

/** The principal lunar phases (`findMoonPhases`, `nextMoonPhase`, `GET /moon/phases`): the request and the record. */

export const LunarPhaseEvent = Type.Object(
  {
    phase: oneOf(PRINCIPAL_MOON_PHASES, 'Principal phase.'),
    date: isoDateTime('Instant of the phase (UT).'),
    longitude: longitudeDeg('Longitude of the Moon.'),
    sign: oneOf(SIGNS, 'Sign of the Moon.'),
  },
  { additionalProperties: false, description: 'A principal lunar phase.' },
);
export type LunarPhaseEvent = Static<typeof LunarPhaseEvent>;

/** `findMoonPhases`: a range of instants (at most 101 years). */
export const MoonPhasesRequest = Type.Object(
  {
    from: isoDateOrDateTime('Start of the range (UT; the library functions also take a Date or an Instant).'),
    to: isoDateOrDateTime('End of the range, at most 101 years after from (UT).'),
  },
  { additionalProperties: false, description: 'The principal lunar phases of a range.' },
);
export type MoonPhasesRequest = Static<typeof MoonPhasesRequest>;
