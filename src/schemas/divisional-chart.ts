import { Type, type Static } from 'typebox';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { birthPlaceEchoMember } from './places.js';
import { SIGNS } from './enums.js';
import { integerIn, longitudeDeg, oneOf, text } from './fields.js';
import { VedicConventionsInput } from './panchang.js';

/** A divisional chart (varga) of a birth (`divisionalChart`; docs/vedic.md "Divisional charts"). */

/** The methods of assigning the parts of a sign: Parashara's rule (BPHS ch. 6) or the cyclic count. */
export const VARGA_METHOD_NAMES = ['parashara', 'cyclic'] as const;

export const DivisionalChartRequest = closedObject('Request for a divisional chart of a birth.', {
  birth: BirthData,
  division: integerIn(1, 300, 'The division: one of Parashara\'s sixteen (1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60), or any 1–300 with method cyclic.'),
  method: Type.Optional(oneOf(VARGA_METHOD_NAMES, 'parashara (default, BPHS ch. 6) or cyclic (the parivritti count from Aries).')),
  conventions: Type.Optional(VedicConventionsInput),
});
export type DivisionalChartRequest = Static<typeof DivisionalChartRequest>;

export const VargaPoint = closedObject('One graha (or the Ascendant) in a divisional chart.', {
  point: text('The graha, or Ascendant.'),
  siderealLongitude: longitudeDeg('Sidereal longitude in the birth chart.'),
  rasi: oneOf(SIGNS, 'Its sign in the birth chart (D1).'),
  sign: oneOf(SIGNS, 'Its sign in the divisional chart.'),
  vargottama: Type.Boolean({ description: 'True when the divisional sign is the birth-chart sign.' }),
});
export type VargaPoint = Static<typeof VargaPoint>;

export const DivisionalChart = closedObject('A divisional chart (varga) of a birth.', {
  division: integerIn(1, 300, 'The division.'),
  method: oneOf(VARGA_METHOD_NAMES, 'The method used.'),
  ayanamsa: closedObject('The ayanamsa used.', { system: text('Its name.'), value: longitudeDeg('Its value at the birth, degrees.') }),
  points: Type.Array(VargaPoint, { description: 'The nine grahas, then the Ascendant when the birth time is known.' }),
  ...birthPlaceEchoMember(),
});
export type DivisionalChart = Static<typeof DivisionalChart>;
