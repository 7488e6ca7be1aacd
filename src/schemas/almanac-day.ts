import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { isoDate, isoDateTime, longitudeDeg, nonNegative, oneOf, text } from './fields.js';
import { date, timezone } from './horoscope-query-fields.js';
import { closedObject } from './closed-object.js';
import { illuminationMember, lunarPhaseMember, moonSignMember, phaseConventionMember, phaseInstantMember, voidOfCourseMember } from './moon-members.js';
import { zodiacMembers, zodiacRecordMembers } from './members.js';
import { localeMember } from './interpretation.js';
import { textWarningsMember } from './text-warnings-member.js';

/**
 * The almanac of a day (`GET /almanac`, `almanacDay`): its query (shared by lunar guidance) and record.
 */

export const AlmanacQuery = closedObject('Query for an almanac day or lunar guidance.', {
  date: date(),
  timezone: timezone(),
  // Issue 15 (docs/zodiac.md "Sidereal everywhere"): the Moon's sign, longitude and void in a sidereal zodiac.
  ...zodiacMembers(),
  // Issue 31: the day's highlight (almanac) and the recommendations (lunar guidance) in the reader's language.
  locale: localeMember(),
});
export type AlmanacQuery = Static<typeof AlmanacQuery>;

/** Named by Urania: AlmanacDay's inline `moonPhase`. */
export const AlmanacMoonPhase = closedObject('The Moon’s phase on the day.', {
  phase: lunarPhaseMember(),
  illumination: illuminationMember(),
  phaseConvention: phaseConventionMember(),
  phaseInstant: phaseInstantMember(),
});
export type AlmanacMoonPhase = Static<typeof AlmanacMoonPhase>;

/** Named by Urania: an item of AlmanacDay's `retrogradePlanets`. */
export const RetrogradePlanet = closedObject('A planet retrograde on the day.', {
  body: oneOf(BODIES, 'The retrograde planet.'),
  sign: oneOf(SIGNS, 'Sign it occupies.'),
});
export type RetrogradePlanet = Static<typeof RetrogradePlanet>;

/** Named by Urania: AlmanacDay's `vocDetails`. */
export const VoidOfCourseDetails = closedObject('Details of a void-of-course Moon.', {
  ends: isoDateTime('When the void-of-course period ends (UT).'),
  remainingMinutes: nonNegative('Minutes from the reference instant to the end.'),
});
export type VoidOfCourseDetails = Static<typeof VoidOfCourseDetails>;

export const AlmanacDay = closedObject('Almanac of one day.', {
  date: isoDate('The day (local date).'),
  moonPhase: AlmanacMoonPhase,
  moonSign: moonSignMember(),
  moonLongitude: longitudeDeg('Longitude of the Moon.'),
  isVoidOfCourse: voidOfCourseMember(),
  vocDetails: Type.Optional(VoidOfCourseDetails),
  retrogradePlanets: Type.Array(RetrogradePlanet, { description: 'Planets retrograde on the day.' }),
  dayHighlight: text('The day’s most notable sky event in words.'),
  warnings: textWarningsMember(),
  ...zodiacRecordMembers(),
});
export type AlmanacDay = Static<typeof AlmanacDay>;
