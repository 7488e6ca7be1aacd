import { Type, type Static } from 'typebox';
import { BODIES, MOON_PHASES, PERSPECTIVES, SIGNS } from './enums.js';
import { isoDate, oneOf, percent } from './fields.js';
import { SignContext, TransitToSign, VoidOfCourseStatus } from './horoscope-parts.js';
import { date, perspective, sign, timezone } from './horoscope-query-fields.js';

/**
 * The daily horoscope (`GET /horoscope/daily`, `dailyHoroscope`): its query and record.
 */

export const DailyHoroscopeQuery = Type.Object(
  { sign: sign(), date: date(), timezone: timezone(), perspective: perspective() },
  { additionalProperties: false, description: 'Query for a daily horoscope.' },
);
export type DailyHoroscopeQuery = Static<typeof DailyHoroscopeQuery>;

export const RulerCondition = Type.Object(
  {
    ruler: oneOf(BODIES, 'Ruling planet of the queried sign.'),
    sign: oneOf(SIGNS, 'Sign the ruler occupies on the day.'),
  },
  { additionalProperties: false, description: 'Where the sign’s ruler stands on the day (daily horoscope).' },
);
export type RulerCondition = Static<typeof RulerCondition>;

export const MoonContext = Type.Object(
  {
    phase: oneOf(MOON_PHASES, 'Named lunar phase of the day.'),
    illumination: percent('Illuminated fraction of the Moon’s disc.'),
  },
  { additionalProperties: false, description: 'The Moon’s phase on the day.' },
);
export type MoonContext = Static<typeof MoonContext>;

export const RetrogradeStatus = Type.Object(
  {
    planet: oneOf(BODIES, 'A planet retrograde on the day.'),
    sign: oneOf(SIGNS, 'Sign the retrograde planet occupies.'),
    isTransitingSign: Type.Boolean({ description: 'True when the planet is in the queried sign.' }),
  },
  { additionalProperties: false, description: 'A planet currently retrograde.' },
);
export type RetrogradeStatus = Static<typeof RetrogradeStatus>;

export const Horoscope = Type.Object(
  {
    sign: oneOf(SIGNS, 'The queried sign.'),
    date: isoDate('The day of the horoscope (local date in the query’s time zone).'),
    signContext: SignContext,
    rulerCondition: RulerCondition,
    moonContext: MoonContext,
    voidOfCourseStatus: VoidOfCourseStatus,
    transits: Type.Array(TransitToSign, { maxItems: 3, description: 'Up to three key transits, most significant first.' }),
    retrogrades: Type.Array(RetrogradeStatus, { description: 'Planets retrograde on the day.' }),
    perspective: Type.Optional(oneOf(PERSPECTIVES, 'Chart factor the horoscope is read from (echoed from the query).')),
  },
  { additionalProperties: false, description: 'Daily horoscope data for one sign.' },
);
export type Horoscope = Static<typeof Horoscope>;
