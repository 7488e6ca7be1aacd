import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES } from './enums.js';
import { longitudeDeg, oneOf, utcInstant } from './fields.js';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { textWarningsMember } from './text-warnings-member.js';
import { exactnessOrbMember, orbProfileMember, zodiacMembers, zodiacRecordMembers } from './members.js';
import { interpretMembers, transitInterpretationMember } from './technique-interpretation.js';

/** Spec "Natal and related records": transits to a natal chart (`transitsToNatal`, `POST /transits`). */

export const TransitsToNatalRequest = closedObject('Request for the transits to a natal chart.', {
  birth: BirthData,
  at: utcInstant('Instant of the transits.'),
  orbProfile: orbProfileMember('Orb table; default tight.'),
  ...zodiacMembers(),
  ...interpretMembers(),
});
export type TransitsToNatalRequest = Static<typeof TransitsToNatalRequest>;

export const TransitAspect = closedObject('A transiting body’s aspect to a natal body.', {
  transitBody: oneOf(BODIES, 'The transiting body.'),
  natalBody: oneOf(BODIES, 'The natal body.'),
  aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
  orb: exactnessOrbMember(),
  isApplying: Type.Boolean({ description: 'True when the aspect is closing.' }),
  transitLongitude: longitudeDeg('Longitude of the transiting body.'),
  natalLongitude: longitudeDeg('Longitude of the natal body.'),
  ...zodiacRecordMembers(),
  interpretation: transitInterpretationMember(),
  warnings: textWarningsMember(),
});
export type TransitAspect = Static<typeof TransitAspect>;
