import { type Static } from 'typebox';
import { date, readerMembers } from './horoscope-query-fields.js';
import { closedObject } from './closed-object.js';
import { narrativeFlag, narrativeLocale } from './horoscope-narrative.js';
import { zodiacMembers } from './members.js';

/**
 * The daily horoscopes of the twelve signs (`GET /horoscope/all`, `allHoroscopes`): its query (the record is an
 * array of twelve `Horoscope`s).
 */

export const AllHoroscopesQuery = closedObject('Query for the daily horoscopes of all twelve signs.', {
  date: date(),
  ...readerMembers(),
  narrative: narrativeFlag(),
  locale: narrativeLocale(),
  ...zodiacMembers(),
});
export type AllHoroscopesQuery = Static<typeof AllHoroscopesQuery>;
