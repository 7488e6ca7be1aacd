import { Type, type Static } from 'typebox';
import { TimedBirthData } from './birth-data.js';
import { houseSystemMember } from './birth-members.js';
import { CivilTimeReading } from './civil-time-reading.js';
import { closedObject } from './closed-object.js';
import { warningsLocaleMember } from './label-locale.js';
import { BODIES, TWELVE_HOUSE_SYSTEMS } from './enums.js';
import { integerIn, isoDate, isoDateTime, oneOf, text, timeZoneName } from './fields.js';
import { ayanamsaMember, orbProfileMember } from './members.js';
import { CHART_ANGLES } from './natal-chart.js';
import { DASHA_LORDS } from './record-enums.js';

/** The facts of a chart whose change over an uncertain birth time `birthTimeSensitivity` reports (issue 24). */
export const SENSITIVITY_FACTS = [
  'ascendantSign', 'midheavenSign', 'house', 'moonSign', 'moonNakshatra', 'navamsaAscendant', 'chartRuler', 'dashaLord',
  'angleAspect',
] as const;

/** The largest half-window, minutes (±12 hours: a whole day of birth times). */
export const SENSITIVITY_MAX_MINUTES = 720;

const CLOCK_TIME_SECONDS = '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$';
const clockTimeSeconds = (description: string) => Type.String({ pattern: CLOCK_TIME_SECONDS, description });

export const BirthTimeSensitivityRequest = closedObject('Request for the sensitivity of a chart to its birth time.', {
  birth: TimedBirthData,
  plusMinusMinutes: integerIn(1, SENSITIVITY_MAX_MINUTES, 'Half-width of the window of birth times examined, minutes (1..720).'),
  houseSystem: houseSystemMember('House system of the houses examined; default Placidus.'),
  orbProfile: orbProfileMember('Orb table of the aspects to the angles; default modern-western.'),
  ayanamsa: ayanamsaMember(),
  locale: warningsLocaleMember(),
});
export type BirthTimeSensitivityRequest = Static<typeof BirthTimeSensitivityRequest>;

const factMembers = () => ({
  fact: oneOf(SENSITIVITY_FACTS, 'The fact: ascendantSign, midheavenSign, house (of body), moonSign, moonNakshatra, navamsaAscendant, chartRuler, dashaLord, angleAspect (of body to angle).'),
  body: Type.Optional(oneOf(BODIES, 'The body, for house and angleAspect.')),
  angle: Type.Optional(oneOf(CHART_ANGLES, 'The angle, for angleAspect.')),
});

/** A fact that keeps one value over the whole window. */
export const SensitivityStay = closedObject('A fact that stays the same over the window.', {
  ...factMembers(),
  value: text('Its value: a sign, a house number, a nakshatra, a planet, an aspect type or none.'),
});
export type SensitivityStay = Static<typeof SensitivityStay>;

/** A fact that changes within the window, and when. */
export const SensitivityChange = closedObject('A fact that changes within the window, at a birth time found to a second.', {
  ...factMembers(),
  from: text('The value before the change (none: no aspect).'),
  to: text('The value after the change.'),
  date: isoDate('Local civil date of the change.'),
  clockTime: clockTimeSeconds('Local wall-clock time of the change, HH:MM:SS (the zone’s offset at that instant).'),
  instant: isoDateTime('UT instant of the change.'),
  minutesFromBirth: Type.Number({ description: 'Minutes from the given birth time to the change (negative: before).' }),
});
export type SensitivityChange = Static<typeof SensitivityChange>;

/** One end of the window. */
export const SensitivityWindowEnd = closedObject('One end of the window of birth times.', {
  date: isoDate('Local civil date.'),
  clockTime: clockTimeSeconds('Local wall-clock time, HH:MM:SS.'),
  instant: isoDateTime('UT instant.'),
});
export type SensitivityWindowEnd = Static<typeof SensitivityWindowEnd>;

/** How the Vimshottari dates move with the birth time. */
export const DashaSensitivity = closedObject('How the Vimshottari dasha dates move with the birth time.', {
  lord: oneOf(DASHA_LORDS, 'Lord of the mahadasha running at the given birth time (the Moon’s nakshatra lord).'),
  balanceYears: Type.Number({ minimum: 0, description: 'Years of that mahadasha still to run at birth (the balance).' }),
  daysPerMinute: Type.Number({
    description: 'Days by which every dasha date moves for each minute the birth time moves later (negative: earlier); over the window, while the lord stays.',
  }),
});
export type DashaSensitivity = Static<typeof DashaSensitivity>;

export const BirthTimeSensitivity = closedObject('What stays and what changes in a chart over a window of birth times.', {
  birthDate: isoDate('Local civil date of birth (echoed).'),
  birthTime: Type.String({ description: 'Local wall-clock time of birth (echoed).' }),
  plusMinusMinutes: integerIn(1, SENSITIVITY_MAX_MINUTES, 'Half-width of the window, minutes (echoed).'),
  timezone: timeZoneName('Time zone of the birth time.'),
  houseSystem: oneOf(TWELVE_HOUSE_SYSTEMS, 'House system of the houses examined.'),
  from: SensitivityWindowEnd,
  to: SensitivityWindowEnd,
  stays: Type.Array(SensitivityStay, { description: 'The facts that keep one value over the whole window.' }),
  changes: Type.Array(SensitivityChange, { description: 'Each change of a fact within the window, in time order.' }),
  dasha: DashaSensitivity,
  civilTime: CivilTimeReading,
  warnings: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { description: 'Notes on the birth’s civil time.' })),
});
export type BirthTimeSensitivity = Static<typeof BirthTimeSensitivity>;
