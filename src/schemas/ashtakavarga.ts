import { Type, type Static } from 'typebox';
import { TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { SIGNS } from './enums.js';
import { integerIn, isoDateTime, longitudeDeg, nonNegative, oneOf, text, utcInstant } from './fields.js';
import { VedicConventionsInput } from './panchang.js';

/** The ashtakavarga of a timed birth (`ashtakavarga`; docs/vedic.md "Ashtakavarga"). */

export const ASHTAKAVARGA_POINT_NAMES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Ascendant'] as const;
const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;

export const AshtakavargaRequest = closedObject('Request for the ashtakavarga of a timed birth.', {
  birth: TimedBirthData,
  at: Type.Optional(utcInstant('An instant: the transit scores of the seven grahas then (their bindus in the signs they transit).')),
  conventions: Type.Optional(VedicConventionsInput),
});
export type AshtakavargaRequest = Static<typeof AshtakavargaRequest>;

const twelve = (description: string) => Type.Array(integerIn(0, 56, 'Bindus.'), { minItems: 12, maxItems: 12, description: `${description} Aries first.` });

export const BhinnashtakavargaRecord = closedObject('The bhinnashtakavarga of one point: its bindus by sign, by contributor, reduced, and its shodhya pinda.', {
  point: oneOf(ASHTAKAVARGA_POINT_NAMES, 'The receiving point.'),
  bindus: twelve('Bindus in each sign (0–8),'),
  total: nonNegative('Total bindus (fixed by the tables).'),
  contributors: Type.Array(closedObject('One contributor’s bindus by sign (the prastara row).', {
    from: oneOf(ASHTAKAVARGA_POINT_NAMES, 'The contributor.'),
    bindus: twelve('0 or 1 in each sign,'),
  }), { description: 'The eight contributors.' }),
  trikona: twelve('After the trikona reduction,'),
  ekadhipatya: twelve('After the ekadhipatya reduction (which follows the trikona one),'),
  rashiPinda: nonNegative('Rashi pinda: reduced bindus × the sign multipliers.'),
  grahaPinda: nonNegative('Graha pinda: reduced bindus of the grahas’ signs × the graha multipliers.'),
  shodhyaPinda: nonNegative('Shodhya pinda: rashi pinda + graha pinda.'),
});
export type BhinnashtakavargaRecord = Static<typeof BhinnashtakavargaRecord>;

export const AshtakavargaTransit = closedObject('A graha in transit: the bindus of the sign it occupies.', {
  planet: oneOf(SEVEN, 'The graha.'),
  siderealLongitude: longitudeDeg('Its sidereal longitude at the instant.'),
  sign: oneOf(SIGNS, 'The sign it transits.'),
  bindus: integerIn(0, 8, 'Its own bhinnashtakavarga bindus in that sign.'),
  sarvashtakavarga: integerIn(0, 56, 'The sarvashtakavarga bindus of that sign.'),
});
export type AshtakavargaTransit = Static<typeof AshtakavargaTransit>;

export const Ashtakavarga = closedObject('The ashtakavarga of a birth: the eight bhinnashtakavargas, the sarvashtakavarga and, on request, transit scores.', {
  ayanamsa: closedObject('The ayanamsa used.', { system: text('Its name.'), value: Type.Number({ description: 'Its value at birth, degrees.' }) }),
  signs: closedObject('The signs of the eight points at birth.', Object.fromEntries(ASHTAKAVARGA_POINT_NAMES.map((p) => [p, oneOf(SIGNS, `Sign of ${p === 'Ascendant' ? 'the Ascendant' : p}.`)])) as Record<(typeof ASHTAKAVARGA_POINT_NAMES)[number], ReturnType<typeof oneOf<[...typeof SIGNS]>>>),
  bhinnashtakavarga: Type.Array(BhinnashtakavargaRecord, { description: 'Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Ascendant.' }),
  sarvashtakavarga: closedObject('The sarvashtakavarga: the seven grahas’ bindus summed by sign.', {
    bindus: twelve('Bindus in each sign,'),
    total: nonNegative('Total: 337 whatever the chart.'),
  }),
  transits: Type.Optional(closedObject('Transit scores at an instant.', {
    at: isoDateTime('The instant, UTC.'),
    planets: Type.Array(AshtakavargaTransit, { description: 'The seven grahas.' }),
  })),
});
export type Ashtakavarga = Static<typeof Ashtakavarga>;
