import { Type, type Static } from 'typebox';
import { BODIES, PERSPECTIVES, SIGNS } from './enums.js';
import { integerIn, isoDate, isoDateOrDateTime, oneOf, supportedYear, text } from './fields.js';
import { Ingress, SignContext } from './horoscope-parts.js';
import { perspective, sign } from './horoscope-query-fields.js';

/**
 * The yearly horoscope (`GET /horoscope/yearly`, `yearlyHoroscope`): its query and record.
 */

export const YearlyHoroscopeQuery = Type.Object(
  { sign: sign(), year: supportedYear('Calendar year.'), perspective: perspective() },
  { additionalProperties: false, description: 'Query for a yearly horoscope (GET /api/v1/horoscope/yearly).' },
);
export type YearlyHoroscopeQuery = Static<typeof YearlyHoroscopeQuery>;

export const Quarter = Type.Object(
  {
    quarter: integerIn(1, 4, 'Calendar quarter.'),
    startDate: isoDate('First day of the quarter.'),
    endDate: isoDate('Last day of the quarter.'),
    ingresses: Type.Array(Ingress, { description: 'Sign ingresses of Sun–Pluto during the quarter.' }),
  },
  { additionalProperties: false, description: 'One calendar quarter of a yearly horoscope.' },
);
export type Quarter = Static<typeof Quarter>;

export const EclipseEntry = Type.Object(
  {
    date: isoDate('Date of greatest eclipse (UT).'),
    type: text('Eclipse type in words, kind included (for example "total lunar").'),
    sign: oneOf(SIGNS, 'Zodiac sign of the eclipse.'),
    isDirectImpact: Type.Boolean({ description: 'True when the eclipse falls in the queried sign or its opposite.' }),
  },
  { additionalProperties: false, description: 'An eclipse of the year.' },
);
export type EclipseEntry = Static<typeof EclipseEntry>;

export const RetrogradeEntry = Type.Object(
  {
    body: oneOf(BODIES, 'The retrograde planet.'),
    startDate: isoDateOrDateTime('Retrograde station.'),
    endDate: isoDateOrDateTime('Direct station.'),
    startSign: oneOf(SIGNS, 'Sign of the retrograde station.'),
  },
  { additionalProperties: false, description: 'A retrograde period that overlaps the year.' },
);
export type RetrogradeEntry = Static<typeof RetrogradeEntry>;

export const YearlyHoroscope = Type.Object(
  {
    sign: oneOf(SIGNS, 'The queried sign.'),
    year: supportedYear('Calendar year.'),
    signContext: SignContext,
    quarters: Type.Array(Quarter, { minItems: 4, maxItems: 4, description: 'The four calendar quarters.' }),
    eclipses: Type.Array(EclipseEntry, { description: 'Solar and lunar eclipses of the year, in time order.' }),
    retrogrades: Type.Array(RetrogradeEntry, { description: 'Retrograde periods overlapping the year.' }),
    perspective: Type.Optional(oneOf(PERSPECTIVES, 'Chart factor the horoscope is read from (Urania extension).')),
  },
  { additionalProperties: false, description: 'Yearly horoscope data for one sign.' },
);
export type YearlyHoroscope = Static<typeof YearlyHoroscope>;
