import { ARCSEC, RAD_PER_DEG } from '../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';
import { chainMatrices, rotationX, rotationZ, type Matrix3 } from './rotation.js';

/**
 * IAU 2006 precession (Capitaine, Wallace & Chapront 2003, A&A 412, 567, "P03") in the Fukushima–Williams
 * four-angle form, frame bias included (Capitaine & Wallace 2006, A&A 450, 855; Hilton et al. 2006,
 * Celest. Mech. 94, 351; IERS Conventions 2010 §5.6.4):
 * γ̄, φ̄, ψ̄ (angles of the ecliptic of date relative to the GCRS) and ε_A (mean obliquity of date).
 * Then PB = R1(−ε_A)·R3(−ψ̄)·R1(φ̄)·R3(γ̄) and NPB = R1(−ε_A − Δε)·R3(−ψ̄ − Δψ)·R1(φ̄)·R3(γ̄).
 */

/** The four Fukushima–Williams angles, radians. */
export interface FukushimaWilliamsAngles {
  readonly gammaRad: number;
  readonly phiRad: number;
  readonly psiRad: number;
  readonly epsilonRad: number;
}

const AS = ARCSEC * RAD_PER_DEG;

/**
 * @summary Fukushima–Williams precession angles (IAU 2006, bias included) at a TT Julian Day.
 * Capitaine & Wallace 2006, A&A 450, 855, eq. (14) (the same polynomials as IERS Conventions 2010 §5.6.4):
 * γ̄ = −0.052928″ + 10.556378″t + 0.4932044″t² − 0.00031238″t³ − 0.000002788″t⁴ + 0.0000000260″t⁵
 * φ̄ = 84381.412819″ − 46.811016″t + 0.0511268″t² + 0.00053289″t³ − 0.000000440″t⁴ − 0.0000000176″t⁵
 * ψ̄ = −0.041775″ + 5038.481484″t + 1.5584175″t² − 0.00018522″t³ − 0.000026452″t⁴ − 0.0000000148″t⁵
 * ε_A = 84381.406″ − 46.836769″t − 0.0001831″t² + 0.00200340″t³ − 0.000000576″t⁴ − 0.0000000434″t⁵ (P03 eq. 39)
 */
export function fukushimaWilliamsAngles(jdTt: number): FukushimaWilliamsAngles {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const gamma = -0.052928 + t * (10.556378 + t * (0.4932044 + t * (-0.00031238 + t * (-0.000002788 + t * 0.000000026))));
  const phi = 84381.412819 + t * (-46.811016 + t * (0.0511268 + t * (0.00053289 + t * (-0.00000044 + t * -0.0000000176))));
  const psi = -0.041775 + t * (5038.481484 + t * (1.5584175 + t * (-0.00018522 + t * (-0.000026452 + t * -0.0000000148))));
  const eps = 84381.406 + t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 + t * -0.0000000434))));
  return { gammaRad: gamma * AS, phiRad: phi * AS, psiRad: psi * AS, epsilonRad: eps * AS };
}

/**
 * @summary Rate of the general precession in longitude, degrees per day (P03, eq. (39) p_A differentiated:
 * p_A = 5028.796195″t + 1.1054348″t² + 0.00007964″t³ − …).
 */
export function precessionInLongitudeRate(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  return ((5028.796195 + t * (2 * 1.1054348 + t * 3 * 0.00007964)) * ARCSEC) / DAYS_PER_JULIAN_CENTURY;
}

/**
 * @summary Matrix from the GCRS to the MEAN ECLIPTIC and equinox of date: R3(−ψ̄)·R1(φ̄)·R3(γ̄)
 * (= R1(ε_A)·PB; IERS Conventions 2010 §5.6.4).
 */
export function gcrsToMeanEclipticMatrix(angles: FukushimaWilliamsAngles): Matrix3 {
  return chainMatrices(rotationZ(-angles.psiRad), rotationX(angles.phiRad), rotationZ(angles.gammaRad));
}

/** @summary Precession-bias matrix PB: GCRS -> mean equator and equinox of date. */
export function precessionBiasMatrix(angles: FukushimaWilliamsAngles): Matrix3 {
  return chainMatrices(rotationX(-angles.epsilonRad), gcrsToMeanEclipticMatrix(angles));
}

/**
 * @summary Nutation-precession-bias matrix NPB: GCRS -> TRUE equator and equinox of date, from the
 * Fukushima–Williams angles and the nutation angles Δψ, Δε (radians): R1(−ε_A−Δε)·R3(−ψ̄−Δψ)·R1(φ̄)·R3(γ̄)
 * (IERS Conventions 2010 §5.6.4; Wallace & Capitaine 2006).
 */
export function nutationPrecessionBiasMatrix(
  angles: FukushimaWilliamsAngles,
  dPsiRad: number,
  dEpsRad: number,
): Matrix3 {
  return chainMatrices(
    rotationX(-(angles.epsilonRad + dEpsRad)),
    rotationZ(-(angles.psiRad + dPsiRad)),
    rotationX(angles.phiRad),
    rotationZ(angles.gammaRad),
  );
}
