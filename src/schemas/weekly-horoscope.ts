import { Type, type Static } from 'typebox';
import { MOON_PHASES, SIGNS } from './enums.js';
import { isoDate, isoDateOrDateTime, oneOf } from './fields.js';
import { SignContext, TransitToSign, horoscopeEventsMember } from './horoscope-parts.js';
import { EclipseEntry } from './yearly-horoscope.js';
import { RetrogradeStatus } from './daily-horoscope.js';
import { MOTION_DIRECTIONS } from './record-enums.js';
import { BODIES } from './enums.js';
import { perspectiveEcho, readerMembers, sign, signRuler } from './horoscope-query-fields.js';
import { closedObject } from './closed-object.js';
import { narrativeFlag, narrativeLocale, narrativeMember, narrativeWarningsMember } from './horoscope-narrative.js';
import { zodiacMembers, zodiacRecordMembers } from './members.js';

/**
 * The weekly horoscope (`GET /horoscope/weekly`, `weeklyHoroscope`): its query and record.
 */

export const WeeklyHoroscopeQuery = closedObject('Query for a weekly horoscope (GET /api/v1/horoscope/weekly).', {
  sign: sign(),
  date: Type.Optional(isoDateOrDateTime('A day of the ISO week wanted; defaults to today in the HTTP adapter.')),
  ...readerMembers(),
  narrative: narrativeFlag(),
  locale: narrativeLocale(),
  ...zodiacMembers(),
});
export type WeeklyHoroscopeQuery = Static<typeof WeeklyHoroscopeQuery>;

/** Named by Urania: the spec writes this weekly `rulerCondition` inline. */
export const WeeklyRulerCondition = closedObject('The sign ruler’s movement over the week.', {
  ruler: signRuler(),
  startSign: oneOf(SIGNS, 'Sign the ruler occupies at the start of the week.'),
  endSign: oneOf(SIGNS, 'Sign the ruler occupies at the end of the week.'),
  signChanged: Type.Boolean({ description: 'True when the ruler changes sign during the week.' }),
});
export type WeeklyRulerCondition = Static<typeof WeeklyRulerCondition>;

export const WeeklyDailySnapshot = closedObject('One day of a weekly horoscope.', {
  date: isoDate('Local date of the day.'),
  transits: Type.Array(TransitToSign, { description: 'Key transits of the day.' }),
  moonPhase: oneOf(MOON_PHASES, 'Principal phase on the day of the exact lunation, else the intermediate phase.'),
  voidOfCourse: Type.Boolean({ description: 'True when the Moon is void of course at any moment of the local day.' }),
});
export type WeeklyDailySnapshot = Static<typeof WeeklyDailySnapshot>;

export const StationEntry = closedObject('A station (issue 26).', {
  date: isoDateOrDateTime('When (UT).'),
  body: oneOf(BODIES, 'The planet.'),
  direction: oneOf(MOTION_DIRECTIONS, 'The motion that begins.'),
  sign: oneOf(SIGNS, 'Sign of the station.'),
});
export type StationEntry = Static<typeof StationEntry>;

export const WeeklyHoroscope = closedObject('Weekly horoscope data for one sign, with daily snapshots.', {
  sign: sign(),
  weekStart: isoDate('Monday of the ISO week (local date).'),
  weekEnd: isoDate('Sunday of the ISO week (local date).'),
  signContext: SignContext,
  rulerCondition: WeeklyRulerCondition,
  moonPhaseAtStart: oneOf(MOON_PHASES, 'Moon phase at the start of the week.'),
  moonPhaseAtEnd: oneOf(MOON_PHASES, 'Moon phase at the end of the week.'),
  dailySnapshots: Type.Array(WeeklyDailySnapshot, {
    minItems: 7, maxItems: 7, description: 'One snapshot per day, Monday to Sunday.',
  }),
  perspective: perspectiveEcho('echoed from the query'),
  eclipses: Type.Optional(Type.Array(EclipseEntry, { description: 'Eclipses of the week (Urania extension).' })),
  stations: Type.Optional(Type.Array(StationEntry, { description: 'Stations of the week (Urania extension).' })),
  retrogrades: Type.Optional(Type.Array(RetrogradeStatus, { description: 'Planets retrograde at midweek, Thursday noon local time (Urania extension).' })),
  events: horoscopeEventsMember('the week'),
  narrative: narrativeMember('the week'),
  warnings: narrativeWarningsMember(),
  ...zodiacRecordMembers(),
});
export type WeeklyHoroscope = Static<typeof WeeklyHoroscope>;
