import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { degreeInSign, longitudeDeg, oneOf, orbDeg } from './fields.js';
import { MIDPOINT_ASPECT_TYPES } from './record-enums.js';

/** Spec "Chart-derived results": midpoints, their activations, the 90° dial. */

export const Midpoint = Type.Object(
  {
    body1: oneOf(BODIES, 'First body.'),
    body2: oneOf(BODIES, 'Second body.'),
    midpointLongitude: longitudeDeg('Nearer midpoint of the two longitudes.'),
    midpointSign: oneOf(SIGNS, 'Sign of the midpoint.'),
    midpointDegree: degreeInSign('Midpoint within its sign.'),
  },
  { additionalProperties: false, description: 'The midpoint of two bodies.' },
);
export type Midpoint = Static<typeof Midpoint>;

/** Named by Urania: the spec's inline `midpoint` member of MidpointActivation. */
export const MidpointPair = Type.Object(
  {
    body1: oneOf(BODIES, 'First body.'),
    body2: oneOf(BODIES, 'Second body.'),
  },
  { additionalProperties: false, description: 'The two bodies whose midpoint is activated.' },
);
export type MidpointPair = Static<typeof MidpointPair>;

export const MidpointActivation = Type.Object(
  {
    midpoint: MidpointPair,
    activatingBody: oneOf(BODIES, 'Body on the midpoint.'),
    activatingLongitude: longitudeDeg('Longitude of the activating body.'),
    aspectType: oneOf(MIDPOINT_ASPECT_TYPES, 'Hard aspect to the midpoint.'),
    orb: orbDeg('Distance from exactness.'),
  },
  { additionalProperties: false, description: 'A body in hard aspect to a midpoint.' },
);
export type MidpointActivation = Static<typeof MidpointActivation>;

export const MidpointDial = Type.Object(
  {
    body: oneOf(BODIES, 'The body.'),
    originalLongitude: longitudeDeg('Ecliptic longitude.'),
    dialPosition: Type.Number({
      minimum: 0, exclusiveMaximum: 90, description: 'Longitude modulo 90. Degrees, 0 <= x < 90.',
    }),
  },
  { additionalProperties: false, description: 'A body on the 90° dial.' },
);
export type MidpointDial = Static<typeof MidpointDial>;
