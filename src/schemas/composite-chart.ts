import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES, HOUSE_SYSTEMS, SIGNS } from './enums.js';
import { degreeInSign, longitudeDeg, oneOf, orbDeg } from './fields.js';
import { BirthData } from './birth-data.js';

/** Spec "Chart-derived results": the composite request and response (`compositeChart`, `POST /composite`). */

export const CompositeRequest = Type.Object(
  {
    personA: BirthData,
    personB: BirthData,
    houseSystem: Type.Optional(oneOf(HOUSE_SYSTEMS, 'House system; default Placidus.')),
  },
  { additionalProperties: false, description: 'Request for a composite (midpoint) chart.' },
);
export type CompositeRequest = Static<typeof CompositeRequest>;

export const CompositePosition = Type.Object(
  {
    body: oneOf(BODIES, 'The body.'),
    longitude: longitudeDeg('Midpoint longitude of the two natal positions (nearer midpoint).'),
    sign: oneOf(SIGNS, 'Sign of the composite position.'),
    degree: degreeInSign('Position within the sign.'),
  },
  { additionalProperties: false, description: 'A composite (midpoint) position.' },
);
export type CompositePosition = Static<typeof CompositePosition>;

export const CompositeAspect = Type.Object(
  {
    body1: oneOf(BODIES, 'First body.'),
    body2: oneOf(BODIES, 'Second body.'),
    type: oneOf(ASPECT_TYPES, 'The aspect.'),
    orb: orbDeg('Distance from exactness.'),
  },
  { additionalProperties: false, description: 'An aspect within the composite chart.' },
);
export type CompositeAspect = Static<typeof CompositeAspect>;

export const CompositeResponse = Type.Object(
  {
    positions: Type.Array(CompositePosition, { description: 'Composite positions.' }),
    aspects: Type.Array(CompositeAspect, { description: 'Aspects in the composite chart.' }),
    ascendant: Type.Optional(longitudeDeg('Composite ascendant.')),
    ascendantSign: Type.Optional(oneOf(SIGNS, 'Sign of the composite ascendant.')),
    midheaven: Type.Optional(longitudeDeg('Composite midheaven.')),
    midheavenSign: Type.Optional(oneOf(SIGNS, 'Sign of the composite midheaven.')),
  },
  { additionalProperties: false, description: 'A composite chart.' },
);
export type CompositeResponse = Static<typeof CompositeResponse>;
