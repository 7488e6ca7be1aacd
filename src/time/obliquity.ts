import { ARCSEC } from '../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';
import { nutation } from './nutation.js';

/**
 * @summary Mean obliquity of the ecliptic of date, IAU 2006 (P03), degrees.
 * Capitaine, Wallace & Chapront 2003, Astron. Astrophys. 412, 567, eq. (39); IERS Conventions 2010 eq. (5.40):
 * ε_A = 84381.406″ − 46.836769″ t − 0.0001831″ t² + 0.00200340″ t³ − 0.000000576″ t⁴ − 0.0000000434″ t⁵.
 * @param jdTt Julian Day, Terrestrial Time.
 * @example meanObliquity(2451545) // 23.4392794…° (84381.406″)
 */
export function meanObliquity(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const arcsec =
    84381.406 +
    t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 + t * -0.0000000434))));
  return arcsec * ARCSEC;
}

/**
 * @summary True obliquity of date: mean obliquity (IAU 2006) plus nutation in obliquity (IAU 2000B), degrees.
 * IERS Conventions 2010 §5.6.4: ε = ε_A + Δε.
 * @example trueObliquity(2451545) // ≈ 23.43773°
 */
export function trueObliquity(jdTt: number): number {
  return meanObliquity(jdTt) + nutation(jdTt).obliquityDeg;
}
