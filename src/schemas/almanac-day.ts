import { Type, type Static } from 'typebox';
import { BODIES, MOON_PHASES, SIGNS } from './enums.js';
import { isoDate, isoDateTime, longitudeDeg, nonNegative, oneOf, percent, text } from './fields.js';
import { date, timezone } from './horoscope-query-fields.js';

/**
 * The almanac of a day (`GET /almanac`, `almanacDay`): its query (shared by lunar guidance) and record.
 */

export const AlmanacQuery = Type.Object(
  { date: date(), timezone: timezone() },
  { additionalProperties: false, description: 'Query for an almanac day or lunar guidance.' },
);
export type AlmanacQuery = Static<typeof AlmanacQuery>;

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
