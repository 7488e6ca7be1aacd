import { type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { houseNumber, integerIn, oneOf, utcInstant } from './fields.js';
import { TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { birthPlaceEchoMember } from './places.js';
import { zodiacMembers, zodiacRecordMembers } from './members.js';

/** Spec "Natal and related records": the annual profection (`annualProfection`, `POST /traditional/profection`). */

export const ProfectionRequest = closedObject('Request for the annual profection at an instant.', {
  birth: TimedBirthData,
  at: utcInstant('Instant of the profection, on or after the birth and within 400 years of it.'),
  ...zodiacMembers(),
});
export type ProfectionRequest = Static<typeof ProfectionRequest>;

export const Profection = closedObject('Annual profection for an age.', {
  age: integerIn(0, 400, 'Completed years of age.'),
  activatedHouse: houseNumber('House activated by the annual profection.'),
  activatedSign: oneOf(SIGNS, 'Sign of the activated house.'),
  lordOfTheYear: oneOf(BODIES, 'Ruler of the activated sign.'),
  ...zodiacRecordMembers(),
  ...birthPlaceEchoMember(),
});
export type Profection = Static<typeof Profection>;
