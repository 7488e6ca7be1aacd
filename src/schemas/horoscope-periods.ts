import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES, MOON_PHASES, PERSPECTIVES, SIGNS } from './enums.js';
import {
  integerIn, isoDate, isoDateOrDateTime, oneOf, score, supportedYear, text, textList,
} from './fields.js';
import { SignContext } from './horoscope.js';
import { KEY_DATE_EVENT_TYPES } from './record-enums.js';

/** Spec "Horoscope records": monthly and yearly horoscopes, their parts, and sign compatibility. */

export const Ingress = Type.Object(
  {
    planet: oneOf(BODIES, 'The planet changing sign.'),
    sign: oneOf(SIGNS, 'Sign the planet enters.'),
    date: isoDateOrDateTime('When the planet enters the sign (UT instant).'),
  },
  { additionalProperties: false, description: 'A planet entering a sign.' },
);
export type Ingress = Static<typeof Ingress>;

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

export const Quarter = Type.Object(
  {
    quarter: integerIn(1, 4, 'Calendar quarter.'),
    startDate: isoDate('First day of the quarter.'),
    endDate: isoDate('Last day of the quarter.'),
    ingresses: Type.Array(Ingress, { description: 'Sign ingresses of Sun–Pluto during the quarter.' }),
  },
  { additionalProperties: false, description: 'One calendar quarter of a yearly horoscope.' },
);
export type Quarter = Static<typeof Quarter>;

export const EclipseEntry = Type.Object(
  {
    date: isoDate('Date of greatest eclipse (UT).'),
    type: text('Eclipse type in words, kind included (for example "total lunar").'),
    sign: oneOf(SIGNS, 'Zodiac sign of the eclipse.'),
    isDirectImpact: Type.Boolean({ description: 'True when the eclipse falls in the queried sign or its opposite.' }),
  },
  { additionalProperties: false, description: 'An eclipse of the year.' },
);
export type EclipseEntry = Static<typeof EclipseEntry>;

export const RetrogradeEntry = Type.Object(
  {
    body: oneOf(BODIES, 'The retrograde planet.'),
    startDate: isoDateOrDateTime('Retrograde station.'),
    endDate: isoDateOrDateTime('Direct station.'),
    startSign: oneOf(SIGNS, 'Sign of the retrograde station.'),
  },
  { additionalProperties: false, description: 'A retrograde period that overlaps the year.' },
);
export type RetrogradeEntry = Static<typeof RetrogradeEntry>;

export const YearlyHoroscope = Type.Object(
  {
    sign: oneOf(SIGNS, 'The queried sign.'),
    year: supportedYear('Calendar year.'),
    signContext: SignContext,
    quarters: Type.Array(Quarter, { minItems: 4, maxItems: 4, description: 'The four calendar quarters.' }),
    eclipses: Type.Array(EclipseEntry, { description: 'Solar and lunar eclipses of the year, in time order.' }),
    retrogrades: Type.Array(RetrogradeEntry, { description: 'Retrograde periods overlapping the year.' }),
    perspective: Type.Optional(oneOf(PERSPECTIVES, 'Chart factor the horoscope is read from (Urania extension).')),
  },
  { additionalProperties: false, description: 'Yearly horoscope data for one sign.' },
);
export type YearlyHoroscope = Static<typeof YearlyHoroscope>;

export const SignCompatibility = Type.Object(
  {
    sign1: oneOf(SIGNS, 'First sign.'),
    sign2: oneOf(SIGNS, 'Second sign.'),
    overallScore: score(0, 100, 'Overall compatibility.'),
    elementHarmony: score(0, 10, 'Harmony of the two elements.'),
    modalityInteraction: score(0, 10, 'Interaction of the two modalities.'),
    naturalAspect: oneOf(ASPECT_TYPES, 'Aspect between the two signs counted whole-sign (same sign: conjunction).'),
    naturalAspectScore: score(0, 10, 'Score of the natural aspect.'),
    narrative: text('Reading of the pairing in words.'),
    strengths: textList('Strengths of the pairing.'),
    challenges: textList('Challenges of the pairing.'),
  },
  { additionalProperties: false, description: 'Compatibility of two sun signs.' },
);
export type SignCompatibility = Static<typeof SignCompatibility>;
