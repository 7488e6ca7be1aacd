import { type Static } from 'typebox';
import { isoDate } from './fields.js';
import { closedObject } from './closed-object.js';
import { illuminationMember, lunarPhaseMember, phaseConventionMember, phaseInstantMember } from './moon-members.js';

/** The Moon's phase at an instant (`moonPhase`, `GET /moon/phase`, `GET /moon/today`): the record. */

export const MoonPhaseInfo = closedObject('The Moon’s phase on a date.', {
  phase: lunarPhaseMember(),
  illumination: illuminationMember(),
  date: isoDate('Date the phase is given for.'),
  phaseConvention: phaseConventionMember(),
  phaseInstant: phaseInstantMember(),
});
export type MoonPhaseInfo = Static<typeof MoonPhaseInfo>;
