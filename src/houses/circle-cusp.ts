/**
 * Great-circle geometry for the house systems whose house circles are not "horizons under a pole" (APC, Sunshine,
 * Krusinski): vectors in the equatorial frame of date (x toward the equinox, z toward the north celestial pole),
 * angles in degrees at the boundary (internal to the houses layer).
 */

import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../units/index.js';
import { forwardArc } from './cusp-geometry.js';
import type { HouseFrame } from './house-frame.js';

/** A direction in the equatorial frame of date. */
export type Vector3 = readonly [number, number, number];

/** @summary Unit vector of right ascension `raDeg` and declination `decDeg` (Meeus, Astronomical Algorithms, ch. 13). */
export function equatorialVector(raDeg: number, decDeg: number): Vector3 {
  const ra = raDeg * RAD_PER_DEG;
  const dec = decDeg * RAD_PER_DEG;
  return [Math.cos(dec) * Math.cos(ra), Math.cos(dec) * Math.sin(ra), Math.sin(dec)];
}

/** @summary Unit vector of the ecliptic point of longitude `lonDeg` (β = 0) in the equatorial frame of obliquity ε. */
export function eclipticVector(lonDeg: number, obliquityDeg: number): Vector3 {
  const lon = lonDeg * RAD_PER_DEG;
  const eps = obliquityDeg * RAD_PER_DEG;
  return [Math.cos(lon), Math.sin(lon) * Math.cos(eps), Math.sin(lon) * Math.sin(eps)];
}

/** @summary Cross product a × b. */
export function cross(a: Vector3, b: Vector3): Vector3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

/** @summary Right ascension of a direction, [0, 360). */
export function rightAscensionOfVector(v: Vector3): number {
  return normalizeDegrees(Math.atan2(v[1], v[0]) * DEG_PER_RAD);
}

/**
 * @summary The north point of the horizon (altitude 0 on the meridian toward the north celestial pole): declination
 * 90° − φ at hour angle 180°, i.e. right ascension ARMC + 180° (Smart, Textbook on Spherical Astronomy 6th ed.
 * 1977, ch. II, the astronomical triangle).
 */
export function horizonNorthPoint(frame: HouseFrame): Vector3 {
  const lat = frame.latitude * RAD_PER_DEG;
  const armc = frame.armc * RAD_PER_DEG;
  return [-Math.sin(lat) * Math.cos(armc), -Math.sin(lat) * Math.sin(armc), Math.cos(lat)];
}

/**
 * @summary Longitude of one of the two (opposite) points where the great circle of unit-free normal `normal` meets the
 * ecliptic: the ecliptic point u(λ) with normal · u(λ) = 0, i.e. λ0 = atan2(−n_x, n_y cos ε + n_z sin ε); the other
 * point is λ0 + 180°. NaN when the circle is the ecliptic itself.
 */
export function eclipticCrossing(normal: Vector3, obliquityDeg: number): number {
  const eps = obliquityDeg * RAD_PER_DEG;
  const y = normal[1] * Math.cos(eps) + normal[2] * Math.sin(eps);
  if (normal[0] === 0 && y === 0) return Number.NaN;
  return normalizeDegrees(Math.atan2(-normal[0], y) * DEG_PER_RAD);
}

/**
 * @summary Of the two ecliptic points of a house circle (λ0 and λ0 + 180°), the one in the quadrant running forward
 * (in the order of the signs) from `fromDeg` to `toDeg` — the quadrant the cusp belongs to. A quadrant is shorter
 * than 180°, so at most one of two opposite points is inside it.
 */
export function crossingInQuadrant(lambda0: number, fromDeg: number, toDeg: number): number {
  return forwardArc(fromDeg, lambda0) <= forwardArc(fromDeg, toDeg) ? lambda0 : normalizeDegrees(lambda0 + 180);
}
