import { Type, type Static } from 'typebox';
import { BODIES, MOON_PHASES, SIGNS } from './enums.js';
import { isoDate, isoDateTime, longitudeDeg, nonNegative, oneOf, percent, text, textList } from './fields.js';

/** Spec "Chart-derived results": the almanac day and lunar guidance. */

/** Named by Urania: AlmanacDay's inline `moonPhase`. */
export const AlmanacMoonPhase = Type.Object(
  {
    phase: oneOf(MOON_PHASES, 'Named lunar phase.'),
    illumination: percent('Illuminated fraction of the Moon’s disc.'),
  },
  { additionalProperties: false, description: 'The Moon’s phase on the day.' },
);
export type AlmanacMoonPhase = Static<typeof AlmanacMoonPhase>;

/** Named by Urania: an item of AlmanacDay's `retrogradePlanets`. */
export const RetrogradePlanet = Type.Object(
  {
    body: oneOf(BODIES, 'The retrograde planet.'),
    sign: oneOf(SIGNS, 'Sign it occupies.'),
  },
  { additionalProperties: false, description: 'A planet retrograde on the day.' },
);
export type RetrogradePlanet = Static<typeof RetrogradePlanet>;

/** Named by Urania: AlmanacDay's `vocDetails`. */
export const VoidOfCourseDetails = Type.Object(
  {
    ends: isoDateTime('When the void-of-course period ends (UT).'),
    remainingMinutes: nonNegative('Minutes from the reference instant to the end.'),
  },
  { additionalProperties: false, description: 'Details of a void-of-course Moon.' },
);
export type VoidOfCourseDetails = Static<typeof VoidOfCourseDetails>;

export const AlmanacDay = Type.Object(
  {
    date: isoDate('The day (local date).'),
    moonPhase: AlmanacMoonPhase,
    moonSign: oneOf(SIGNS, 'Sign the Moon occupies.'),
    moonLongitude: longitudeDeg('Longitude of the Moon.'),
    isVoidOfCourse: Type.Boolean({ description: 'True when the Moon is void of course.' }),
    vocDetails: Type.Optional(VoidOfCourseDetails),
    retrogradePlanets: Type.Array(RetrogradePlanet, { description: 'Planets retrograde on the day.' }),
    dayHighlight: text('The day’s most notable sky event in words.'),
  },
  { additionalProperties: false, description: 'Almanac of one day.' },
);
export type AlmanacDay = Static<typeof AlmanacDay>;

/** Named by Urania: LunarGuidance's inline `recommendations`. */
export const LunarRecommendations = Type.Object(
  {
    favorable: textList('Activities the Moon favours.'),
    unfavorable: textList('Activities to avoid.'),
    bestFor: text('What the day is best for, in words.'),
  },
  { additionalProperties: false, description: 'Recommendations by the Moon.' },
);
export type LunarRecommendations = Static<typeof LunarRecommendations>;

export const LunarGuidance = Type.Object(
  {
    date: isoDate('The day (local date).'),
    moonSign: oneOf(SIGNS, 'Sign the Moon occupies.'),
    moonPhase: oneOf(MOON_PHASES, 'Named lunar phase.'),
    illumination: percent('Illuminated fraction of the Moon’s disc.'),
    isVoidOfCourse: Type.Boolean({ description: 'True when the Moon is void of course.' }),
    recommendations: LunarRecommendations,
  },
  { additionalProperties: false, description: 'Guidance by the Moon for a day.' },
);
export type LunarGuidance = Static<typeof LunarGuidance>;
