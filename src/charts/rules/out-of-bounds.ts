import type { Body, OutOfBoundsPlanet } from '../../schemas/index.js';

/**
 * The bodies examined for being out of bounds: the Moon, Mercury–Pluto and Chiron. The Sun is not (its declination
 * defines the bound), nor the points on the ecliptic by construction (the nodes, the Vertex and the AntiVertex),
 * whose |declination| can reach the obliquity but not exceed it. Asteroids, trans-Neptunian bodies, Lilith and the
 * Uranian points are not: out of bounds is a condition of the planets and the Moon in the practice that named it
 * (Kt Boehrer, Declination: The Other Dimension, 1994), Chiron added as modern practice reads it. A body of high
 * inclination (Makemake, 29°; Pallas, 35°) would otherwise be "out of bounds" for years at a time.
 */
export const OUT_OF_BOUNDS_BODIES: readonly Body[] = [
  'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron',
];

/**
 * Bodies never examined for being out of bounds though they have a declination: the Sun (its declination defines
 * the bound) and the points on the ecliptic by construction. Every body outside `OUT_OF_BOUNDS_BODIES` is never
 * out of bounds; this list is kept for the callers that named it.
 */
export const NEVER_OUT_OF_BOUNDS: readonly Body[] = [
  'Sun', 'NorthNode', 'SouthNode', 'NorthNodeMean', 'SouthNodeMean', 'Vertex', 'AntiVertex',
];

/**
 * @summary Whether a body with declination `declination` is out of bounds: one of `OUT_OF_BOUNDS_BODIES` with
 * |δ| strictly greater than the true obliquity of date (the Sun's greatest declination).
 * @example isOutOfBounds('Moon', 27.1, 23.44) // true
 * @example isOutOfBounds('Makemake', 35.65, 23.44) // false: not a body out of bounds concerns
 */
export function isOutOfBounds(body: Body, declination: number, trueObliquityDeg: number): boolean {
  return OUT_OF_BOUNDS_BODIES.includes(body) && Math.abs(declination) > trueObliquityDeg;
}

/**
 * @summary The bodies whose declination exceeds the Sun's greatest declination, i.e. |δ| > ε, the TRUE obliquity
 * of the ecliptic of date (the Sun's declination at the solstices), among `OUT_OF_BOUNDS_BODIES`.
 *
 * "Out of bounds" is Kt Boehrer's term (Declination: The Other Dimension, 1994): a planet beyond the tropics the
 * Sun reaches. Strictly greater: a body exactly at the bound is in bounds. Only the Moon, Mercury–Pluto and
 * Chiron are examined (`isOutOfBounds`), in the order given.
 * @example outOfBoundsPlanets([{ body: 'Moon', declination: 27.1 }], 23.44) // [{ body: 'Moon', declination: 27.1 }]
 */
export function outOfBoundsPlanets(
  placed: readonly { readonly body: Body; readonly declination: number }[],
  trueObliquityDeg: number,
): OutOfBoundsPlanet[] {
  return placed
    .filter((p) => isOutOfBounds(p.body, p.declination, trueObliquityDeg))
    .map((p) => ({ body: p.body, declination: p.declination }));
}
