import { normalizeDegrees, ARCSEC, RAD_PER_DEG } from '../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';
import { delaunayArguments } from './fundamental-arguments.js';
import type { Instant } from './instant.js';
import { longTermEquationOfOrigins } from './long-term-equation-of-origins.js';
import { iau2006Weight } from './long-term-precession.js';
import { nutation } from './nutation.js';
import { meanObliquity } from './obliquity.js';

/**
 * Sidereal time in the IAU 2006/2000 framework (Capitaine, Guinot & McCarthy 2000; Capitaine, Wallace &
 * Chapront 2003, 2005): Greenwich mean sidereal time is the Earth Rotation Angle (a linear function of UT1)
 * plus the accumulated precession in right ascension (a polynomial in TT within 1800–2200; before 1700 and after
 * 2300 the same quantity from the long-term precession of Vondrák et al. 2011, `long-term-equation-of-origins.ts`);
 * apparent sidereal time adds the equation of the equinoxes. All results are degrees in [0, 360) (divide by 15 for
 * hours).
 */

/**
 * @summary Earth Rotation Angle θ (degrees, [0, 360)) at a UT1 Julian Day.
 * IERS Conventions 2010 eq. (5.15): θ = 2π (0.7790572732640 + 1.00273781191135448 Tu), Tu = JD(UT1) − 2451545.0.
 * @example earthRotationAngle(2451545.0) // 280.46061837504°
 */
export function earthRotationAngle(jdUt: number): number {
  const tu = jdUt - J2000;
  // 1.00273781191135448 Tu = Tu + 0.00273781191135448 Tu; whole days of Tu are whole turns, so keep only
  // the fraction of Tu (SOFA-style split; preserves precision).
  const turns = (tu % 1) + 0.779057273264 + 0.00273781191135448 * tu;
  return normalizeDegrees(turns * 360);
}

/** GMST − ERA in arcseconds: IERS Conventions 2010 eq. (5.32) (Capitaine et al. 2003, P03); t in TT centuries. */
function gmstPolynomialArcsec(t: number): number {
  return (
    0.014506 +
    t * (4612.156534 + t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 + t * -0.0000000368))))
  );
}

/**
 * @summary GMST − ERA in arcseconds (the right ascension of the CIO on the mean equator of date, = −E_o) of the
 * precession model in use at a TT Julian Day: the IAU 2006 polynomial (IERS Conventions 2010 eq. (5.32)) within
 * 1800–2200, minus the mean equation of the origins of the long-term precession (Vondrák et al. 2011;
 * `longTermEquationOfOrigins`) before 1700 and after 2300, and between them the same smooth blend
 * (`iau2006Weight`) as the precession angles and the obliquity, the two differing there by ≤ 3 mas.
 * @example greenwichSiderealOffsetArcsec(2451545) // 0.014506
 */
export function greenwichSiderealOffsetArcsec(jdTt: number): number {
  const w = iau2006Weight(jdTt);
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  if (w === 1) return gmstPolynomialArcsec(t);
  const longTerm = -longTermEquationOfOrigins(jdTt);
  if (w === 0) return longTerm;
  return w * gmstPolynomialArcsec(t) + (1 - w) * longTerm;
}

/**
 * @summary Greenwich mean sidereal time, degrees in [0, 360): GMST = ERA(UT1) − E_o(TT) (IERS Conventions 2010
 * §5.5.7), with E_o the IAU 2006 polynomial of eq. (5.32) within 1800–2200 and that of the long-term precession
 * (Vondrák, Capitaine & Wallace 2011) before 1700 and after 2300, blended between (`greenwichSiderealOffsetArcsec`):
 * sidereal time follows the precession model the positions use.
 * @example greenwichMeanSiderealTime(instant('1987-04-10T00:00:00Z')) / 15 // 13.1795… h (Meeus Ex. 12.a)
 */
export function greenwichMeanSiderealTime(at: Instant): number {
  return normalizeDegrees(earthRotationAngle(at.jdUt) + greenwichSiderealOffsetArcsec(at.jdTt) * ARCSEC);
}

/**
 * Complementary terms of the equation of the equinoxes larger than 1 µas: IERS Conventions 2010 Table 5.2e
 * (Capitaine, Wallace & Chapront 2003, A&A 406, 1135 / 412, 567). Row: multipliers of l, l′, F, D, Ω; then
 * sine and cosine coefficients in µas.
 */
// prettier-ignore
const EE_COMPLEMENTARY: readonly (readonly [number, number, number, number, number, number, number])[] = [
  [0, 0, 0, 0, 1, 2640.96, -0.39],
  [0, 0, 0, 0, 2, 63.52, -0.02],
  [0, 0, 2, -2, 3, 11.75, 0.01],
  [0, 0, 2, -2, 1, 11.21, 0.01],
  [0, 0, 2, -2, 2, -4.55, 0],
  [0, 0, 2, 0, 3, 2.02, 0],
  [0, 0, 2, 0, 1, 1.98, 0],
  [0, 0, 0, 0, 3, -1.72, 0],
  [0, 1, 0, 0, 1, -1.41, -0.01],
  [0, 1, 0, 0, -1, -1.26, -0.01],
];
/** The one term in t of Table 5.2e: −0.87 µas t sin Ω. */
const EE_T_SIN_OMEGA_MICROARCSEC = -0.87;

