import { Type, type Static } from 'typebox';
import { BirthData, TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { SIGNS } from './enums.js';
import { houseNumber, integerIn, isoDateTime, oneOf, text } from './fields.js';
import { VedicConventionsInput } from './panchang.js';
import { birthPlaceEchoMember } from './places.js';
import { VEDIC_GRAHAS } from './record-enums.js';

/** The doshas of a birth chart (`vedicDoshas`, `sadeSati`; docs/vedic.md "Doshas"). */

/** The Manglik house traditions (src/vedic/manglik-dosha.ts). */
export const MANGLIK_TRADITION_NAMES = ['classical', 'south-indian', 'extended'] as const;
/** The named Manglik cancellations. */
export const MANGLIK_CANCELLATION_NAMES = ['mars-own-or-exalted', 'mars-with-or-aspected-by-jupiter', 'mars-with-moon', 'mars-sign-exception'] as const;
/** The twelve Kaal Sarp types, by Rahu's house. */
export const KAAL_SARP_TYPE_NAMES = [
  'Anant', 'Kulik', 'Vasuki', 'Shankhpal', 'Padma', 'Mahapadma', 'Takshak', 'Karkotak', 'Shankhachud', 'Ghatak', 'Vishdhar', 'Sheshnag',
] as const;

const ayanamsaMember = () => closedObject('The ayanamsa used.', { system: text('Its name.'), value: Type.Number({ description: 'Its value at birth, degrees.' }) });

export const VedicDoshasRequest = closedObject('Request for the Manglik and Kaal Sarp doshas of a timed birth.', {
  birth: TimedBirthData,
  conventions: Type.Optional(VedicConventionsInput),
  manglik: Type.Optional(oneOf(MANGLIK_TRADITION_NAMES, 'The Manglik houses: classical (1, 4, 7, 8, 12), south-indian (2, 4, 7, 8, 12) or extended (1, 2, 4, 7, 8, 12, the default).')),
});
export type VedicDoshasRequest = Static<typeof VedicDoshasRequest>;

const manglikFrom = (what: string) => closedObject(`Mars counted from ${what}.`, {
  house: houseNumber('House of Mars from the reference (whole signs).'),
  present: Type.Boolean({ description: 'Whether that house is a dosha house of the tradition.' }),
});

export const ManglikDosha = closedObject('Manglik (Kuja) dosha: Mars from the Ascendant, the Moon and Venus, and its cancellations.', {
  tradition: oneOf(MANGLIK_TRADITION_NAMES, 'The tradition of houses used.'),
  fromAscendant: manglikFrom('the Ascendant'),
  fromMoon: manglikFrom('the Moon'),
  fromVenus: manglikFrom('Venus'),
  present: Type.Boolean({ description: 'Mars in a dosha house from any of the three.' }),
  cancellations: Type.Array(oneOf(MANGLIK_CANCELLATION_NAMES, 'A cancellation.'), { description: 'The cancellations that apply.' }),
  effective: Type.Boolean({ description: 'Present and not cancelled.' }),
});
export type ManglikDosha = Static<typeof ManglikDosha>;

export const KaalSarpDosha = closedObject('Kaal Sarp dosha: the seven grahas on one side of the Rahu–Ketu axis.', {
  form: oneOf(['full', 'partial', 'none'], 'full: all seven inside the half by longitude; partial: inside by sign, or one graha out; none.'),
  direction: Type.Union([oneOf(['kaal-sarp', 'kaal-amrit'], 'kaal-sarp: from Rahu forward to Ketu; kaal-amrit: from Ketu forward to Rahu.'), Type.Null()], { description: 'Which half; null when there is no dosha.' }),
  type: oneOf(KAAL_SARP_TYPE_NAMES, 'The type named by Rahu\'s house from the lagna.'),
  rahuHouse: houseNumber('Rahu\'s house from the lagna.'),
  outside: Type.Array(oneOf(VEDIC_GRAHAS, 'A graha.'), { description: 'The grahas outside the half, by longitude.' }),
});
export type KaalSarpDosha = Static<typeof KaalSarpDosha>;

export const VedicDoshas = closedObject('The Manglik and Kaal Sarp doshas of a birth chart.', {
  ayanamsa: ayanamsaMember(),
  manglik: ManglikDosha,
  kaalSarp: KaalSarpDosha,
  ...birthPlaceEchoMember(),
});
export type VedicDoshas = Static<typeof VedicDoshas>;

export const SadeSatiRequest = closedObject('Request for the Sade Sati and Dhaiya periods of a life.', {
  birth: BirthData,
  years: Type.Optional(integerIn(1, 120, 'Years from birth to cover; default 100.')),
  conventions: Type.Optional(VedicConventionsInput),
});
export type SadeSatiRequest = Static<typeof SadeSatiRequest>;

export const SaturnTransitPhaseSpan = closedObject('One phase: Saturn in one sign counted from the natal Moon.', {
  phase: oneOf(['rising', 'peak', 'setting', 'fourth', 'eighth'], 'rising: the 12th from the Moon; peak: the 1st; setting: the 2nd; fourth, eighth: the Dhaiya signs.'),
  sign: oneOf(SIGNS, 'The sidereal sign Saturn occupies.'),
  start: isoDateTime('Saturn\'s entry (or the range\'s start), UTC.'),
  end: isoDateTime('Saturn\'s exit (or the range\'s end), UTC.'),
});
export type SaturnTransitPhaseSpan = Static<typeof SaturnTransitPhaseSpan>;

export const SadeSatiPeriod = closedObject('A Sade Sati (Saturn in the 12th, 1st, 2nd from the Moon) or a Dhaiya (the 4th or the 8th).', {
  kind: oneOf(['sade-sati', 'dhaiya'], 'Which.'),
  start: isoDateTime('Start, UTC.'),
  end: isoDateTime('End, UTC.'),
  clippedStart: Type.Boolean({ description: 'Already running at birth.' }),
  clippedEnd: Type.Boolean({ description: 'Still running at the end of the range.' }),
  phases: Type.Array(SaturnTransitPhaseSpan, { description: 'Its phases in time order.' }),
});
export type SadeSatiPeriod = Static<typeof SadeSatiPeriod>;

export const SadeSati = closedObject('The Sade Sati and Dhaiya periods of a life, from Saturn\'s sidereal ingresses.', {
  ayanamsa: ayanamsaMember(),
  moonSign: oneOf(SIGNS, 'The natal Moon\'s sidereal sign (janma rashi).'),
  from: isoDateTime('Birth, UTC.'),
  to: isoDateTime('End of the range, UTC.'),
  periods: Type.Array(SadeSatiPeriod, { description: 'In time order.' }),
  ...birthPlaceEchoMember(),
});
export type SadeSati = Static<typeof SadeSati>;
