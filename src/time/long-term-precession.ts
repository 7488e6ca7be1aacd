import { ARCSEC, RAD_PER_DEG } from '../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';

/**
 * Long-term precession of Vondrák, Capitaine & Wallace 2011 ("New precession expressions, valid for long time
 * intervals", A&A 534, A22; corrigendum A&A 541, C1, 2012): the pole of the ecliptic (P_A, Q_A, eq. (8),
 * Table 1) and the pole of the equator (X_A, Y_A, eq. (9), Table 2) as cubic polynomials plus 8 and 14
 * periodic terms in T (Julian centuries TT from J2000.0). They agree with IAU 2006 (P03) to ~0.1 mas in the
 * 20th and 21st centuries and stay within a few arcseconds of the numerical integrations over the historical
 * period, where the P03 polynomials diverge (the reference's mean obliquity differs from P03 by 5.6″ at −3000).
 * Both poles are unit vectors in the mean equator and equinox of J2000 (not the GCRS: no frame bias).
 *
 * Also the series of the general precession p_A and the mean obliquity ε_A (§5). The reference tables use that ε_A
 * series for the obliquity (to 0.0001″), not the angle between the two poles, which departs from it by up to 6″
 * at −3000 (the series were fitted separately): Urania does the same (`obliquity.ts`, `coords/precession.ts`).
 * It lives in the time layer because the obliquity does (`obliquity.ts`); `coords/precession.ts` builds the
 * precession matrices from the same poles.
 */

/** One periodic term: period (Julian centuries), then the cosine and sine coefficients of the two series (″). */
type PeriodicTerm = readonly [period: number, cos1: number, cos2: number, sin1: number, sin2: number];

/** Obliquity at J2000.0 of the P03 model, ε0 = 84381.406″, the constant of eq. (8). */
const EPS0_RAD = 84381.406 * ARCSEC * RAD_PER_DEG;
const AS_RAD = ARCSEC * RAD_PER_DEG;

/** Table 1 polynomial parts (″, powers of T): P_A, Q_A. */
const P_POLY = [5851.607687, -0.1189, -0.00028913, 0.000000101] as const;
const Q_POLY = [-1600.8863, 1.1689818, -0.0000002, -0.000000437] as const;

/**
 * Table 1 periodic terms: period, C_P, C_Q, S_P, S_Q (″). The Q cosine coefficient of the 882-century term is
 * 198.296701 (the corrigendum; the 2011 paper printed 198.296071).
 */
// prettier-ignore
const PQ_TERMS: readonly PeriodicTerm[] = [
  [708.15, -5486.751211, -684.66156, 667.66673, -5523.863691],
  [2309.0, -17.127623, 2446.28388, -2354.886252, -549.74745],
  [1620.0, -617.517403, 399.671049, -428.152441, -310.998056],
  [492.2, 413.44294, -356.652376, 376.202861, 421.535876],
  [1183.0, 78.614193, -186.387003, 184.778874, -36.776172],
  [622.0, -180.732815, -316.80007, 335.321713, -145.278396],
  [882.0, -87.676083, 198.296701, -185.138669, -34.74445],
  [547.0, 46.140315, 101.135679, -120.97283, 22.885731],
];

/** Table 2 polynomial parts (″, powers of T): X_A, Y_A. */
const X_POLY = [5453.282155, 0.4252841, -0.00037173, -0.000000152] as const;
const Y_POLY = [-73750.93035, -0.7675452, -0.00018725, 0.000000231] as const;

