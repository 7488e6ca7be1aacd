import { Type, type Static } from 'typebox';
import { BODIES, MOON_PHASES, SIGNS } from './enums.js';
import { isoDate, oneOf, text } from './fields.js';
import { SignContext, TransitToSign, VoidOfCourseStatus, horoscopeEventsMember } from './horoscope-parts.js';
import { date, perspectiveEcho, readerMembers, sign, signRuler } from './horoscope-query-fields.js';
import { closedObject } from './closed-object.js';
import { illuminationMember, phaseConventionField, phaseInstantField } from './moon-members.js';
import { narrativeFlag, narrativeLocale, narrativeMember, narrativeWarningsMember } from './horoscope-narrative.js';
import { zodiacMembers, zodiacRecordMembers } from './members.js';

/**
 * The daily horoscope (`GET /horoscope/daily`, `dailyHoroscope`): its query and record.
 */

export const DailyHoroscopeQuery = closedObject('Query for a daily horoscope.', {
  sign: sign(),
  date: date(),
  ...readerMembers(),
  narrative: narrativeFlag(),
  locale: narrativeLocale(),
  ...zodiacMembers(),
});
export type DailyHoroscopeQuery = Static<typeof DailyHoroscopeQuery>;

export const RulerCondition = closedObject('Where the sign’s ruler stands on the day (daily horoscope).', {
  ruler: signRuler(),
  sign: oneOf(SIGNS, 'Sign the ruler occupies on the day.'),
});
export type RulerCondition = Static<typeof RulerCondition>;

export const MoonContext = closedObject('The Moon’s phase on the day.', {
  phase: oneOf(MOON_PHASES, 'Named lunar phase of the day.'),
  // Required like every member of the spec's MoonContext ("all required"): the daily record always says them.
  phaseConvention: phaseConventionField(),
  phaseInstant: phaseInstantField(),
  illumination: illuminationMember(),
});
export type MoonContext = Static<typeof MoonContext>;

export const RetrogradeStatus = closedObject('A planet currently retrograde.', {
  planet: oneOf(BODIES, 'A planet retrograde on the day.'),
  sign: oneOf(SIGNS, 'Sign the retrograde planet occupies.'),
  isTransitingSign: Type.Boolean({ description: 'True when the planet is in the queried sign.' }),
});
export type RetrogradeStatus = Static<typeof RetrogradeStatus>;

export const Horoscope = closedObject('Daily horoscope data for one sign.', {
  sign: sign(),
  date: isoDate('The day of the horoscope (local date in the query’s time zone).'),
  signContext: SignContext,
  rulerCondition: RulerCondition,
  moonContext: MoonContext,
  voidOfCourseStatus: VoidOfCourseStatus,
  transits: Type.Array(TransitToSign, { maxItems: 3, description: 'Up to three key transits (within the tight key orbs of docs/horoscopes.md), applying first, then by score; possibly none.' }),
  retrogrades: Type.Array(RetrogradeStatus, { description: 'Planets retrograde on the day.' }),
  perspective: perspectiveEcho('echoed from the query'),
  eclipse: Type.Optional(closedObject('An eclipse whose greatest eclipse falls on the local day (Urania extension, issue 12).', {
    type: text('Eclipse type in words, kind included (for example "total solar").'),
    sign: oneOf(SIGNS, 'Zodiac sign of the eclipse: the sign of its lunation (Sun = Moon for a solar eclipse).'),
  })),
  events: horoscopeEventsMember('the day'),
  narrative: narrativeMember('the day'),
  warnings: narrativeWarningsMember(),
  ...zodiacRecordMembers(),
});
export type Horoscope = Static<typeof Horoscope>;
