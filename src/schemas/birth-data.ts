import { Type, type Static } from 'typebox';
import { birthCalendarMember, clockTime, timeZoneName } from './fields.js';
import { birthDateMember, birthLocationMembers } from './birth-members.js';
import { birthObject } from './birth-object.js';

/** Birth data of the chart techniques (a person of a synastry, the `birth` of a technique request). */

/** Named by Urania: the spec's `personA`/`personB` of a synastry or composite request. */
export const BirthData = birthObject('Birth data of one person.', {
  birthDate: birthDateMember(),
  birthTime: Type.Optional(clockTime('Local wall-clock time of birth.')),
  ...birthLocationMembers(),
  timezone: Type.Optional(timeZoneName('Time zone of the birth time (Urania extension); default: from the coordinates (or the place).')),
  calendar: birthCalendarMember(),
});
export type BirthData = Static<typeof BirthData>;

/** Birth data with the birth time required: the techniques that need the Ascendant or the sect. */
export const TimedBirthData = birthObject('Birth data of one person, birth time known.', {
  birthDate: birthDateMember(),
  birthTime: clockTime('Local wall-clock time of birth (required: the technique needs the Ascendant).'),
  ...birthLocationMembers(),
  timezone: Type.Optional(timeZoneName('Time zone of the birth time; default: from the coordinates (or the place).')),
  calendar: birthCalendarMember(),
});
export type TimedBirthData = Static<typeof TimedBirthData>;
