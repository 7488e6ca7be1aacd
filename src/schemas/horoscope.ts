import { Type, type Static } from 'typebox';
import {
  ASPECT_NATURES, ASPECT_TYPES, BODIES, ELEMENTS, MODALITIES, MOON_PHASES, PERSPECTIVES, SIGNS,
} from './enums.js';
import { houseNumber, isoDate, isoDateTime, oneOf, orbDeg, percent, textList } from './fields.js';

/** Spec "Horoscope records": the daily and weekly horoscope and their parts. */

export const SignContext = Type.Object(
  {
    element: oneOf(ELEMENTS, 'Element of the sign.'),
    modality: oneOf(MODALITIES, 'Modality of the sign.'),
    keywords: textList('Keywords of the sign.'),
  },
  { additionalProperties: false, description: 'Standing facts about the queried sign.' },
);
export type SignContext = Static<typeof SignContext>;

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

export const VoidOfCourseStatus = Type.Object(
  {
    isVoidOfCourse: Type.Boolean({ description: 'True when the Moon is void of course at the reference instant.' }),
    moonSign: oneOf(SIGNS, 'Sign the Moon occupies.'),
    endsAt: Type.Optional(isoDateTime('When the void-of-course period ends (the Moon’s next sign ingress), UT.')),
  },
  { additionalProperties: false, description: 'Void-of-course state of the Moon.' },
);
export type VoidOfCourseStatus = Static<typeof VoidOfCourseStatus>;

export const TransitToSign = Type.Object(
  {
    planet: oneOf(BODIES, 'The transiting planet.'),
    planetSign: oneOf(SIGNS, 'Sign the transiting planet occupies.'),
    aspectType: oneOf(ASPECT_TYPES, 'Aspect the planet makes to the queried sign.'),
    aspectNature: oneOf(ASPECT_NATURES, 'Nature of that aspect.'),
    orb: orbDeg('Distance from the exact aspect.'),
    isApplying: Type.Boolean({ description: 'True when the aspect is closing, false when separating.' }),
    house: Type.Optional(houseNumber(
      'Whole-sign house the planet transits, counted from the queried sign as the first house (rising perspective only; Urania extension, issue 6).',
    )),
  },
  { additionalProperties: false, description: 'A key transit: a planet’s aspect to the queried sign.' },
);
export type TransitToSign = Static<typeof TransitToSign>;

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

/** Named by Urania: the spec writes this weekly `rulerCondition` inline. */
export const WeeklyRulerCondition = Type.Object(
  {
    ruler: oneOf(BODIES, 'Ruling planet of the queried sign.'),
    startSign: oneOf(SIGNS, 'Sign the ruler occupies at the start of the week.'),
    endSign: oneOf(SIGNS, 'Sign the ruler occupies at the end of the week.'),
    signChanged: Type.Boolean({ description: 'True when the ruler changes sign during the week.' }),
  },
  { additionalProperties: false, description: 'The sign ruler’s movement over the week.' },
);
export type WeeklyRulerCondition = Static<typeof WeeklyRulerCondition>;

export const WeeklyDailySnapshot = Type.Object(
  {
    date: isoDate('Local date of the day.'),
    transits: Type.Array(TransitToSign, { description: 'Key transits of the day.' }),
    moonPhase: oneOf(MOON_PHASES, 'Principal phase on the day of the exact lunation, else the intermediate phase.'),
    voidOfCourse: Type.Boolean({ description: 'True when the Moon is void of course at any moment of the local day.' }),
  },
  { additionalProperties: false, description: 'One day of a weekly horoscope.' },
);
export type WeeklyDailySnapshot = Static<typeof WeeklyDailySnapshot>;

export const WeeklyHoroscope = Type.Object(
  {
    sign: oneOf(SIGNS, 'The queried sign.'),
    weekStart: isoDate('Monday of the ISO week (local date).'),
    weekEnd: isoDate('Sunday of the ISO week (local date).'),
    signContext: SignContext,
    rulerCondition: WeeklyRulerCondition,
    moonPhaseAtStart: oneOf(MOON_PHASES, 'Moon phase at the start of the week.'),
    moonPhaseAtEnd: oneOf(MOON_PHASES, 'Moon phase at the end of the week.'),
    dailySnapshots: Type.Array(WeeklyDailySnapshot, {
      minItems: 7, maxItems: 7, description: 'One snapshot per day, Monday to Sunday.',
    }),
    perspective: Type.Optional(oneOf(PERSPECTIVES, 'Chart factor the horoscope is read from (echoed from the query).')),
  },
  { additionalProperties: false, description: 'Weekly horoscope data for one sign, with daily snapshots.' },
);
export type WeeklyHoroscope = Static<typeof WeeklyHoroscope>;
