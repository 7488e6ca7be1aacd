import { Type, type Static } from 'typebox';
import { date, perspective, timezone } from './horoscope-query-fields.js';

/**
 * The daily horoscopes of the twelve signs (`GET /horoscope/all`, `allHoroscopes`): its query (the record is an
 * array of twelve `Horoscope`s).
 */

export const AllHoroscopesQuery = Type.Object(
  { date: date(), timezone: timezone(), perspective: perspective() },
  { additionalProperties: false, description: 'Query for the daily horoscopes of all twelve signs.' },
);
export type AllHoroscopesQuery = Static<typeof AllHoroscopesQuery>;
