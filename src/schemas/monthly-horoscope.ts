import { Type, type Static } from 'typebox';
import { BODIES, MOON_PHASES, SIGNS } from './enums.js';
import { integerIn, isoDateOrDateTime, oneOf, text } from './fields.js';
import { SignContext, horoscopeEventsMember } from './horoscope-parts.js';
import { month, perspectiveEcho, readerMembers, sign, spanMembers, year } from './horoscope-query-fields.js';
import { KEY_DATE_EVENT_TYPES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { narrativeFlag, narrativeLocale, narrativeMember, narrativeWarningsMember } from './horoscope-narrative.js';
import { zodiacMembers, zodiacRecordMembers } from './members.js';

/**
 * The monthly horoscope (`GET /horoscope/monthly`, `monthlyHoroscope`): its query and record.
 */

export const MonthlyHoroscopeQuery = closedObject('Query for a monthly horoscope.', {
  sign: sign(),
  year: year(),
  month: month(),
  ...readerMembers(),
  narrative: narrativeFlag(),
  locale: narrativeLocale(),
  ...zodiacMembers(),
});
export type MonthlyHoroscopeQuery = Static<typeof MonthlyHoroscopeQuery>;

export const WeeklyBreakdown = closedObject('One week of a monthly horoscope.', {
  weekNumber: integerIn(1, 4, 'Week within the month (week 4 runs to the month’s end).'),
  ...spanMembers('week', 'Sign ingresses during the week.'),
});
export type WeeklyBreakdown = Static<typeof WeeklyBreakdown>;

export const KeyDate = closedObject('A notable date of the month.', {
  date: isoDateOrDateTime('When the event happens.'),
  event: text('What happens, in words, in the record’s locale (issue 31; English by default, for example "Full Moon in Leo").'),
  eventType: oneOf(KEY_DATE_EVENT_TYPES, 'Kind of event.'),
  planet: Type.Optional(oneOf(BODIES, 'Planet changing sign or stationing.')),
  sign: Type.Optional(oneOf(SIGNS, 'Sign entered, of the lunation or of the station.')),
});
export type KeyDate = Static<typeof KeyDate>;

export const MoonPhaseEntry = closedObject('A lunar phase within the month.', {
  phase: oneOf(MOON_PHASES, 'The lunar phase reached.'),
  date: isoDateOrDateTime('When the phase is exact.'),
});
export type MoonPhaseEntry = Static<typeof MoonPhaseEntry>;

export const MonthlyHoroscope = closedObject('Monthly horoscope data for one sign.', {
  sign: sign(),
  year: year(),
  month: month(),
  signContext: SignContext,
  weeklyBreakdown: Type.Array(WeeklyBreakdown, { minItems: 4, maxItems: 4, description: 'Weeks 1 to 4.' }),
  keyDates: Type.Array(KeyDate, { description: 'Lunations, ingresses and stations of the month, in time order.' }),
  moonPhases: Type.Array(MoonPhaseEntry, { description: 'Principal lunar phases of the month, in time order.' }),
  perspective: perspectiveEcho('Urania extension'),
  events: horoscopeEventsMember('the month'),
  narrative: narrativeMember('the month'),
  warnings: narrativeWarningsMember(),
  ...zodiacRecordMembers(),
});
export type MonthlyHoroscope = Static<typeof MonthlyHoroscope>;
