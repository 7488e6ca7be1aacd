import { approximateSun } from './approximate-sun.js';
import type { Vector3 } from './rotation.js';
import { ARCSEC, RAD_PER_DEG } from '../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000, SPEED_OF_LIGHT_AU_PER_DAY } from '../units/constants.js';

/**
 * The Earth's barycentric velocity over c, of low accuracy, for the annual aberration of catalogue directions.
 * Heliocentric part from the Keplerian orbit of Meeus, Astronomical Algorithms (2nd ed.), eq. (23.2), p. 151:
 * in the mean ecliptic of date, V = κ (sin ⊙ − e sin ϖ, −cos ⊙ + e cos ϖ, 0) with the constant of aberration
 * κ = 20.49552″, ⊙ the Sun's geometric longitude, e and ϖ the eccentricity and perihelion of the Earth's orbit
 * (this V reproduces eq. 23.2's Δλ, Δβ to first order). Barycentric part: the Sun's reflex motion about the
 * barycentre from Jupiter and Saturn on circular orbits, −(m/M☉) · 2πa/P along their mean longitude + 90°
 * (mean longitudes of date: Meeus Table 31.A, p. 213; a, P from Table 31.A's elements; mass ratios M☉/m =
 * 1047.3486 and 3497.898, IAU 2009 system). The reflex reaches 0.010″ of aberration; what is left (the other
 * planets, the orbit's perturbations, ⊙ to 0.01°) stays below ~0.005″.
 */

const KAPPA = 20.49552 * ARCSEC * RAD_PER_DEG;

/** Jupiter and Saturn: mean longitude of date (deg, deg/century), M/M☉, orbital speed (AU/day) over c. */
// prettier-ignore
const GIANTS = [
  { l0: 34.351519, l1: 3036.3027748, massRatio: 1 / 1047.3486, speed: (2 * Math.PI * 5.202603) / 4332.59 },
  { l0: 50.077444, l1: 1223.5110686, massRatio: 1 / 3497.898, speed: (2 * Math.PI * 9.554909) / 10759.22 },
] as const;

/**
 * @summary The Earth's barycentric velocity divided by the speed of light, mean ecliptic and equinox of date
 * (dimensionless, |V| ≈ 1e-4), at a TT Julian Day.
 * @example Math.hypot(...Object.values(earthVelocityOverC(2451545))) // ≈ 1.0e-4
 */
export function earthVelocityOverC(jdTt: number): Vector3 {
  const sun = approximateSun(jdTt);
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  let x = KAPPA * (Math.sin(sun.longitudeRad) - sun.eccentricity * Math.sin(sun.perihelionRad));
  let y = KAPPA * (-Math.cos(sun.longitudeRad) + sun.eccentricity * Math.cos(sun.perihelionRad));
  for (const g of GIANTS) {
    const l = (g.l0 + g.l1 * t) * RAD_PER_DEG;
    const v = (g.massRatio * g.speed) / SPEED_OF_LIGHT_AU_PER_DAY;
    x += v * Math.sin(l);
    y -= v * Math.cos(l);
  }
  return { x, y, z: 0 };
}
