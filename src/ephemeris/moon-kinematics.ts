import { ARCSEC, RAD_PER_DEG } from '../units/angle.js';
import { AU_KM, DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';
import { laskarRotation } from './elp-laskar-rotation.js';
import { evaluateElpShared, type ElpSharedTheory } from './elp-shared.js';
import type { HeliocentricState } from './source.js';

const ARCSEC_RAD = ARCSEC * RAD_PER_DEG;
/** The series' values and first and second derivatives (L, B, R; L′, B′, R′; L″, B″, R″). */
const elpOut = new Float64Array(9);

/** Geocentric position (AU), velocity (AU/day) and acceleration (AU/day²) of the Moon, J2000 ecliptic. */
export interface MoonKinematics extends HeliocentricState {
  readonly ax: number;
  readonly ay: number;
  readonly az: number;
}

/**
 * @summary Position, velocity and acceleration of the Moon from a shared-argument ELP theory, all analytic
 * (first and second derivatives of the series, elp-shared.ts). With g = (cos U cos V, cos U sin V, sin U),
 * e_U = ∂g/∂U and e_V = (−sin V, cos V, 0):
 *   ġ = U̇ e_U + V̇ cos U e_V,
 *   g̈ = −(U̇² + V̇² cos²U) g + (Ü + V̇² sin U cos U) e_U + (V̈ cos U − 2 U̇ V̇ sin U) e_V,
 * and p = r g: ṗ = ṙ g + r ġ, p̈ = r̈ g + 2ṙ ġ + r g̈; then Laskar's P, Q rotation (its own rate, ~3e-10 rad/day,
 * is neglected).
 */
export function moonKinematicsFromShared(theory: ElpSharedTheory, jdTt: number): MoonKinematics {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  evaluateElpShared(theory, t, elpOut, 2);
  return moonKinematicsFromSeries(theory, t, elpOut);
}

/**
 * @summary The end of `moonKinematicsFromShared`: the kinematics from the series' values and derivatives
 * [L, B, R, L′, B′, R′, L″, B″, R″] of `theory` at T (its W1 and, in `secularW1`, the secular correction of
 * that evaluation).
 */
export function moonKinematicsFromSeries(theory: ElpSharedTheory, t: number, elpOut: Float64Array): MoonKinematics {
  const d = DAYS_PER_JULIAN_CENTURY;
  const w = theory.w1;
  // W1 and its first two derivatives (radians, per century).
  let w1 = 0;
  let w1d = 0;
  let w1dd = 0;
  for (let i = w.length - 1; i >= 0; i -= 1) {
    w1dd = w1dd * t + 2 * w1d;
    w1d = w1d * t + w1;
    w1 = w1 * t + w[i]!;
  }
  const sw = theory.secularW1;
  const vRad = w1 + sw[0]! * sw[1]! + elpOut[0]! * ARCSEC_RAD;
  const uRad = elpOut[1]! * ARCSEC_RAD;
  const r = elpOut[2]! / AU_KM;
  const vDot = (w1d + sw[0]! * sw[2]! + elpOut[3]! * ARCSEC_RAD) / d;
  const uDot = (elpOut[4]! * ARCSEC_RAD) / d;
  const rDot = elpOut[5]! / AU_KM / d;
  const vDdot = (w1dd + sw[0]! * sw[3]! + elpOut[6]! * ARCSEC_RAD) / (d * d);
  const uDdot = (elpOut[7]! * ARCSEC_RAD) / (d * d);
  const rDdot = elpOut[8]! / AU_KM / (d * d);
  const cv = Math.cos(vRad);
  const sv = Math.sin(vRad);
  const cu = Math.cos(uRad);
  const su = Math.sin(uRad);
  const g = [cu * cv, cu * sv, su] as const;
  const eu = [-su * cv, -su * sv, cu] as const;
  const ev = [-sv, cv, 0] as const;
  const kg = -(uDot * uDot + vDot * vDot * cu * cu);
  const ku = uDdot + vDot * vDot * su * cu;
  const kv = vDdot * cu - 2 * uDot * vDot * su;
  const vc = vDot * cu;
  const p = [0, 0, 0];
  const pd = [0, 0, 0];
  const pdd = [0, 0, 0];
  for (let i = 0; i < 3; i += 1) {
    const gd = uDot * eu[i]! + vc * ev[i]!;
    const gdd = kg * g[i]! + ku * eu[i]! + kv * ev[i]!;
    p[i] = r * g[i]!;
    pd[i] = rDot * g[i]! + r * gd;
    pdd[i] = rDdot * g[i]! + 2 * rDot * gd + r * gdd;
  }
  const m = laskarRotation(t);
  const rot = (v: number[], row: number): number => m[3 * row]! * v[0]! + m[3 * row + 1]! * v[1]! + m[3 * row + 2]! * v[2]!;
  return {
    x: rot(p, 0),
    y: rot(p, 1),
    z: rot(p, 2),
    vx: rot(pd, 0),
    vy: rot(pd, 1),
    vz: rot(pd, 2),
    ax: rot(pdd, 0),
    ay: rot(pdd, 1),
    az: rot(pdd, 2),
  };
}
