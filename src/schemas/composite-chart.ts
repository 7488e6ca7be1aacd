import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, SIGNS } from './enums.js';
import { geoLatitude, geoLongitude, longitudeDeg, oneOf } from './fields.js';
import { PLACE_MIDPOINTS } from './davison-chart.js';
import { closedObject } from './closed-object.js';
import { personPlaceEchoMembers } from './places.js';
import {
  bodyMember, bodyPairMembers, exactnessOrbMember, placementMembers, twoBirthsMembers, zodiacMembers, zodiacRecordMembers,
} from './members.js';
import { houseSystemMember } from './birth-members.js';
import { CompositeInterpretation, relationshipTextMembers } from './relationship-interpretation.js';

/** Spec "Chart-derived results": the composite request and response (`compositeChart`, `POST /composite`). */

/** How a composite's Ascendant and houses are found (docs/chart-techniques.md "Composite"). */
export const COMPOSITE_ANGLE_METHODS = ['midpoints', 'derived'] as const;

export const CompositeReferencePlace = closedObject('The place a derived composite’s houses are cast for (the couple’s place).', {
  latitude: geoLatitude('Latitude of the reference place.'),
  longitude: geoLongitude('Longitude of the reference place (recorded; the derived houses depend on the latitude only).'),
});
export type CompositeReferencePlace = Static<typeof CompositeReferencePlace>;

export const CompositeRequest = closedObject('Request for a composite (midpoint) chart.', {
  ...twoBirthsMembers(),
  houseSystem: houseSystemMember(),
  ...zodiacMembers(),
  ...relationshipTextMembers(),
  angles: Type.Optional(oneOf(COMPOSITE_ANGLE_METHODS,
    'How the composite Ascendant and houses are found: midpoints (default: the Ascendant at the midpoint of the two Ascendants) or derived (the Ascendant and the cusps that the composite MC has at the latitude of referencePlace; Hand 1975).')),
  referencePlace: Type.Optional(CompositeReferencePlace),
  placeMidpoint: Type.Optional(oneOf(PLACE_MIDPOINTS,
    'With angles derived and no referencePlace: how the midpoint of the two birth places is taken, great-circle (default) or coordinates.')),
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
  angles: Type.Optional(oneOf(COMPOSITE_ANGLE_METHODS, 'How the Ascendant and houses were found; present when derived.')),
  referencePlace: Type.Optional(CompositeReferencePlace),
  houseCusps: Type.Optional(Type.Array(longitudeDeg('Cusp longitude.'), {
    minItems: 12, maxItems: 12, description: 'With angles derived: the twelve cusps (house 1 first) of the composite MC at the reference latitude.',
  })),
  ...zodiacRecordMembers(),
  ...personPlaceEchoMembers(),
  interpretation: Type.Optional(CompositeInterpretation),
});
export type CompositeResponse = Static<typeof CompositeResponse>;
