import { longTermEclipticPole, longTermEquatorPole, type PoleVector } from '../time/long-term-precession.js';
import { DEG_PER_RAD } from '../units/angle.js';
import type { Matrix3, Vector3 } from './rotation.js';

/**
 * The mean ecliptic and equinox of a date as a frame in the mean equator and equinox of J2000, built from the
 * long-term precession poles of Vondrák, Capitaine & Wallace 2011 (A&A 534, A22, eqs. (8)–(9); `time/
 * long-term-precession.ts`): z is the pole of the mean ecliptic of date e, x the mean equinox of date, the
 * ascending node of the ecliptic on the mean equator (n × e normalised, n the pole of the mean equator), and
 * y = z × x. Within 1800–2200 it agrees with the IAU 2006 frame to ~0.1 mas; it stays valid over ±200 centuries.
 */

function cross(a: PoleVector, b: PoleVector): [number, number, number] {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

/**
 * @summary Rotation from the mean equator and equinox of J2000 to the mean ecliptic and equinox of a TT Julian
 * Day (row-major; rows: the equinox of date, the ecliptic's 90° point, the ecliptic pole).
 * @example applyMatrix(meanEclipticFrame(2451545), { x: 1, y: 0, z: 0 }) // ≈ { x: 1, y: 0, z: 0 }
 */
export function meanEclipticFrame(jdTt: number): Matrix3 {
  const e = longTermEclipticPole(jdTt);
  const n = longTermEquatorPole(jdTt);
  const x = cross(n, e);
  const nx = Math.hypot(x[0], x[1], x[2]);
  const ex: PoleVector = [x[0] / nx, x[1] / nx, x[2] / nx];
  const ey = cross(e, ex);
  return [ex[0], ex[1], ex[2], ey[0], ey[1], ey[2], e[0], e[1], e[2]];
}

/**
 * @summary Ecliptic longitude (degrees, [0, 360)) of a direction given in a frame's coordinates
 * (x toward 0°, y toward 90°); any length.
 * @example longitudeOf({ x: 0, y: 1, z: 0 }) // 90
 */
export function longitudeOf(v: Vector3): number {
  const deg = Math.atan2(v.y, v.x) * DEG_PER_RAD;
  return deg < 0 ? deg + 360 : deg;
}
