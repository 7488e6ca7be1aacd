import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { houseNumber, integerIn, isoDate, isoDateOrDateTime, longitudeDeg, oneOf, text } from './fields.js';
import { SignContext, horoscopeEventsMember } from './horoscope-parts.js';
import { perspective, perspectiveEcho, sign, spanMembers, year } from './horoscope-query-fields.js';
import { closedObject } from './closed-object.js';
import { eclipseFactMembers } from './eclipses.js';
import { narrativeFlag, narrativeLocale, narrativeMember, narrativeWarningsMember } from './horoscope-narrative.js';
import { zodiacMembers, zodiacRecordMembers } from './members.js';

/**
 * The yearly horoscope (`GET /horoscope/yearly`, `yearlyHoroscope`): its query and record.
 */

export const YearlyHoroscopeQuery = closedObject('Query for a yearly horoscope (GET /api/v1/horoscope/yearly).', {
  sign: sign(),
  year: year(),
  perspective: perspective(),
  narrative: narrativeFlag(),
  locale: narrativeLocale(),
  ...zodiacMembers(),
});
export type YearlyHoroscopeQuery = Static<typeof YearlyHoroscopeQuery>;

export const Quarter = closedObject('One calendar quarter of a yearly horoscope.', {
  quarter: integerIn(1, 4, 'Calendar quarter.'),
  ...spanMembers('quarter', 'Sign ingresses of Sun–Pluto during the quarter.'),
});
export type Quarter = Static<typeof Quarter>;

export const EclipseEntry = closedObject('An eclipse of the year.', {
  date: isoDate('Date of greatest eclipse (UT).'),
  type: text('Eclipse type in words, kind included (for example "total lunar").'),
  sign: oneOf(SIGNS, 'Zodiac sign of the eclipse: the sign of its lunation (Sun = Moon for a solar eclipse).'),
  isDirectImpact: Type.Boolean({ description: 'True when the eclipse falls in the queried sign or its opposite.' }),
  ...eclipseFactMembers(),
});
export type EclipseEntry = Static<typeof EclipseEntry>;

export const RetrogradeEntry = closedObject('A retrograde period that overlaps the year.', {
  body: oneOf(BODIES, 'The retrograde planet.'),
  startDate: isoDateOrDateTime('Retrograde station.'),
  endDate: isoDateOrDateTime('Direct station.'),
  startSign: oneOf(SIGNS, 'Sign of the retrograde station.'),
  endSign: oneOf(SIGNS, 'Sign of the direct station (another sign when the planet backs over a sign boundary).'),
});
export type RetrogradeEntry = Static<typeof RetrogradeEntry>;

export const ConjunctionEntry = closedObject('A conjunction of two of Jupiter–Pluto (issue 26).', {
  date: isoDateOrDateTime('When the apparent longitudes are equal (UT).'),
  bodies: Type.Array(oneOf(BODIES, 'A planet.'), { minItems: 2, maxItems: 2, description: 'Faster first.' }),
  longitude: longitudeDeg('Longitude, degrees.'),
  sign: oneOf(SIGNS, 'Sign.'),
  house: houseNumber('Solar house from the queried sign.'),
});
export type ConjunctionEntry = Static<typeof ConjunctionEntry>;

export const HousePassage = closedObject('Jupiter or Saturn in one sign within the year (issue 26).', {
  body: oneOf(BODIES, 'Jupiter or Saturn.'),
  sign: oneOf(SIGNS, 'Sign.'),
  house: houseNumber('Solar house from the queried sign.'),
  startDate: isoDateOrDateTime('Start (UT).'),
  endDate: isoDateOrDateTime('End (UT).'),
});
export type HousePassage = Static<typeof HousePassage>;

export const YearlyHoroscope = closedObject('Yearly horoscope data for one sign.', {
  sign: sign(),
  year: year(),
  signContext: SignContext,
  quarters: Type.Array(Quarter, { minItems: 4, maxItems: 4, description: 'The four calendar quarters.' }),
  eclipses: Type.Array(EclipseEntry, { description: 'Solar and lunar eclipses of the year, in time order.' }),
  retrogrades: Type.Array(RetrogradeEntry, { description: 'Retrograde periods overlapping the year.' }),
  perspective: perspectiveEcho('Urania extension'),
  conjunctions: Type.Optional(Type.Array(ConjunctionEntry, { description: 'Slow-planet conjunctions of the year (Urania extension).' })),
  housePassages: Type.Optional(Type.Array(HousePassage, { description: 'Jupiter’s and Saturn’s signs and houses in the year (Urania extension).' })),
  events: horoscopeEventsMember('the year'),
  narrative: narrativeMember('the year'),
  warnings: narrativeWarningsMember(),
  ...zodiacRecordMembers(),
});
export type YearlyHoroscope = Static<typeof YearlyHoroscope>;
