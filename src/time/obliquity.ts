import { ARCSEC } from '../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';
import { iau2006Weight, longTermPrecessionAngles } from './long-term-precession.js';
import { nutation } from './nutation.js';

/**
 * @summary Mean obliquity of the ecliptic of date, degrees: IAU 2006 (P03) within 1800–2200, the long-term
 * model of Vondrák, Capitaine & Wallace 2011 (A&A 534, A22) before 1700 and after 2300, blended smoothly
 * between (`iau2006Weight`; the two differ by < 0.0005″ there).
 * P03: Capitaine, Wallace & Chapront 2003, Astron. Astrophys. 412, 567, eq. (39); IERS Conventions 2010 eq. (5.40):
 * ε_A = 84381.406″ − 46.836769″ t − 0.0001831″ t² + 0.00200340″ t³ − 0.000000576″ t⁴ − 0.0000000434″ t⁵, which
 * drifts from the long-term solution by 5.6″ at −3000 (measured against the reference tables).
 * @param jdTt Julian Day, Terrestrial Time.
 * @example meanObliquity(2451545) // 23.4392794…° (84381.406″)
 */
export function meanObliquity(jdTt: number): number {
  const w = iau2006Weight(jdTt);
  const longTerm = w < 1 ? longTermPrecessionAngles(jdTt).meanObliquityArcsec : 0;
  if (w === 0) return longTerm * ARCSEC;
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const p03 =
    84381.406 +
    t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 + t * -0.0000000434))));
  return (w * p03 + (1 - w) * longTerm) * ARCSEC;
}

/**
 * @summary True obliquity of date: mean obliquity (IAU 2006) plus nutation in obliquity (IAU 2000B), degrees.
 * IERS Conventions 2010 §5.6.4: ε = ε_A + Δε.
 * @example trueObliquity(2451545) // ≈ 23.43773°
 */
export function trueObliquity(jdTt: number): number {
  return meanObliquity(jdTt) + nutation(jdTt).obliquityDeg;
}
