import { Type, type Static } from 'typebox';
import { BODIES, MOON_PHASES, PERSPECTIVES, SIGNS } from './enums.js';
import { integerIn, isoDate, isoDateOrDateTime, oneOf, supportedYear, text } from './fields.js';
import { Ingress, SignContext } from './horoscope-parts.js';
import { perspective, sign, timezone } from './horoscope-query-fields.js';
import { KEY_DATE_EVENT_TYPES } from './record-enums.js';

/**
 * The monthly horoscope (`GET /horoscope/monthly`, `monthlyHoroscope`): its query and record.
 */

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

export const WeeklyBreakdown = Type.Object(
  {
    weekNumber: integerIn(1, 4, 'Week within the month (week 4 runs to the month’s end).'),
    startDate: isoDate('First day of the week.'),
    endDate: isoDate('Last day of the week.'),
    ingresses: Type.Array(Ingress, { description: 'Sign ingresses during the week.' }),
  },
  { additionalProperties: false, description: 'One week of a monthly horoscope.' },
);
export type WeeklyBreakdown = Static<typeof WeeklyBreakdown>;

export const KeyDate = Type.Object(
  {
    date: isoDateOrDateTime('When the event happens.'),
    event: text('What happens, in words (for example "Full Moon in Leo").'),
    eventType: oneOf(KEY_DATE_EVENT_TYPES, 'Kind of event.'),
    planet: Type.Optional(oneOf(BODIES, 'Planet changing sign (ingress events).')),
    sign: Type.Optional(oneOf(SIGNS, 'Sign entered (ingress events) or of the lunation (moonPhase events).')),
  },
  { additionalProperties: false, description: 'A notable date of the month.' },
);
export type KeyDate = Static<typeof KeyDate>;

export const MoonPhaseEntry = Type.Object(
  {
    phase: oneOf(MOON_PHASES, 'The lunar phase reached.'),
    date: isoDateOrDateTime('When the phase is exact.'),
  },
  { additionalProperties: false, description: 'A lunar phase within the month.' },
);
export type MoonPhaseEntry = Static<typeof MoonPhaseEntry>;

export const MonthlyHoroscope = Type.Object(
  {
    sign: oneOf(SIGNS, 'The queried sign.'),
    year: supportedYear('Calendar year.'),
    month: integerIn(1, 12, 'Calendar month.'),
    signContext: SignContext,
    weeklyBreakdown: Type.Array(WeeklyBreakdown, { minItems: 4, maxItems: 4, description: 'Weeks 1 to 4.' }),
    keyDates: Type.Array(KeyDate, { description: 'Lunations and ingresses of the month, in time order.' }),
    moonPhases: Type.Array(MoonPhaseEntry, { description: 'Principal lunar phases of the month, in time order.' }),
    perspective: Type.Optional(oneOf(PERSPECTIVES, 'Chart factor the horoscope is read from (Urania extension).')),
  },
  { additionalProperties: false, description: 'Monthly horoscope data for one sign.' },
);
export type MonthlyHoroscope = Static<typeof MonthlyHoroscope>;
