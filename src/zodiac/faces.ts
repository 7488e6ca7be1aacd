import type { Sign } from '../schemas/index.js';
import { SIGNS } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';
import { signIndexOfNormalized } from './signs.js';
import type { TraditionalPlanet } from './traditional-planets.js';

/** The planets in Chaldean order (by decreasing geocentric period): the order of the faces. */
export const CHALDEAN_ORDER = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'] as const;

/**
 * The Chaldean faces (decans): each sign's three 10° faces and their lords. The sequence begins with Mars at
 * 0° Aries and runs through the planets in Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon)
 * without a break, so the 36 faces go round the planets five times and a bit, ending with Mars in the last
 * face of Pisces. Sources: al-Biruni, Book of Instruction (trans. Wright 1934), table of faces; Lilly,
 * Christian Astrology (1647) p. 104, "Table of the Essential Dignities".
 */
export const CHALDEAN_FACES = {
  Aries: ['Mars', 'Sun', 'Venus'],
  Taurus: ['Mercury', 'Moon', 'Saturn'],
  Gemini: ['Jupiter', 'Mars', 'Sun'],
  Cancer: ['Venus', 'Mercury', 'Moon'],
  Leo: ['Saturn', 'Jupiter', 'Mars'],
  Virgo: ['Sun', 'Venus', 'Mercury'],
  Libra: ['Moon', 'Saturn', 'Jupiter'],
  Scorpio: ['Mars', 'Sun', 'Venus'],
  Sagittarius: ['Mercury', 'Moon', 'Saturn'],
  Capricorn: ['Jupiter', 'Mars', 'Sun'],
  Aquarius: ['Venus', 'Mercury', 'Moon'],
  Pisces: ['Saturn', 'Jupiter', 'Mars'],
} as const satisfies Record<Sign, readonly [TraditionalPlanet, TraditionalPlanet, TraditionalPlanet]>;

/** Sign and face number 1–3 of a longitude (any finite degrees, taken as valid, wrapped). */
export function faceIndexOf(longitude: number): { sign: Sign; face: 1 | 2 | 3 } {
  const lon = normalizeDegrees(longitude);
  const index = signIndexOfNormalized(lon);
  const inSign = lon - index * 30;
  const face = (inSign < 10 ? 1 : inSign < 20 ? 2 : 3) as 1 | 2 | 3;
  return { sign: SIGNS[index]!, face };
}

/**
 * @summary The Chaldean face lord of an ecliptic longitude (finite degrees, taken as valid: the numeric core of the
 * records function `faceRuler`).
 * @example faceRulerAt(15) // 'Sun' (second face of Aries)
 */
export function faceRulerAt(longitude: number): TraditionalPlanet {
  const { sign, face } = faceIndexOf(longitude);
  return CHALDEAN_FACES[sign][face - 1]!;
}
