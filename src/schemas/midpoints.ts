import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { degreeInSign, longitudeDeg, oneOf, utcInstant } from './fields.js';
import { MIDPOINT_ASPECT_TYPES } from './record-enums.js';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { birthPlaceEchoMember } from './places.js';
import { bodyMember, bodyPairMembers, exactnessOrbMember, zodiacMembers, zodiacRecordMembers } from './members.js';

/** Spec "Chart-derived results": midpoints, their activations, the 90° dial (`midpoints`…, `natalMidpoints`, `POST /midpoints`). */

export const MidpointsRequest = closedObject('Request for the natal midpoints, their activations and the 90° dial.', {
  birth: BirthData,
  at: Type.Optional(utcInstant('When given, the midpoints are activated by the transiting bodies at this instant; else by the natal bodies.')),
  orb: Type.Optional(Type.Number({ minimum: 0, maximum: 22.5, description: 'Orb of the activations, degrees, 0 to 22.5; default 1.5.' })),
  ...zodiacMembers(),
});
export type MidpointsRequest = Static<typeof MidpointsRequest>;

export const Midpoint = closedObject('The midpoint of two bodies.', {
  ...bodyPairMembers(),
  midpointLongitude: longitudeDeg('Nearer midpoint of the two longitudes.'),
  midpointSign: oneOf(SIGNS, 'Sign of the midpoint.'),
  midpointDegree: degreeInSign('Midpoint within its sign.'),
});
export type Midpoint = Static<typeof Midpoint>;

/** Named by Urania: the spec's inline `midpoint` member of MidpointActivation. */
export const MidpointPair = closedObject('The two bodies whose midpoint is activated.', {
  ...bodyPairMembers(),
});
export type MidpointPair = Static<typeof MidpointPair>;

export const MidpointActivation = closedObject('A body in hard aspect to a midpoint.', {
  midpoint: MidpointPair,
  activatingBody: oneOf(BODIES, 'Body on the midpoint.'),
  activatingLongitude: longitudeDeg('Longitude of the activating body.'),
  aspectType: oneOf(MIDPOINT_ASPECT_TYPES, 'Hard aspect to the midpoint.'),
  orb: exactnessOrbMember(),
});
export type MidpointActivation = Static<typeof MidpointActivation>;

export const MidpointDial = closedObject('A body on the 90° dial.', {
  body: bodyMember(),
  originalLongitude: longitudeDeg('Ecliptic longitude.'),
  dialPosition: Type.Number({
    minimum: 0, exclusiveMaximum: 90, description: 'Longitude modulo 90. Degrees, 0 <= x < 90.',
  }),
});
export type MidpointDial = Static<typeof MidpointDial>;

/** Named by Urania: the natal midpoints, the bodies activating them and the 90° dial. */
export const MidpointsResponse = closedObject('Midpoints of a natal chart.', {
  midpoints: Type.Array(Midpoint, { description: 'Nearer midpoints of every pair of natal bodies (always-linked pairs left out).' }),
  activations: Type.Array(MidpointActivation, { description: 'Bodies in hard aspect to a midpoint: the natal bodies, or the transiting bodies at `at` when given.' }),
  dial: Type.Array(MidpointDial, { description: 'The natal bodies on the 90° dial.' }),
  ...zodiacRecordMembers(),
  ...birthPlaceEchoMember(),
});
export type MidpointsResponse = Static<typeof MidpointsResponse>;