/** Table 2 periodic terms: period, C_X, C_Y, S_X, S_Y (″). */
// prettier-ignore
const XY_TERMS: readonly PeriodicTerm[] = [
  [256.75, -819.940624, 75004.344875, 81491.287984, 1558.515853],
  [708.15, -8444.676815, 624.033993, 787.163481, 7774.939698],
  [274.2, 2600.009459, 1251.136893, 1251.296102, -2219.534038],
  [241.45, 2755.17563, -1102.212834, -1257.950837, -2523.969396],
  [2309.0, -167.659835, -2660.66498, -2966.79973, 247.850422],
  [492.2, 871.855056, 699.291817, 639.744522, -846.485643],
  [396.1, 44.769698, 153.16722, 131.600209, -1393.124055],
  [288.9, -512.313065, -950.865637, -445.040117, 368.526116],
  [231.1, -819.415595, 499.754645, 584.522874, 749.045012],
  [1610.0, -538.071099, -145.18821, -89.756563, 444.704518],
  [620.0, -189.793622, 558.116553, 524.42963, 235.934465],
  [157.87, -402.922932, -23.923029, -13.549067, 374.049623],
  [220.3, 179.516345, -165.405086, -210.157124, -171.33018],
  [1200.0, -9.814756, 9.344131, -44.919798, -22.899655],
];

/**
 * The series of the general precession in longitude p_A and the mean obliquity ε_A (Vondrák et al. 2011, §5:
 * cubic polynomial plus 10 periodic terms): polynomial parts (″, powers of T) and periodic terms
 * (period, C_p, C_ε, S_p, S_ε). The mean obliquity of the reference tables (Swiss Ephemeris) follows this ε_A
 * series to 0.0001″ over −3000..+3000 (tests/time/long-term-precession.test.ts).
 */
const PA_POLY = [8134.017132, 5043.0520035, -0.00710733, 0.000000271] as const;
const EPS_POLY = [84028.206305, 0.3624445, -0.00004039, -0.00000011] as const;
// prettier-ignore
const PE_TERMS: readonly PeriodicTerm[] = [
  [409.9, -6908.287473, 753.87278, -2845.175469, -1704.720302],
  [396.15, -3198.706291, -247.805823, 449.844989, -862.308358],
  [537.22, 1453.674527, 379.471484, -1255.915323, 447.832178],
  [402.9, -857.748557, -53.880558, 886.736783, -889.571909],
  [417.15, 1173.231614, -90.109153, 418.887514, 190.402846],
  [288.92, -156.981465, -353.60019, 997.912441, -56.564991],
  [4043.0, 371.83655, -63.115353, -240.97971, -296.222622],
  [306.0, -216.61904, -28.248187, 76.541307, -75.859952],
  [277.0, 193.691479, 17.703387, -36.788069, 67.473503],
  [203.0, 11.891524, 38.911307, -170.964086, 3.014055],
];

/** A unit vector as a readonly triple. */
export type PoleVector = readonly [number, number, number];

/** Σ polynomial + Σ periodic of one pair of series at T (radians). */
function series(
  t: number,
  poly1: readonly number[],
  poly2: readonly number[],
  terms: readonly PeriodicTerm[],
): [number, number] {
  const [a, b] = seriesArcsec(t, poly1, poly2, terms);
  return [a * AS_RAD, b * AS_RAD];
}

/** Σ polynomial + Σ periodic of one pair of series at T (arcseconds). */
function seriesArcsec(
  t: number,
  poly1: readonly number[],
  poly2: readonly number[],
  terms: readonly PeriodicTerm[],
): [number, number] {
  let a = 0;
  let b = 0;
  for (const [period, c1, c2, s1, s2] of terms) {
    const w = (2 * Math.PI * t) / period;
    const c = Math.cos(w);
    const s = Math.sin(w);
    a += c1 * c + s1 * s;
    b += c2 * c + s2 * s;
  }
  let power = 1;
  for (let k = 0; k < poly1.length; k += 1) {
    a += poly1[k]! * power;
    b += poly2[k]! * power;
    power *= t;
  }
  return [a, b];
}

/**
 * Σ polynomial + Σ periodic of one pair of series, differentiated term by term in T (radians per Julian century):
 * d/dT [c cos(2πT/P) + s sin(2πT/P)] = (2π/P)(s cos − c sin); d/dT Σ a_k T^k = Σ k a_k T^(k−1).
 */
