import { ARCSEC, RAD_PER_DEG } from '../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';
import { iau2006Weight, longTermEclipticPole, longTermEquatorPole, longTermPrecessionAngles } from '../time/long-term-precession.js';
import { FRAME_BIAS_MATRIX } from './frame-bias.js';
import { chainMatrices, rotationX, rotationZ, type Matrix3 } from './rotation.js';

/**
 * IAU 2006 precession (Capitaine, Wallace & Chapront 2003, A&A 412, 567, "P03") in the Fukushima–Williams
 * four-angle form, frame bias included (Capitaine & Wallace 2006, A&A 450, 855; Hilton et al. 2006,
 * Celest. Mech. 94, 351; IERS Conventions 2010 §5.6.4):
 * γ̄, φ̄, ψ̄ (angles of the ecliptic of date relative to the GCRS) and ε_A (mean obliquity of date).
 * Then PB = R1(−ε_A)·R3(−ψ̄)·R1(φ̄)·R3(γ̄) and NPB = R1(−ε_A − Δε)·R3(−ψ̄ − Δψ)·R1(φ̄)·R3(γ̄).
 *
 * Over long spans the P03 polynomials diverge from the numerical solutions (by several arcseconds at −3000):
 * before 1700 and after 2300 the same four angles come from the long-term model of Vondrák, Capitaine &
 * Wallace 2011 (A&A 534, A22, with the 2012 corrigendum; `time/long-term-precession.ts`), and in 1700–1800 and
 * 2200–2300 from a smooth blend of both (`iau2006Weight`); 1800–2200 is exactly P03.
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
  const w = iau2006Weight(jdTt);
  if (w === 1) return p03Angles(jdTt);
  const lt = longTermAngles(jdTt);
  if (w === 0) return lt;
  const p = p03Angles(jdTt);
  return {
    gammaRad: w * p.gammaRad + (1 - w) * lt.gammaRad,
    phiRad: w * p.phiRad + (1 - w) * lt.phiRad,
    psiRad: w * p.psiRad + (1 - w) * lt.psiRad,
    epsilonRad: w * p.epsilonRad + (1 - w) * lt.epsilonRad,
  };
}

/** The P03 polynomials above (bias included). */
function p03Angles(jdTt: number): FukushimaWilliamsAngles {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const gamma = -0.052928 + t * (10.556378 + t * (0.4932044 + t * (-0.00031238 + t * (-0.000002788 + t * 0.000000026))));
  const phi = 84381.412819 + t * (-46.811016 + t * (0.0511268 + t * (0.00053289 + t * (-0.00000044 + t * -0.0000000176))));
  const psi = -0.041775 + t * (5038.481484 + t * (1.5584175 + t * (-0.00018522 + t * (-0.000026452 + t * -0.0000000148))));
  const eps = 84381.406 + t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 + t * -0.0000000434))));
  return { gammaRad: gamma * AS, phiRad: phi * AS, psiRad: psi * AS, epsilonRad: eps * AS };
}

type Vec = readonly [number, number, number];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const unit = (a: Vec): Vec => {
  const n = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / n, a[1] / n, a[2] / n];
};
/** Bᵀ·v: a vector of the mean J2000 equator and equinox in the GCRS. */
const toGcrs = (v: Vec): Vec => {
  const b = FRAME_BIAS_MATRIX;
  return [b[0] * v[0] + b[3] * v[1] + b[6] * v[2], b[1] * v[0] + b[4] * v[1] + b[7] * v[2], b[2] * v[0] + b[5] * v[1] + b[8] * v[2]];
};

/**
 * The Fukushima–Williams angles of the long-term model. The mean equator of date and the equinox are those of
 * Vondrák et al. 2011's poles (equator pole n from X_A, Y_A; equinox the direction n × e, e the ecliptic pole
 * from P_A, Q_A, as in their §8 matrix construction); the mean ecliptic of date is the mean equator turned about
 * the equinox by their ε_A series (§5), which is what the reference tables do (their obliquity follows that
 * series to 0.0001″, while the angle between the two poles differs from it by up to 6″ at −3000). Frame bias:
 * the poles are in the mean J2000 frame, taken to the GCRS by Bᵀ (IERS Conventions 2010 §5.4.5). Then
 * (Capitaine & Wallace 2006, eq. (8)): the ecliptic pole is (sin φ̄ sin γ̄, −sin φ̄ cos γ̄, cos φ̄) and ψ̄ the angle
 * from the node of the ecliptic on the GCRS equator to the equinox.
 */
function longTermAngles(jdTt: number): FukushimaWilliamsAngles {
  const epsilonRad = longTermPrecessionAngles(jdTt).meanObliquityArcsec * AS;
  const n = toGcrs(longTermEquatorPole(jdTt));
  const equinox = unit(cross(n, toGcrs(longTermEclipticPole(jdTt))));
  const y = cross(n, equinox);
  const c = Math.cos(epsilonRad);
  const sn = Math.sin(epsilonRad);
  const pole: Vec = [c * n[0] - sn * y[0], c * n[1] - sn * y[1], c * n[2] - sn * y[2]];
  const phiRad = Math.acos(pole[2]);
  const gammaRad = Math.atan2(pole[0], -pole[1]);
  const cg = Math.cos(gammaRad);
  const sg = Math.sin(gammaRad);
  const cp = Math.cos(phiRad);
  const n1: Vec = [cg, sg, 0];
  const n2: Vec = [-cp * sg, cp * cg, Math.sin(phiRad)];
  const psiRad = Math.atan2(-dot(equinox, n2), dot(equinox, n1));
  return { gammaRad, phiRad, psiRad, epsilonRad };
}

/**
 * @summary Rate of the general precession in longitude, degrees per day (P03, eq. (39) p_A differentiated:
 * p_A = 5028.796195″t + 1.1054348″t² + 0.00007964″t³ − …); before 1700 and after 2300 the derivative of the
 * long-term p_A series (Vondrák et al. 2011, §5; central difference over ±1 century, whose error is below
 * 1e-4″ per century), blended like the angles.
 */
export function precessionInLongitudeRate(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const p03 = 5028.796195 + t * (2 * 1.1054348 + t * 3 * 0.00007964);
  const w = iau2006Weight(jdTt);
  if (w === 1) return (p03 * ARCSEC) / DAYS_PER_JULIAN_CENTURY;
  const h = DAYS_PER_JULIAN_CENTURY / 100;
  const lt =
    ((longTermPrecessionAngles(jdTt + h).generalPrecessionArcsec - longTermPrecessionAngles(jdTt - h).generalPrecessionArcsec) /
      (2 * h)) *
    DAYS_PER_JULIAN_CENTURY;
  return ((w * p03 + (1 - w) * lt) * ARCSEC) / DAYS_PER_JULIAN_CENTURY;
}

/**
 * @summary General precession in longitude p_A since J2000.0, arcseconds: P03 (Capitaine et al. 2003, eq. (39))
 * within 1800–2200, the long-term series of Vondrák et al. 2011 (§5) before 1700 and after 2300, blended
 * between. The mean lunar elements add it to their fixed-equinox longitudes.
 * @example generalPrecessionInLongitude(2451545 + 36525) // ≈ 5029.90″
 */
export function generalPrecessionInLongitude(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const w = iau2006Weight(jdTt);
  const p03 = w > 0 ? t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 + t * -0.0000000383)))) : 0;
  if (w === 1) return p03;
  return w * p03 + (1 - w) * longTermPrecessionAngles(jdTt).generalPrecessionArcsec;
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
