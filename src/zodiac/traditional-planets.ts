/**
 * The planets the traditional (Hellenistic to Renaissance) doctrine of rulership and dignity knows: the seven
 * visible planets, in the order of the weekdays' lords as the tables of this layer list them. The modern
 * rulers add Uranus, Neptune and Pluto.
 */

/** The seven classical planets (Ptolemy, Tetrabiblos I.4–I.8). */
export const TRADITIONAL_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;

/** One of the seven classical planets. */
export type TraditionalPlanet = (typeof TRADITIONAL_PLANETS)[number];

/** The three planets discovered since 1781 that modern astrology assigns as sign rulers. */
export const OUTER_PLANETS = ['Uranus', 'Neptune', 'Pluto'] as const;

/** A planet that rules a sign in the modern scheme: the seven plus Uranus, Neptune and Pluto. */
export type ModernRuler = TraditionalPlanet | (typeof OUTER_PLANETS)[number];

/** The ten planets (Sun through Pluto), the bodies chart shapes, stelliums and emphasis count by default. */
export const TEN_PLANETS = [...TRADITIONAL_PLANETS, ...OUTER_PLANETS] as const;

/** One of the ten planets. */
export type Planet = ModernRuler;

/**
 * @summary True when `body` is one of the seven classical planets.
 * @example isTraditionalPlanet('Saturn') // true; isTraditionalPlanet('Uranus') // false
 */
export function isTraditionalPlanet(body: string): body is TraditionalPlanet {
  return TRADITIONAL_PLANET_SET.has(body);
}

/** The seven as a set: `isTraditionalPlanet` is asked for every body of every chart. */
const TRADITIONAL_PLANET_SET: ReadonlySet<string> = new Set<string>(TRADITIONAL_PLANETS);