function seriesRate(
  t: number,
  poly1: readonly number[],
  poly2: readonly number[],
  terms: readonly PeriodicTerm[],
): [number, number] {
  let a = 0;
  let b = 0;
  for (const [period, c1, c2, s1, s2] of terms) {
    const f = (2 * Math.PI) / period;
    const c = Math.cos(f * t);
    const s = Math.sin(f * t);
    a += f * (s1 * c - c1 * s);
    b += f * (s2 * c - c2 * s);
  }
  let power = 1;
  for (let k = 1; k < poly1.length; k += 1) {
    a += k * poly1[k]! * power;
    b += k * poly2[k]! * power;
    power *= t;
  }
  return [a * AS_RAD, b * AS_RAD];
}

/**
 * @summary Unit vector of the pole of the mean ecliptic of date in the mean equator and equinox of J2000
 * (Vondrák et al. 2011, eq. (8) and Table 1, with the 2012 corrigendum): from P_A = sin π_A sin Π_A,
 * Q_A = sin π_A cos Π_A in the J2000 ecliptic, (P, −Q cos ε0 − Z sin ε0, −Q sin ε0 + Z cos ε0), Z = √(1 − P² − Q²).
 * @param jdTt Julian Day, Terrestrial Time.
 * @example longTermEclipticPole(2451545)[2] // ≈ cos ε0 = 0.917482
 */
export function longTermEclipticPole(jdTt: number): PoleVector {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const [p, q] = series(t, P_POLY, Q_POLY, PQ_TERMS);
  const z = Math.sqrt(Math.max(1 - p * p - q * q, 0));
  const s = Math.sin(EPS0_RAD);
  const c = Math.cos(EPS0_RAD);
  return [p, -q * c - z * s, -q * s + z * c];
}

/**
 * @summary Unit vector of the pole of the mean equator of date in the mean equator and equinox of J2000
 * (Vondrák et al. 2011, eq. (9) and Table 2): (X_A, Y_A, √(1 − X_A² − Y_A²)).
 * @param jdTt Julian Day, Terrestrial Time.
 * @example longTermEquatorPole(2451545)[2] // ≈ 1
 */
export function longTermEquatorPole(jdTt: number): PoleVector {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const [x, y] = series(t, X_POLY, Y_POLY, XY_TERMS);
  return [x, y, Math.sqrt(Math.max(1 - x * x - y * y, 0))];
}

/** A pole and its rate of change, in the mean equator and equinox of J2000. */
export interface PoleMotion {
  /** The unit vector (as `longTermEclipticPole` / `longTermEquatorPole`). */
  readonly pole: PoleVector;
  /** Its derivative with respect to TT, per Julian century (perpendicular to `pole`). */
  readonly ratePerCentury: PoleVector;
}

/**
 * @summary The ecliptic pole of `longTermEclipticPole` and its rate per Julian century: the series of Vondrák et
 * al. 2011 (eq. (8), Table 1) differentiated term by term, then the chain rule through
 * Z = √(1 − P² − Q²) (Ż = −(P Ṗ + Q Q̇)/Z) and the fixed rotation by ε0.
 * @param jdTt Julian Day, Terrestrial Time.
 * @example longTermEclipticPoleMotion(2451545).ratePerCentury[0] // ≈ 2.0358e-5 (4.1991″/cy: P03's Ṗ_A = 4.199094″)
 */
export function longTermEclipticPoleMotion(jdTt: number): PoleMotion {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const [p, q] = series(t, P_POLY, Q_POLY, PQ_TERMS);
  const [dp, dq] = seriesRate(t, P_POLY, Q_POLY, PQ_TERMS);
  const z = Math.sqrt(Math.max(1 - p * p - q * q, 0));
  const dz = -(p * dp + q * dq) / z;
  const s = Math.sin(EPS0_RAD);
  const c = Math.cos(EPS0_RAD);
  return {
    pole: [p, -q * c - z * s, -q * s + z * c],
    ratePerCentury: [dp, -dq * c - dz * s, -dq * s + dz * c],
  };
}

/**
 * @summary The equator pole of `longTermEquatorPole` and its rate per Julian century: the series of Vondrák et
 * al. 2011 (eq. (9), Table 2) differentiated term by term, Ż = −(X Ẋ + Y Ẏ)/Z.
 * @param jdTt Julian Day, Terrestrial Time.
 * @example longTermEquatorPoleMotion(2451545).ratePerCentury[0] // ≈ 2004.19″/cy = 9.7165e-3 (Ẋ at J2000)
 */
