import { Type, type Static } from 'typebox';
import { TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { isoDate, isoDateOrDateTime, nonNegative, oneOf } from './fields.js';
import { birthPlaceEchoMember } from './places.js';

/** Primary directions of a timed birth (`primaryDirections`, `POST /primary-directions`; docs/directions.md). */

/** The points that can be directed (promissors). */
export const DIRECTION_PROMISSORS = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode', 'SouthNode', 'Fortune',
] as const;
/** The points directed to (significators): the promissors and the four angles. */
export const DIRECTION_SIGNIFICATORS = [...DIRECTION_PROMISSORS, 'Ascendant', 'Midheaven', 'Descendant', 'ImumCoeli'] as const;
/** The aspects of the directions (each but the conjunction and opposition on both sides). */
export const DIRECTION_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
/** At most this many years from the birth. */
export const PRIMARY_DIRECTIONS_MAX_YEARS = 120;

export const PrimaryDirectionsRequest = closedObject('Request for the primary directions of a timed birth.', {
  birth: TimedBirthData,
  method: Type.Optional(oneOf(['placidus', 'regiomontanus'], 'Placidus (semi-arc proportion; default) or Regiomontanus (circles of position through the horizon\'s north and south points).')),
  motion: Type.Optional(oneOf(['zodiacal', 'mundane'], 'zodiacal (points of the zodiac; default) or mundane (the bodies in the sky, aspects in mundane degrees).')),
  withLatitude: Type.Optional(Type.Boolean({ description: 'Zodiacal directions: the points keep their ecliptic latitude; default false (on the ecliptic).' })),
  key: Type.Optional(oneOf(['naibod', 'ptolemy', 'solarArc'], "Years per degree of arc: naibod (0°59′08″ a year; default), ptolemy (1° a year) or solarArc (the Sun's true motion in right ascension, a day for a year).")),
  promissors: Type.Optional(Type.Array(oneOf(DIRECTION_PROMISSORS, 'A promissor.'), { description: 'Points directed; default the Sun to Pluto.' })),
  significators: Type.Optional(Type.Array(oneOf(DIRECTION_SIGNIFICATORS, 'A significator.'), { description: 'Points directed to; default Ascendant, Midheaven, Sun, Moon, Fortune.' })),
  aspects: Type.Optional(Type.Array(oneOf(DIRECTION_ASPECTS, 'An aspect.'), { description: 'Aspects; default all five.' })),
  directions: Type.Optional(Type.Array(oneOf(['direct', 'converse'], 'A sense of direction.'), { description: 'Direct and/or converse; default both.' })),
  from: Type.Optional(isoDateOrDateTime('Start of the range (UT); default the birth.')),
  to: Type.Optional(isoDateOrDateTime(`End of the range (UT); default 100 years after the birth, at most ${PRIMARY_DIRECTIONS_MAX_YEARS}.`)),
});
export type PrimaryDirectionsRequest = Static<typeof PrimaryDirectionsRequest>;

export const PrimaryDirection = closedObject('One primary direction: an arc and the date it stands for.', {
  promissor: oneOf(DIRECTION_PROMISSORS, 'The point directed (in a converse direction, the one the significator is carried to).'),
  significator: oneOf(DIRECTION_SIGNIFICATORS, 'The point directed to.'),
  aspect: oneOf(DIRECTION_ASPECTS, 'The aspect.'),
  angle: Type.Number({ minimum: -180, maximum: 180, description: "The significator's distance from the promissor in the order of the signs at perfection (0, ±60, ±90, ±120, 180)." }),
  direction: oneOf(['direct', 'converse'], 'direct: the promissor carried by the primary motion; converse: the significator carried.'),
  arc: nonNegative('Arc of direction, degrees of the equator.'),
  ageYears: nonNegative('The arc in years of life by the key.'),
  date: isoDateOrDateTime('The date of the direction (UT).'),
});
export type PrimaryDirection = Static<typeof PrimaryDirection>;

export const PrimaryDirections = closedObject('The primary directions of a nativity over a range.', {
  birthDate: isoDate('Date of birth.'),
  method: oneOf(['placidus', 'regiomontanus'], 'Method.'),
  motion: oneOf(['zodiacal', 'mundane'], 'Motion.'),
  withLatitude: Type.Boolean({ description: 'Zodiacal points with their latitude.' }),
  key: oneOf(['naibod', 'ptolemy', 'solarArc'], 'Key.'),
  ramc: Type.Number({ minimum: 0, maximum: 360, description: 'Right ascension of the Midheaven at birth, degrees.' }),
  directions: Type.Array(PrimaryDirection, { description: 'The directions in the range, in date order.' }),
  ...birthPlaceEchoMember(),
});
export type PrimaryDirections = Static<typeof PrimaryDirections>;
