import { Type, type Static } from 'typebox';
import { PERSPECTIVES, SIGNS } from './enums.js';
import { integerIn, isoDateOrDateTime, oneOf, supportedYear, timeZoneName } from './fields.js';

/**
 * Horoscope queries (issue 6; spec endpoints GET /horoscope/weekly and /horoscope/yearly). `date` is optional
 * where the endpoint defaults it to today: the HTTP adapter fills it from the clock, the core composers
 * require it (they never read the clock) and throw MISSING_ARGUMENT without it.
 */

const sign = () => oneOf(SIGNS, 'The queried sign.');
const perspective = () => Type.Optional(oneOf(PERSPECTIVES, 'Chart factor to read from; default sun.'));
const timezone = () => Type.Optional(timeZoneName('Zone that date-only values are local dates in; default UTC.'));
const date = () => Type.Optional(isoDateOrDateTime('Day of the query; defaults to today in the HTTP adapter.'));

export const DailyHoroscopeQuery = Type.Object(
  { sign: sign(), date: date(), timezone: timezone(), perspective: perspective() },
  { additionalProperties: false, description: 'Query for a daily horoscope.' },
);
export type DailyHoroscopeQuery = Static<typeof DailyHoroscopeQuery>;

export const WeeklyHoroscopeQuery = Type.Object(
  {
    sign: sign(),
    date: Type.Optional(isoDateOrDateTime('A day of the ISO week wanted; defaults to today in the HTTP adapter.')),
    timezone: timezone(),
    perspective: perspective(),
  },
  { additionalProperties: false, description: 'Query for a weekly horoscope (GET /api/v1/horoscope/weekly).' },
);
export type WeeklyHoroscopeQuery = Static<typeof WeeklyHoroscopeQuery>;

export const MonthlyHoroscopeQuery = Type.Object(
  {
    sign: sign(),
    year: supportedYear('Calendar year.'),
    month: integerIn(1, 12, 'Calendar month.'),
    timezone: timezone(),
    perspective: perspective(),
  },
  { additionalProperties: false, description: 'Query for a monthly horoscope.' },
);
export type MonthlyHoroscopeQuery = Static<typeof MonthlyHoroscopeQuery>;

export const YearlyHoroscopeQuery = Type.Object(
  { sign: sign(), year: supportedYear('Calendar year.'), perspective: perspective() },
  { additionalProperties: false, description: 'Query for a yearly horoscope (GET /api/v1/horoscope/yearly).' },
);
export type YearlyHoroscopeQuery = Static<typeof YearlyHoroscopeQuery>;

export const AllHoroscopesQuery = Type.Object(
  { date: date(), timezone: timezone(), perspective: perspective() },
  { additionalProperties: false, description: 'Query for the daily horoscopes of all twelve signs.' },
);
export type AllHoroscopesQuery = Static<typeof AllHoroscopesQuery>;

export const SignCompatibilityQuery = Type.Object(
  { sign1: oneOf(SIGNS, 'First sign.'), sign2: oneOf(SIGNS, 'Second sign.') },
  { additionalProperties: false, description: 'Query for the compatibility of two signs.' },
);
export type SignCompatibilityQuery = Static<typeof SignCompatibilityQuery>;

export const AlmanacQuery = Type.Object(
  { date: date(), timezone: timezone() },
  { additionalProperties: false, description: 'Query for an almanac day or lunar guidance.' },
);
export type AlmanacQuery = Static<typeof AlmanacQuery>;