/**
 * @summary Equation of the equinoxes (GAST − GMST), degrees: Δψ cos ε_A plus the complementary terms.
 * IERS Conventions 2010 eq. (5.30) with Table 5.2e; Δψ from IAU 2000B, ε_A the IAU 2006 mean obliquity.
 * A memo keeps the last eight instants: a natal chart asks for the same few (the birth, the angle rates' ±1 minute,
 * the Vertex, …) about six times, interleaved (docs/performance.md, "Warm natal chart"); a recalled value is the
 * one `equationOfEquinoxesSeries` computed for that instant.
 * @example equationOfEquinoxes(2446895.5) * 240 // ≈ −0.23 s of time (Meeus Ex. 12.a: −0.2317 s)
 */
export function equationOfEquinoxes(jdTt: number): number {
  for (let k = 0; k < EE_MEMO_SIZE; k += 1) {
    if (eeMemoJd[k] === jdTt) return eeMemoValue[k]!;
  }
  const value = equationOfEquinoxesSeries(jdTt);
  eeMemoJd[eeMemoNext] = jdTt;
  eeMemoValue[eeMemoNext] = value;
  eeMemoNext = (eeMemoNext + 1) % EE_MEMO_SIZE;
  return value;
}

/** Entries of the equation-of-the-equinoxes memo (a ring, the oldest replaced first; NaN never matches). */
const EE_MEMO_SIZE = 8;
const eeMemoJd = new Float64Array(EE_MEMO_SIZE).fill(Number.NaN);
const eeMemoValue = new Float64Array(EE_MEMO_SIZE);
let eeMemoNext = 0;

/**
 * @summary The equation of the equinoxes evaluated afresh, without the memo of `equationOfEquinoxes` (same
 * formula: IERS Conventions 2010 eq. (5.30) with Table 5.2e), degrees.
 * @example equationOfEquinoxesSeries(2446895.5) === equationOfEquinoxes(2446895.5) // true
 */
export function equationOfEquinoxesSeries(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const { lRad, lPrimeRad, fRad, dRad, omegaRad } = delaunayArguments(t);
  let microArcsec = EE_T_SIN_OMEGA_MICROARCSEC * t * Math.sin(omegaRad);
  for (let i = EE_COMPLEMENTARY.length - 1; i >= 0; i--) {
    const [nl, nlp, nf, nd, nom, s, c] = EE_COMPLEMENTARY[i]!;
    const argRad = nl * lRad + nlp * lPrimeRad + nf * fRad + nd * dRad + nom * omegaRad;
    microArcsec += s * Math.sin(argRad) + c * Math.cos(argRad);
  }
  const dpsi = nutation(jdTt).longitudeDeg;
  return dpsi * Math.cos(meanObliquity(jdTt) * RAD_PER_DEG) + microArcsec * 1e-6 * ARCSEC;
}

/**
 * @summary Greenwich apparent sidereal time (IAU 2006/2000B), degrees in [0, 360).
 * GAST = GMST + equation of the equinoxes (IERS Conventions 2010 §5.5.7).
 * @example greenwichApparentSiderealTime(instant('1987-04-10T00:00:00Z')) / 15 // 13.1794… h (Meeus Ex. 12.a)
 */
export function greenwichApparentSiderealTime(at: Instant): number {
  return normalizeDegrees(greenwichMeanSiderealTime(at) + equationOfEquinoxes(at.jdTt));
}

/**
 * @summary Local sidereal time (degrees, [0, 360)) at a geographic longitude (degrees, east positive):
 * Greenwich sidereal time + longitude. Apparent by default (the ARMC of house calculations); mean when
 * `apparent` is false.
 * @example localSiderealTime(instant('2024-03-20T12:00:00Z'), -74.006) // New York
 */
export function localSiderealTime(at: Instant, longitudeDeg: number, apparent = true): number {
  if (apparent) return localApparentSiderealTime(at, longitudeDeg, equationOfEquinoxes(at.jdTt));
  return normalizeDegrees(greenwichMeanSiderealTime(at) + longitudeDeg);
}

/**
 * @summary Local apparent sidereal time (degrees, [0, 360)) with the equation of the equinoxes given: Greenwich mean
 * sidereal time plus `equationOfEquinoxesDeg`, wrapped, plus the longitude, wrapped — `localSiderealTime`'s apparent
 * sum, term for term. For a daily motion differenced a moment either side of an instant that keeps that instant's
 * equation of the equinoxes (it moves by some 1e-8° in two minutes): the Vertex's and the angles' (issue 30).
 * @example localApparentSiderealTime(at, -74.006, equationOfEquinoxes(at.jdTt)) === localSiderealTime(at, -74.006) // true
 */
export function localApparentSiderealTime(at: Instant, longitudeDeg: number, equationOfEquinoxesDeg: number): number {
  return normalizeDegrees(normalizeDegrees(greenwichMeanSiderealTime(at) + equationOfEquinoxesDeg) + longitudeDeg);
}