export function longTermEquatorPoleMotion(jdTt: number): PoleMotion {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const [x, y] = series(t, X_POLY, Y_POLY, XY_TERMS);
  const [dx, dy] = seriesRate(t, X_POLY, Y_POLY, XY_TERMS);
  const z = Math.sqrt(Math.max(1 - x * x - y * y, 0));
  return { pole: [x, y, z], ratePerCentury: [dx, dy, -(x * dx + y * dy) / z] };
}

/**
 * @summary The angle between the two poles, radians (atan2(|e × n|, e · n)): the obliquity the pole series imply.
 * Not the mean obliquity Urania uses (the ε_A series of `longTermPrecessionAngles`, as the reference does); they
 * differ by up to 6″ at −3000. Kept for the tests and the documentation of that difference.
 * @example longTermMeanObliquityRad(2451545) // ≈ 0.409092804 (84381.406″)
 */
export function longTermMeanObliquityRad(jdTt: number): number {
  const e = longTermEclipticPole(jdTt);
  const n = longTermEquatorPole(jdTt);
  const cx = e[1] * n[2] - e[2] * n[1];
  const cy = e[2] * n[0] - e[0] * n[2];
  const cz = e[0] * n[1] - e[1] * n[0];
  return Math.atan2(Math.hypot(cx, cy, cz), e[0] * n[0] + e[1] * n[1] + e[2] * n[2]);
}

/** General precession in longitude and mean obliquity of the long-term model, arcseconds. */
export interface LongTermPrecessionAngles {
  /** p_A: accumulated general precession in longitude since J2000.0 (″; ≈ 5029″ per century now). */
  readonly generalPrecessionArcsec: number;
  /** ε_A: mean obliquity of date (″; 84381.406″ at J2000.0). */
  readonly meanObliquityArcsec: number;
}

/**
 * @summary p_A and ε_A of the long-term model (Vondrák et al. 2011, §5 series), arcseconds. The constant terms
 * of the published p_A, ε_A series include their periodic terms' values at J2000; p_A(J2000) = 0 and
 * ε_A(J2000) = 84381.406″ to the published precision.
 * @param jdTt Julian Day, Terrestrial Time.
 * @example longTermPrecessionAngles(2451545).meanObliquityArcsec // ≈ 84381.406
 */
export function longTermPrecessionAngles(jdTt: number): LongTermPrecessionAngles {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const [p, e] = seriesArcsec(t, PA_POLY, EPS_POLY, PE_TERMS);
  return { generalPrecessionArcsec: p, meanObliquityArcsec: e };
}

/**
 * Where IAU 2006 (P03) is used: within `IAU2006_CORE_CENTURIES` of J2000 (1800–2200) precession and obliquity
 * are exactly P03's, beyond `IAU2006_BLEND_CENTURIES` (before 1700, after 2300) the long-term model's, and in
 * between a smooth (C¹) blend of the two, which differ there by < 0.002″. So 1800–2200 results are unchanged
 * and the span −3000..+3000 follows the model the reference (and the numerical integrations) use.
 */
export const IAU2006_CORE_CENTURIES = 2;
/** Outer edge of the blend from P03 to the long-term model, Julian centuries from J2000. */
export const IAU2006_BLEND_CENTURIES = 3;

/**
 * @summary Weight of the IAU 2006 (P03) expressions at a TT Julian Day: 1 within 1800–2200, 0 before 1700 and
 * after 2300, the smoothstep 3s² − 2s³ between (the long-term model takes 1 − weight).
 * @example iau2006Weight(2451545) // 1
 */
export function iau2006Weight(jdTt: number): number {
  const a = Math.abs((jdTt - J2000) / DAYS_PER_JULIAN_CENTURY);
  if (a <= IAU2006_CORE_CENTURIES) return 1;
  if (a >= IAU2006_BLEND_CENTURIES) return 0;
  const s = (IAU2006_BLEND_CENTURIES - a) / (IAU2006_BLEND_CENTURIES - IAU2006_CORE_CENTURIES);
  return s * s * (3 - 2 * s);
}
