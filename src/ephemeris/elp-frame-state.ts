import { ARCSEC, RAD_PER_DEG } from '../units/angle.js';
import { AU_KM, DAYS_PER_JULIAN_CENTURY } from '../units/constants.js';
import { polynomialWithRate } from './elp-series.js';
import type { ElpSharedTheory } from './elp-shared.js';
import { laskarRotation } from './elp-laskar-rotation.js';
import type { HeliocentricState } from './source.js';

// The last step of the Moon from ELP/MPP02 (Chapront & Francou 2002, ELP/MPP02 notice, §"Coordinates"): the series'
// sums and W1 turned into a rectangular position or state of the mean ecliptic and equinox J2000.

const ARCSEC_RAD = ARCSEC * RAD_PER_DEG;

/**
 * Rectangular state from the spherical (V, U, r) of the ELP frame and their rates (rad/day, AU/day), rotated by
 * Laskar's P, Q matrix to the mean ecliptic and equinox of J2000 (Chapront & Francou 2002, §"Coordinates").
 */
export function stateFromSpherical(t: number, vRad: number, uRad: number, r: number, vRate: number, uRate: number, dr: number): HeliocentricState {
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

/**
 * The end of `moonStateFromShared`: the state from the series' values and rates [L, B, R, L′, B′, R′] at T, with
 * W1 (radians, T in centuries) and its secular correction δW1, δW1′ (zero within 1800–2200).
 */
export function stateFromSeries(w1Polynomial: readonly number[], t: number, dW1: number, dW1Rate: number, series: Float64Array): HeliocentricState {
  const w1 = polynomialWithRate(w1Polynomial, t);
  const vRad = w1.value + dW1 + series[0]! * ARCSEC_RAD;
  const uRad = series[1]! * ARCSEC_RAD;
  const r = series[2]! / AU_KM;
  const vRate = (w1.rate + dW1Rate + series[3]! * ARCSEC_RAD) / DAYS_PER_JULIAN_CENTURY;
  const uRate = (series[4]! * ARCSEC_RAD) / DAYS_PER_JULIAN_CENTURY;
  const dr = series[5]! / AU_KM / DAYS_PER_JULIAN_CENTURY;
  return stateFromSpherical(t, vRad, uRad, r, vRate, uRate, dr);
}

/**
 * The end of `moonGeocentricPosition` (Chapront & Francou 2002, §"Coordinates", as in `stateFromSpherical`): V = W1
 * (+ its secular correction δW1) + ΣL, U = ΣB, r = ΣR, rectangular, Laskar's rotation.
 */
export function positionFromSeries(theory: ElpSharedTheory, t: number, dW1: number, l: number, b: number, rKm: number): { x: number; y: number; z: number } {
  const vRad = polynomialWithRate(theory.w1, t).value + dW1 + l * ARCSEC_RAD;
  const uRad = b * ARCSEC_RAD;
  const r = rKm / AU_KM;
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
