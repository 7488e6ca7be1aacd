import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, SIGNS } from './enums.js';
import { longitudeDeg, oneOf } from './fields.js';
import { closedObject } from './closed-object.js';
import { personPlaceEchoMembers } from './places.js';
import {
  bodyMember, bodyPairMembers, exactnessOrbMember, placementMembers, twoBirthsMembers, zodiacMembers, zodiacRecordMembers,
} from './members.js';
import { houseSystemMember } from './birth-members.js';
import { LOCALES } from './interpretation.js';
import { CompositeInterpretation } from './relationship-interpretation.js';

/** Spec "Chart-derived results": the composite request and response (`compositeChart`, `POST /composite`). */

export const CompositeRequest = closedObject('Request for a composite (midpoint) chart.', {
  ...twoBirthsMembers(),
  houseSystem: houseSystemMember(),
  ...zodiacMembers(),
  locale: Type.Optional(oneOf(LOCALES, 'Language of `interpretation`; absent: no text.')),
});
export type CompositeRequest = Static<typeof CompositeRequest>;

export const CompositePosition = closedObject('A composite (midpoint) position.', {
  body: bodyMember(),
  ...placementMembers('Midpoint longitude of the two natal positions (nearer midpoint).', 'Sign of the composite position.'),
});
export type CompositePosition = Static<typeof CompositePosition>;

export const CompositeAspect = closedObject('An aspect within the composite chart.', {
  ...bodyPairMembers(),
  type: oneOf(ASPECT_TYPES, 'The aspect.'),
  orb: exactnessOrbMember(),
});
export type CompositeAspect = Static<typeof CompositeAspect>;

export const CompositeResponse = closedObject('A composite chart.', {
  positions: Type.Array(CompositePosition, { description: 'Composite positions.' }),
  aspects: Type.Array(CompositeAspect, { description: 'Aspects in the composite chart.' }),
  ascendant: Type.Optional(longitudeDeg('Composite ascendant.')),
  ascendantSign: Type.Optional(oneOf(SIGNS, 'Sign of the composite ascendant.')),
  midheaven: Type.Optional(longitudeDeg('Composite midheaven.')),
  midheavenSign: Type.Optional(oneOf(SIGNS, 'Sign of the composite midheaven.')),
  ...zodiacRecordMembers(),
  ...personPlaceEchoMembers(),
  interpretation: Type.Optional(CompositeInterpretation),
});
export type CompositeResponse = Static<typeof CompositeResponse>;
