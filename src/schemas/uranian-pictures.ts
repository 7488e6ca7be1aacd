import { Type, type Static } from 'typebox';
import { BODIES } from './enums.js';
import { longitudeDeg, oneOf } from './fields.js';
import { closedObject } from './closed-object.js';
import { BirthData } from './birth-data.js';

/** The Uranian (Hamburg school) tools of a birth: 90° dial, midpoint trees, planetary pictures (`uranianPictures`). */

export const URANIAN_FACTORS = [...BODIES, 'Ascendant', 'Midheaven', 'AriesPoint'] as const;

const factor = (description: string) => oneOf(URANIAN_FACTORS, description);
const dialOrb = (description: string) => Type.Number({ minimum: 0, maximum: 5, description });

export const UranianPicturesRequest = closedObject('Request for the Uranian tools of a birth.', {
  birth: BirthData,
  orb: Type.Optional(dialOrb('Orb on the 90° dial, degrees, 0..5; default 1.')),
  transneptunians: Type.Optional(Type.Boolean({ description: 'Include the eight Hamburg transneptunians (Cupido … Poseidon); default true.' })),
});
export type UranianPicturesRequest = Static<typeof UranianPicturesRequest>;

export const UranianDialFactor = closedObject('A factor on the 90° dial.', {
  factor: factor('The factor: a body, the Ascendant, the Midheaven or the Aries point (0° Aries).'),
  longitude: longitudeDeg('Tropical longitude.'),
  dialPosition: Type.Number({ minimum: 0, exclusiveMaximum: 90, description: 'Position on the 90° dial: longitude mod 90.' }),
});
export type UranianDialFactor = Static<typeof UranianDialFactor>;

export const TreeMidpointEntry = closedObject('A midpoint on a factor’s tree.', {
  factor1: factor('First factor of the midpoint.'),
  factor2: factor('Second factor of the midpoint.'),
  orb: dialOrb('Distance of the midpoint from the factor on the 90° dial, degrees.'),
});
export type TreeMidpointEntry = Static<typeof TreeMidpointEntry>;

export const MidpointTree = closedObject('The midpoints standing on one factor (90° dial).', {
  factor: factor('The factor.'),
  midpoints: Type.Array(TreeMidpointEntry, { description: 'Midpoints within the orb, closest first.' }),
});
export type MidpointTree = Static<typeof MidpointTree>;

export const PlanetaryPictureEntry = closedObject('A planetary picture A + B − C = D.', {
  a: factor('A.'),
  b: factor('B.'),
  c: factor('C.'),
  d: factor('D, the factor on the sensitive point.'),
  sensitivePoint: longitudeDeg('The sensitive point A + B − C, mod 360.'),
  orb: dialOrb('Distance of D from the sensitive point on the 90° dial, degrees.'),
});
export type PlanetaryPictureEntry = Static<typeof PlanetaryPictureEntry>;

export const UranianPictures = closedObject('The Uranian tools of a birth: the 90° dial, midpoint trees and planetary pictures.', {
  orb: dialOrb('The orb used, degrees.'),
  factors: Type.Array(UranianDialFactor, { description: 'The factors on the 90° dial.' }),
  midpointTrees: Type.Array(MidpointTree, { description: 'One tree per factor.' }),
  pictures: Type.Array(PlanetaryPictureEntry, { description: 'The planetary pictures within the orb, each pair of pairs once, closest first.' }),
});
export type UranianPictures = Static<typeof UranianPictures>;
