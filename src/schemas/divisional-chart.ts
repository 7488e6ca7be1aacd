import { Type, type Static } from 'typebox';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { birthPlaceEchoMember } from './places.js';
import { SIGNS } from './enums.js';
import { integerIn, longitudeDeg, oneOf, text } from './fields.js';
import { VedicConventionsInput } from './panchang.js';

/** A divisional chart (varga) of a birth (`divisionalChart`; docs/vedic.md "Divisional charts"). */

/**
 * The methods of assigning the parts of a sign to signs, each defined for some divisions (docs/vedic.md "Divisional
 * charts"; the rules: src/vedic/varga-rules.ts): Parashara's rule (BPHS ch. 6), the cyclic (parivritti) count, the
 * Jagannatha drekkana, the rules of P. V. R. Narasimha Rao's book for D5, D6, D8, and the composed D108 and D144,
 * and the Somanatha drekkana.
 */
export const VARGA_METHOD_NAMES = [
  'parashara', 'cyclic', 'jagannatha', 'narasimha-rao', 'dwadasamsa-of-dwadasamsa', 'navamsa-of-dwadasamsa', 'dwadasamsa-of-navamsa',
  'somanatha',
] as const;

export const DivisionalChartRequest = closedObject('Request for a divisional chart of a birth.', {
  birth: BirthData,
  division: integerIn(1, 300, 'The division: a named one (Parashara\'s sixteen 1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60, and 5, 6, 8, 11, 81, 108, 144), or any 1–300 with method cyclic.'),
  method: Type.Optional(oneOf(VARGA_METHOD_NAMES, 'How the parts are given signs; default the division\'s own (parashara for Parashara\'s sixteen). Which division takes which: docs/vedic.md "Divisional charts".')),
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
  name: text('The division\'s name (Navamsa, …), or D<n> for an unnamed cyclic one.'),
  method: oneOf(VARGA_METHOD_NAMES, 'The method used.'),
  ayanamsa: closedObject('The ayanamsa used.', { system: text('Its name.'), value: Type.Number({ description: 'Its value at the birth, degrees: tropical minus sidereal longitude (negative before the ayanamsa\'s zero point, e.g. Lahiri before 285 CE; a user-defined one any value).' }) }),
  points: Type.Array(VargaPoint, { description: 'The nine grahas, then the Ascendant when the birth time is known.' }),
  ...birthPlaceEchoMember(),
});
export type DivisionalChart = Static<typeof DivisionalChart>;

export const DivisionalChartsRequest = closedObject('Request for several divisional charts of a birth at once, with the Vimshopaka bala.', {
  birth: BirthData,
  divisions: Type.Optional(Type.Array(integerIn(1, 300, 'A division.'), {
    minItems: 1, maxItems: 32,
    description: 'The divisions, each by its default method; default the 23 named ones (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108, 144).',
  })),
  conventions: Type.Optional(VedicConventionsInput),
});
export type DivisionalChartsRequest = Static<typeof DivisionalChartsRequest>;

export const VargaChart = closedObject('One divisional chart among several.', {
  division: integerIn(1, 300, 'The division.'),
  name: text('The division\'s name, or D<n> for an unnamed cyclic one.'),
  method: oneOf(VARGA_METHOD_NAMES, 'The method used (the division\'s default).'),
  points: Type.Array(VargaPoint, { description: 'The nine grahas, then the Ascendant when the birth time is known.' }),
});
export type VargaChart = Static<typeof VargaChart>;

const twenty = (group: string, vargas: string) =>
  Type.Number({ minimum: 5, maximum: 20, description: `Vimshopaka bala over the ${group} (${vargas}), out of 20 (BPHS ch. 7).` });

export const VimshopakaBala = closedObject('The Vimshopaka bala of one graha (BPHS ch. 7): its dignity in each varga of a group, weighted, out of 20.', {
  graha: oneOf(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'], 'The graha (the nodes own no sign).'),
  shadvarga: twenty('shadvarga', 'D1, D2, D3, D9, D12, D30'),
  saptavarga: twenty('saptavarga', 'the shadvarga and D7'),
  dasavarga: twenty('dasavarga', 'the saptavarga and D10, D16, D60'),
  shodasavarga: twenty('shodasavarga', 'the sixteen of Parashara'),
});
export type VimshopakaBala = Static<typeof VimshopakaBala>;

export const DivisionalCharts = closedObject('Several divisional charts of a birth, with the Vimshopaka bala of the seven grahas.', {
  ayanamsa: closedObject('The ayanamsa used.', { system: text('Its name.'), value: Type.Number({ description: 'Its value at the birth, degrees: tropical minus sidereal longitude (negative before the ayanamsa\'s zero point, e.g. Lahiri before 285 CE; a user-defined one any value).' }) }),
  charts: Type.Array(VargaChart, { description: 'The divisional charts, in the order asked.' }),
  vimshopaka: Type.Array(VimshopakaBala, { description: 'Sun to Saturn, each varga by Parashara\'s rule whatever the divisions asked.' }),
});
export type DivisionalCharts = Static<typeof DivisionalCharts>;
