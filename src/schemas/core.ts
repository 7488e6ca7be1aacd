import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES, SIGNS } from './enums.js';
import {
  arcMinutes, degreeInSign, houseNumber, longitudeDeg, oneOf, orbDeg,
} from './fields.js';
import { closedObject } from './closed-object.js';

/** Spec "Core records". Every object rejects members it does not declare (docs/schemas.md). */

export const ZodiacPosition = closedObject('A tropical ecliptic longitude split into sign, degree and minute.', {
  longitude: longitudeDeg('Tropical ecliptic longitude.'),
  sign: oneOf(SIGNS, 'Zodiac sign containing the longitude.'),
  degree: degreeInSign('Position within the sign (longitude minus the sign start).'),
  minute: arcMinutes('Arc minutes of the position within the sign, beyond its whole degrees.'),
  isRetrograde: Type.Boolean({ description: 'True when the body moves backwards in longitude (speed < 0).' }),
});
export type ZodiacPosition = Static<typeof ZodiacPosition>;

export const PlanetaryPosition = closedObject('A body and its tropical zodiac position.', {
  body: oneOf(BODIES, 'The body or chart point.'),
  position: ZodiacPosition,
});
export type PlanetaryPosition = Static<typeof PlanetaryPosition>;

export const Aspect = closedObject('An aspect between two bodies.', {
  body1: oneOf(BODIES, 'First body of the pair.'),
  body2: oneOf(BODIES, 'Second body of the pair.'),
  type: oneOf(ASPECT_TYPES, 'The aspect formed.'),
  orb: orbDeg('Distance from the exact aspect angle.'),
  isApplying: Type.Boolean({ description: 'True when the aspect is closing (applying), false when separating.' }),
});
export type Aspect = Static<typeof Aspect>;

export const HouseCusp = closedObject('The cusp (beginning) of one house.', {
  house: houseNumber('The house whose cusp this is.'),
  cusp: ZodiacPosition,
});
export type HouseCusp = Static<typeof HouseCusp>;
