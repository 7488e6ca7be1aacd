import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { birthMembers } from './birth-members.js';
import { isoDateOrDateTime, longitudeDeg, oneOf } from './fields.js';
import { PRENATAL_LUNATION_TYPES } from './record-enums.js';

/** Spec "Natal and related records": PrenatalLunation, and the request of `POST /prenatal-lunation`. */

export const PrenatalLunation = Type.Object(
  {
    type: oneOf(PRENATAL_LUNATION_TYPES, 'New or full Moon.'),
    date: isoDateOrDateTime('Instant of the lunation (UT).'),
    longitude: longitudeDeg('Longitude of the lunation (the Moon’s).'),
    sign: oneOf(SIGNS, 'Sign of the lunation.'),
  },
  { additionalProperties: false, description: 'The last new or full Moon before birth.' },
);
export type PrenatalLunation = Static<typeof PrenatalLunation>;

/** `POST /prenatal-lunation`: a birth (without birthTime, local noon of the birth date). */
export const PrenatalLunationRequest = Type.Object(
  { ...birthMembers() },
  { additionalProperties: false, description: 'The birth whose prenatal lunation is wanted.' },
);
export type PrenatalLunationRequest = Static<typeof PrenatalLunationRequest>;
