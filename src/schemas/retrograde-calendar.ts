import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { integerIn, isoDateOrDateTime, oneOf, SUPPORTED_YEARS, supportedYear } from './fields.js';
import { closedObject } from './closed-object.js';
import { planetMember } from './members.js';

/** The retrograde calendar (`retrogradeCalendar`, `GET /retrogrades`): the year asked for and the record. */

/**
 * `retrogradeCalendar(year)`: a calendar year whose retrograde shadows stay inside the supported span
 * (`SUPPORTED_YEARS` less a year at each end).
 */
export const RetrogradeCalendarYear = integerIn(SUPPORTED_YEARS.first + 1, SUPPORTED_YEARS.last - 1, 'Calendar year (UT).');
export type RetrogradeCalendarYear = Static<typeof RetrogradeCalendarYear>;

/** Named by Urania: an item of RetrogradeCalendarResponse's `retrogrades`. */
export const RetrogradePeriod = closedObject('A retrograde period with its shadows.', {
  body: planetMember(),
  shadowStart: isoDateOrDateTime('When the planet first reaches the longitude of its later direct station.'),
  stationRetrograde: isoDateOrDateTime('Retrograde station.'),
  stationDirect: isoDateOrDateTime('Direct station.'),
  shadowEnd: isoDateOrDateTime('When the planet regains the longitude of its retrograde station.'),
  retrogradeStartSign: oneOf(SIGNS, 'Sign at the retrograde station.'),
  retrogradeEndSign: oneOf(SIGNS, 'Sign at the direct station.'),
});
export type RetrogradePeriod = Static<typeof RetrogradePeriod>;

export const RetrogradeCalendarResponse = closedObject('The retrograde periods of a year.', {
  year: supportedYear('Calendar year.'),
  retrogrades: Type.Array(RetrogradePeriod, { description: 'Retrograde periods overlapping the year, in time order.' }),
});
export type RetrogradeCalendarResponse = Static<typeof RetrogradeCalendarResponse>;
