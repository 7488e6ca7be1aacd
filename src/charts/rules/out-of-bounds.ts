import type { Body, OutOfBoundsPlanet } from '../../schemas/index.js';

/**
 * Bodies never examined for being out of bounds: the Sun (its declination defines the bound) and the points
 * that lie on the ecliptic by construction (the nodes, the Vertex and the AntiVertex), whose |declination| can
 * reach the obliquity but not exceed it.
 */
export const NEVER_OUT_OF_BOUNDS: readonly Body[] = [
  'Sun', 'NorthNode', 'SouthNode', 'NorthNodeMean', 'SouthNodeMean', 'Vertex', 'AntiVertex',
];

/**
 * @summary The bodies whose declination exceeds the Sun's greatest declination, i.e. |δ| > ε, the TRUE obliquity
 * of the ecliptic of date (the Sun's declination at the solstices).
 *
 * "Out of bounds" is Kt Boehrer's term (Declination: The Other Dimension, 1994): a body beyond the tropics the
 * Sun reaches. Strictly greater: a body exactly at the bound is in bounds. Every placed body except
 * `NEVER_OUT_OF_BOUNDS` is examined (the Moon, planets, Chiron, asteroids, trans-Neptunian bodies, Lilith, the
 * Uranian bodies), in the order given.
 * @example outOfBoundsPlanets([{ body: 'Moon', declination: 27.1 }], 23.44) // [{ body: 'Moon', declination: 27.1 }]
 */
export function outOfBoundsPlanets(
  placed: readonly { readonly body: Body; readonly declination: number }[],
  trueObliquityDeg: number,
): OutOfBoundsPlanet[] {
  return placed
    .filter((p) => !NEVER_OUT_OF_BOUNDS.includes(p.body) && Math.abs(p.declination) > trueObliquityDeg)
    .map((p) => ({ body: p.body, declination: p.declination }));
}
