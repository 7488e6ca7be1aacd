import { RAD_PER_DEG } from '../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';

/**
 * The Sun's geometric position of low accuracy (0.01°), for corrections that need only its direction: annual
 * aberration, parallax and light deflection of catalogue directions (`apparent-catalogue-direction.ts`).
 * Meeus, Astronomical Algorithms (2nd ed., 1998), ch. 25, eqs. (25.2)–(25.5), p. 163–164; the eccentricity of
 * the Earth's orbit and the longitude of its perihelion from ch. 23, p. 151 (eq. 23.2's e and π).
 */

/** The Sun's geometric longitude (mean equinox of date) and distance, and the Earth-orbit elements. */
export interface ApproximateSun {
  /** Geometric longitude ⊙, mean ecliptic and equinox of date, radians. */
  readonly longitudeRad: number;
  /** Earth–Sun distance R, AU. */
  readonly distanceAu: number;
  /** Eccentricity of the Earth's orbit e. */
  readonly eccentricity: number;
  /** Longitude of the perihelion of the Earth's orbit ϖ, radians (mean equinox of date). */
  readonly perihelionRad: number;
}

/**
 * @summary The Sun's geometric longitude and distance at a TT Julian Day (Meeus ch. 25, low accuracy: ~0.01°),
 * with the Earth-orbit eccentricity and perihelion longitude of Meeus eq. (23.2).
 * @example approximateSun(2448908.5).longitudeRad * 180 / Math.PI // ≈ 199.9099 (Meeus example 25.a: 199°54′36″)
 */
export function approximateSun(jdTt: number): ApproximateSun {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const l0 = 280.46646 + t * (36000.76983 + t * 0.0003032); // (25.2)
  const m = (357.52911 + t * (35999.05029 - t * 0.0001537)) * RAD_PER_DEG; // (25.3)
  const e = 0.016708634 - t * (0.000042037 + t * 0.0000001267); // (25.4)
  const c =
    (1.914602 - t * (0.004817 + t * 0.000014)) * Math.sin(m) +
    (0.019993 - t * 0.000101) * Math.sin(2 * m) +
    0.000289 * Math.sin(3 * m);
  const nu = m + c * RAD_PER_DEG;
  return {
    longitudeRad: (l0 + c) * RAD_PER_DEG,
    distanceAu: (1.000001018 * (1 - e * e)) / (1 + e * Math.cos(nu)), // (25.5)
    eccentricity: e,
    perihelionRad: (102.93735 + t * (1.71946 + t * 0.00046)) * RAD_PER_DEG,
  };
}
