import { type Static } from 'typebox';
import { birthMembers } from './birth-members.js';
import { isoDateOrDateTime, oneOf } from './fields.js';
import { PRENATAL_LUNATION_TYPES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { birthPlaceEchoMember } from './places.js';
import { birthObject } from './birth-object.js';
import { longitudeSignMembers, zodiacMembers, zodiacRecordMembers } from './members.js';

/** Spec "Natal and related records": PrenatalLunation, and the request of `POST /prenatal-lunation`. */

export const PrenatalLunation = closedObject('The last new or full Moon before birth.', {
  type: oneOf(PRENATAL_LUNATION_TYPES, 'New or full Moon.'),
  date: isoDateOrDateTime('Instant of the lunation (UT).'),
  ...longitudeSignMembers('Longitude of the lunation (the Moon’s).', 'Sign of the lunation.'),
  ...zodiacRecordMembers(),
  ...birthPlaceEchoMember(),
});
export type PrenatalLunation = Static<typeof PrenatalLunation>;

/** `POST /prenatal-lunation`: a birth (without birthTime, local noon of the birth date). */
export const PrenatalLunationRequest = birthObject('The birth whose prenatal lunation is wanted.', { ...birthMembers(), ...zodiacMembers() });
export type PrenatalLunationRequest = Static<typeof PrenatalLunationRequest>;
