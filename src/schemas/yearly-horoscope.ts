import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { integerIn, isoDate, isoDateOrDateTime, oneOf, text } from './fields.js';
import { SignContext } from './horoscope-parts.js';
import { perspective, perspectiveEcho, sign, spanMembers, year } from './horoscope-query-fields.js';
import { closedObject } from './closed-object.js';
import { eclipseFactMembers } from './eclipses.js';
import { narrativeFlag, narrativeMember } from './horoscope-narrative.js';
import { zodiacMembers, zodiacRecordMembers } from './members.js';

/**
 * The yearly horoscope (`GET /horoscope/yearly`, `yearlyHoroscope`): its query and record.
 */

export const YearlyHoroscopeQuery = closedObject('Query for a yearly horoscope (GET /api/v1/horoscope/yearly).', {
  sign: sign(),
  year: year(),
  perspective: perspective(),
  narrative: narrativeFlag(),
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
});
export type RetrogradeEntry = Static<typeof RetrogradeEntry>;

export const YearlyHoroscope = closedObject('Yearly horoscope data for one sign.', {
  sign: sign(),
  year: year(),
  signContext: SignContext,
  quarters: Type.Array(Quarter, { minItems: 4, maxItems: 4, description: 'The four calendar quarters.' }),
  eclipses: Type.Array(EclipseEntry, { description: 'Solar and lunar eclipses of the year, in time order.' }),
  retrogrades: Type.Array(RetrogradeEntry, { description: 'Retrograde periods overlapping the year.' }),
  perspective: perspectiveEcho('Urania extension'),
  narrative: narrativeMember('the year'),
  ...zodiacRecordMembers(),
});
export type YearlyHoroscope = Static<typeof YearlyHoroscope>;
