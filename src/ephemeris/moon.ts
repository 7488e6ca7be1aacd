import elpTable from 'astronomia/data/elpMppDe';
import { ARCSEC, RAD_PER_DEG } from '../units/angle.js';
import { AU_KM, DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';
import { elpRate, elpValue, loadElp, polynomialWithRate, type ElpTheory, type ElpTruncation } from './elp-series.js';
import { evaluateElpShared, shareElpArguments, type ElpSharedTheory } from './elp-shared.js';
import type { HeliocentricState } from './source.js';

/**
 * The Moon from ELP/MPP02 with the constants fitted to DE405 (Chapront & Francou 2003, A&A 404, 735;
 * astronomia's `elpMppDe` table), as a GEOcentric geometric state in the mean ecliptic and equinox J2000.
 */

const ARCSEC_RAD = ARCSEC * RAD_PER_DEG;

/**
 * Two truncations, both measured against the whole table in tests/ephemeris/moon.test.ts:
 * - `moonGeocentricState` — the contract other modules build on (the osculating lunar node and apogee are
 *   very sensitive to the Moon's state) — keeps the terms that can reach 0.002″ (L, B) or 4 m (R) over
 *   |T| ≤ 2.2 (2323 of 4862 terms; within 0.1″ of the whole table) and rates cut at 0.02″/0.04 km (within
 *   1.5″/day);
 * - the apparent place of the Moon and the range-path fits (`moonApparentInputState`,
 *   `moonGeocentricPosition`) keep 0.004″/8 m (1649 terms; within 0.3″; the apparent Moon stays within 0.2″
 *   of DE441, docs/accuracy.md) and rates cut at 0.2″/0.4 km (within 3″/day; the speed budget is 5″/day).
 */
export const ELP_POSITION_TRUNCATION: ElpTruncation = { tMax: 2.2, arcsec: 0.002, km: 0.004 };
export const ELP_FAST_POSITION_TRUNCATION: ElpTruncation = { tMax: 2.2, arcsec: 0.004, km: 0.008 };
export const ELP_RATE_TRUNCATION: ElpTruncation = { tMax: 2.2, arcsec: 0.02, km: 0.04 };
export const ELP_COARSE_RATE_TRUNCATION: ElpTruncation = { tMax: 2.2, arcsec: 0.2, km: 0.4 };

let positionTheory: ElpTheory | undefined;
let rateTheory: ElpTheory | undefined;
let coarseRateTheory: ElpTheory | undefined;
let fastPositionTheory: ElpTheory | undefined;

/** @summary The packed faster theories (positions, rates) used by the apparent place and the range path. */
export function elpFastTheories(): { position: ElpTheory; rate: ElpTheory } {
  fastPositionTheory ??= loadElp(elpTable, ELP_FAST_POSITION_TRUNCATION);
  coarseRateTheory ??= loadElp(elpTable, ELP_COARSE_RATE_TRUNCATION);
  return { position: fastPositionTheory, rate: coarseRateTheory };
}

/** @summary The packed ELP/MPP02 theories (position, rate), built on first use. */
export function elpTheories(): { position: ElpTheory; rate: ElpTheory } {
  positionTheory ??= loadElp(elpTable, ELP_POSITION_TRUNCATION);
  rateTheory ??= loadElp(elpTable, ELP_RATE_TRUNCATION);
  return { position: positionTheory, rate: rateTheory };
}

/**
 * Laskar 1986 (A&A 157, 59) precession quantities P, Q as given in the ELP/MPP02 notice (Chapront & Francou
 * 2002, "Transformation to the inertial mean ecliptic and equinox of J2000"), and the rotation they define
 * from ELP's ecliptic of date (departure point γ'2000) to the mean ecliptic and equinox of J2000.
 */
function laskarRotation(t: number): readonly [number, number, number, number, number, number, number, number, number] {
  const p = t * (0.10180391e-4 + t * (0.47020439e-6 + t * (-0.5417367e-9 + t * (-0.2507948e-11 + t * 0.463486e-14))));
  const q = t * (-0.113469002e-3 + t * (0.12372674e-6 + t * (0.1265417e-8 + t * (-0.1371808e-11 + t * -0.320334e-14))));
  const sq = Math.sqrt(1 - p * p - q * q);
  return [
    1 - 2 * p * p,
    2 * p * q,
    2 * p * sq,
    2 * p * q,
    1 - 2 * q * q,
    -2 * q * sq,
    -2 * p * sq,
    2 * q * sq,
    1 - 2 * p * p - 2 * q * q,
  ];
}

/**
 * @summary Geocentric geometric state of the Moon from a given ELP theory pair (AU, AU/day, J2000 ecliptic).
 * Chapront & Francou 2002, ELP/MPP02 notice §"Coordinates": spherical (V, U, r) of date-free inertial
 * ecliptic referred to γ'(2000), rectangular, then Laskar's P, Q rotation to the mean ecliptic and
 * equinox of J2000.
 */
export function moonStateFromTheory(position: ElpTheory, rate: ElpTheory, jdTt: number): HeliocentricState {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const w1 = polynomialWithRate(position.W1, t);
  const vRad = w1.value + elpValue(position.L, t) * ARCSEC_RAD;
  const uRad = elpValue(position.B, t) * ARCSEC_RAD;
  const rKm = elpValue(position.R, t);
  const w1Rate = polynomialWithRate(rate.W1, t).rate;
  const vRate = (w1Rate + elpRate(rate.L, t) * ARCSEC_RAD) / DAYS_PER_JULIAN_CENTURY;
  const uRate = (elpRate(rate.B, t) * ARCSEC_RAD) / DAYS_PER_JULIAN_CENTURY;
  const rRate = elpRate(rate.R, t) / DAYS_PER_JULIAN_CENTURY;

  const r = rKm / AU_KM;
  const dr = rRate / AU_KM;
  const cv = Math.cos(vRad);
  const sv = Math.sin(vRad);
  const cu = Math.cos(uRad);
  const su = Math.sin(uRad);
  const x = r * cu * cv;
  const y = r * cu * sv;
  const z = r * su;
  const vx = dr * cu * cv - r * su * uRate * cv - r * cu * sv * vRate;
  const vy = dr * cu * sv - r * su * uRate * sv + r * cu * cv * vRate;
  const vz = dr * su + r * cu * uRate;

  const [m11, m12, m13, m21, m22, m23, m31, m32, m33] = laskarRotation(t);
  // The rotation turns by ~0.5″/century: its own rate changes the velocity by < 1e-12 AU/day (neglected).
  return {
    x: m11 * x + m12 * y + m13 * z,
    y: m21 * x + m22 * y + m23 * z,
    z: m31 * x + m32 * y + m33 * z,
    vx: m11 * vx + m12 * vy + m13 * vz,
    vy: m21 * vx + m22 * vy + m23 * vz,
    vz: m31 * vx + m32 * vy + m33 * vz,
  };
}

let sharedContract: ElpSharedTheory | undefined;
let sharedFast: ElpSharedTheory | undefined;
const elpOut = new Float64Array(9);

/**
 * @summary Geocentric state (AU, AU/day, J2000 ecliptic) from a shared-argument ELP theory (elp-shared.ts):
 * the velocity is the analytic derivative of the position series itself.
 */
export function moonStateFromShared(theory: ElpSharedTheory, jdTt: number): HeliocentricState {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  evaluateElpShared(theory, t, elpOut, 1);
  const w1 = polynomialWithRate(theory.w1, t);
  const vRad = w1.value + elpOut[0]! * ARCSEC_RAD;
  const uRad = elpOut[1]! * ARCSEC_RAD;
  const r = elpOut[2]! / AU_KM;
  const vRate = (w1.rate + elpOut[3]! * ARCSEC_RAD) / DAYS_PER_JULIAN_CENTURY;
  const uRate = (elpOut[4]! * ARCSEC_RAD) / DAYS_PER_JULIAN_CENTURY;
  const dr = elpOut[5]! / AU_KM / DAYS_PER_JULIAN_CENTURY;
  const cv = Math.cos(vRad);
  const sv = Math.sin(vRad);
  const cu = Math.cos(uRad);
  const su = Math.sin(uRad);
  const x = r * cu * cv;
  const y = r * cu * sv;
  const z = r * su;
  const vx = dr * cu * cv - r * su * uRate * cv - r * cu * sv * vRate;
  const vy = dr * cu * sv - r * su * uRate * sv + r * cu * cv * vRate;
  const vz = dr * su + r * cu * uRate;
  const m = laskarRotation(t);
  return {
    x: m[0] * x + m[1] * y + m[2] * z,
    y: m[3] * x + m[4] * y + m[5] * z,
    z: m[6] * x + m[7] * y + m[8] * z,
    vx: m[0] * vx + m[1] * vy + m[2] * vz,
    vy: m[3] * vx + m[4] * vy + m[5] * vz,
    vz: m[6] * vx + m[7] * vy + m[8] * vz,
  };
}

/**
 * @summary Geocentric geometric state of the Moon (AU, AU/day), mean ecliptic and equinox J2000, at a TT
 * Julian Day. ELP/MPP02 (DE405 fit), truncated as documented above; the velocity is the analytic derivative
 * of the same (position) series.
 * @example Math.hypot(moonGeocentricState(2451545).x, moonGeocentricState(2451545).y) // ≈ 0.00269 AU
 */
export function moonGeocentricState(jdTt: number): HeliocentricState {
  sharedContract ??= shareElpArguments(elpTheories().position);
  return moonStateFromShared(sharedContract, jdTt);
}

/**
 * @summary Geocentric state of the Moon for the apparent place, from the faster truncation (see above).
 */
export function moonApparentInputState(jdTt: number): HeliocentricState {
  sharedFast ??= shareElpArguments(elpFastTheories().position);
  return moonStateFromShared(sharedFast, jdTt);
}

/**
 * @summary Geocentric POSITION only of the Moon (AU, J2000 ecliptic) — no rates; used to fit the range path.
 */
export function moonGeocentricPosition(jdTt: number): { x: number; y: number; z: number } {
  const { position } = elpFastTheories();
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const vRad = polynomialWithRate(position.W1, t).value + elpValue(position.L, t) * ARCSEC_RAD;
  const uRad = elpValue(position.B, t) * ARCSEC_RAD;
  const r = elpValue(position.R, t) / AU_KM;
  const x = r * Math.cos(uRad) * Math.cos(vRad);
  const y = r * Math.cos(uRad) * Math.sin(vRad);
  const z = r * Math.sin(uRad);
  const m = laskarRotation(t);
  return {
    x: m[0] * x + m[1] * y + m[2] * z,
    y: m[3] * x + m[4] * y + m[5] * z,
    z: m[6] * x + m[7] * y + m[8] * z,
  };
}
