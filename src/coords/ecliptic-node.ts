import { FRAME_BIAS_MATRIX } from './frame-bias.js';
import { meanEclipticFrame } from './mean-ecliptic-frame.js';
import { applyMatrix, multiplyMatrices, type Vector3 } from './rotation.js';
import { DEG_PER_RAD, RAD_PER_DEG } from '../units/angle.js';

/**
 * Where a great circle fixed in the ICRS (given by its pole, e.g. the galactic equator) crosses the mean ecliptic
 * of date, and where an hour circle meets it (the "polar" longitude of the Indian tradition). Spherical
 * astronomy: the ascending node of a plane with pole p on the ecliptic is along k × p, k the ecliptic pole
 * (Smart, Textbook on Spherical Astronomy, 6th ed., §§ 11–13); the point of the ecliptic with right ascension α
 * has tan λ = tan α / cos ε (Meeus, Astronomical Algorithms, eq. (13.3) with β = 0).
 */

/**
 * @summary Longitude (degrees, [0, 360)) on the mean ecliptic and equinox of a TT Julian Day of the ascending
 * node of the great circle whose pole is `poleIcrs` (a unit vector, ICRS); geometric, no aberration.
 * @example eclipticNodeOfPlane(GALACTIC_POLE_IAU1958, 2451545) // ≈ 270.02 (the IAU 1958 galactic equator's node)
 */
export function eclipticNodeOfPlane(poleIcrs: Vector3, jdTt: number): number {
  const p = applyMatrix(multiplyMatrices(meanEclipticFrame(jdTt), FRAME_BIAS_MATRIX), poleIcrs);
  // k × p with k = (0, 0, 1): (−p.y, p.x, 0)
  const deg = Math.atan2(p.x, -p.y) * DEG_PER_RAD;
  return deg < 0 ? deg + 360 : deg;
}

/**
 * @summary Polar longitude: the ecliptic longitude (degrees, [0, 360)) of the point of the ecliptic on the hour
 * circle of a direction given by its ecliptic longitude and latitude (degrees) and the obliquity (degrees).
 * @example polarLongitude(100, 0, 23.44) // 100 (a point on the ecliptic is its own projection)
 */
export function polarLongitude(longitudeDeg: number, latitudeDeg: number, obliquityDeg: number): number {
  const l = longitudeDeg * RAD_PER_DEG;
  const b = latitudeDeg * RAD_PER_DEG;
  const e = obliquityDeg * RAD_PER_DEG;
  const x = Math.cos(l) * Math.cos(b);
  const y = Math.sin(l) * Math.cos(b) * Math.cos(e) - Math.sin(b) * Math.sin(e);
  const ra = Math.atan2(y, x);
  const deg = Math.atan2(Math.sin(ra), Math.cos(ra) * Math.cos(e)) * DEG_PER_RAD;
  return deg < 0 ? deg + 360 : deg;
}
