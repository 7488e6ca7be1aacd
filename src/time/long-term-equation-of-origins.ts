import { ARCSEC, RAD_PER_DEG } from '../units/angle.js';
import { BoundedCache } from '../units/bounded-cache.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';
import { gaussLegendre, type QuadratureRule } from './gauss-legendre.js';
import {
  longTermEclipticPoleMotion,
  longTermEquatorPoleMotion,
  type PoleVector,
} from './long-term-precession.js';

/**
 * The mean equation of the origins of the long-term precession of Vondrák, Capitaine & Wallace 2011 (A&A 534, A22;
 * `long-term-precession.ts`): E_o = ERA − GMST, the arc of the mean equator of date from the equinox of date to the
 * Celestial Intermediate Origin (IERS Conventions 2010, §5.5.2 and §5.5.7; Capitaine & Wallace 2006, A&A 450, 855;
 * Kaplan 2005, USNO Circular 179, ch. 6). It is "the accumulated precession in right ascension" of the IAU 2006
 * GMST polynomial (IERS Conventions 2010 eq. (5.32)), which is fitted to P03 and drifts away from the long-term
 * model outside a few centuries.
 *
 * Derivation (the kinematic definition of the non-rotating origin σ: Guinot 1979; Capitaine, Guinot & Souchay
 * 1986, Celest. Mech. 39, 283: σ̇ = −(σ · ṅ) n, i.e. σ has no rotation about the pole n). Let the frame of
 * date be x = the equinox (the unit vector along n × e, e the ecliptic pole: Vondrák et al. 2011 §8), y = n × x,
 * z = n. Writing σ = cos α x + sin α y (α the right ascension of the CIO, = GMST − ERA = −E_o) and projecting the
 * definition on n × σ gives α̇ = −ω_z with ω_z = ẋ · y the frame's angular velocity about its pole; with
 * u = n × e, ẋ · y = (ṅ × e + n × ė) · y / |u|. So
 *
 *     E_o(T) = E_o(0) + ∫₀ᵀ ω_z(τ) dτ − c_N T,      E_o(0) = −0.014506″ (the P03 value at J2000, eq. (5.32)),
 *
 * c_N (−3.86 mas per century) the secular drift of the CIO that nutation adds to the mean pole's (below), T in
 * Julian centuries TT from J2000.0, ṅ and ė from the series differentiated term by term
 * (`longTermEquatorPoleMotion`, `longTermEclipticPoleMotion`). The integral is evaluated by Gauss–Legendre
 * quadrature (`gauss-legendre.ts`): 8 nodes per century between whole-century anchors (memoised), then 3 nodes
 * from the nearest anchor; the integrand's shortest period is 157.87 centuries (Table 2), so this is exact to far
 * below 1 µas (tests/time/long-term-sidereal-time.test.ts compares with a direct quadrature of 20 × 16 nodes).
 *
 * Only the mean (precession) part: nutation enters apparent sidereal time through the equation of the equinoxes as
 * before (`equationOfEquinoxes`), as in IERS Conventions 2010 §5.5.7 (GST = GMST + EE).
 */

const AS_RAD = ARCSEC * RAD_PER_DEG;

/** E_o at J2000.0, arcseconds: minus the constant term 0.014506″ of IERS Conventions 2010 eq. (5.32). */
export const EQUATION_OF_ORIGINS_J2000_ARCSEC = -0.014506;

/** The linear coefficient of IERS Conventions 2010 eq. (5.32), ″ per Julian century: the rate of GMST − ERA at J2000. */
const P03_GMST_RATE_ARCSEC_PER_CENTURY = 4612.156534;

/** Gauss–Legendre nodes per one-century panel between anchors. */
const ANCHOR_NODES = 8;
/** Gauss–Legendre nodes of the last panel (at most half a century, from the nearest anchor). */
const TAIL_NODES = 3;
const ANCHOR_RULE = gaussLegendre(ANCHOR_NODES);
const TAIL_RULE = gaussLegendre(TAIL_NODES);

const cross = (a: PoleVector, b: PoleVector): [number, number, number] => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: PoleVector, b: PoleVector): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * @summary Angular velocity about the pole of the mean equator and equinox of date of the long-term model, radians
 * per Julian century (ω_z = ẋ · y above; ≈ −4612″/cy = −0.02236 at J2000: the equinox's precession in right
 * ascension relative to the non-rotating origin).
 * @param t Julian centuries TT from J2000.0.
 * @example equinoxFrameSpinRate(0) * 206264.806 // ≈ −4612.16″ per century
 */
export function equinoxFrameSpinRate(t: number): number {
  const jdTt = J2000 + t * DAYS_PER_JULIAN_CENTURY;
  const { pole: n, ratePerCentury: nDot } = longTermEquatorPoleMotion(jdTt);
  const { pole: e, ratePerCentury: eDot } = longTermEclipticPoleMotion(jdTt);
  const u = cross(n, e);
  const uNorm = Math.hypot(u[0], u[1], u[2]);
  const y = cross(n, [u[0] / uNorm, u[1] / uNorm, u[2] / uNorm]);
  const a = cross(nDot, e);
  const b = cross(n, eDot);
  return dot([a[0] + b[0], a[1] + b[1], a[2] + b[2]], y) / uNorm;
}

/**
 * c_N, ″ per Julian century: the part of the rate of GMST − ERA that precession does not give, fixed so that the
 * long-term E_o has the rate of the IAU 2006 polynomial at J2000 (4612.156534″/cy, against the mean pole's
 * 4612.160397″/cy: c_N ≈ −0.00386″/cy). It is the secular drift of the CIO caused by nutation (the 3808.65 µas t
 * term of s + XY/2, IERS Conventions 2010 Table 5.2d, which the polynomial absorbs), kept constant over the span.
 */
const NUTATION_DRIFT_ARCSEC_PER_CENTURY = P03_GMST_RATE_ARCSEC_PER_CENTURY + equinoxFrameSpinRate(0) / AS_RAD;

/** ∫ₐᵇ ω_z dτ (radians), one Gauss–Legendre panel. */
function panelIntegral(from: number, to: number, rule: QuadratureRule): number {
  const mid = 0.5 * (from + to);
  const half = 0.5 * (to - from);
  let sum = 0;
  for (let i = 0; i < rule.nodes.length; i += 1)
    sum += rule.weights[i]! * equinoxFrameSpinRate(mid + half * rule.nodes[i]!);
  return half * sum;
}

/**
 * ∫₀ᵏ ω_z dτ (radians) at whole centuries k, memoised: anchor(k) = anchor(k ∓ 1) + the panel between them, always
 * built outward from 0 in that order, so a value does not depend on which dates were asked before (nor on
 * evictions). The span −3000..+3000 needs 61 anchors.
 */
const anchors = new BoundedCache<number, number>(512);
function anchorIntegral(k: number): number {
  if (k === 0) return 0;
  const step = k > 0 ? 1 : -1;
  let j = k;
  let sum = 0;
  for (; j !== 0; j -= step) {
    const cached = anchors.get(j);
    if (cached !== undefined) {
      sum = cached;
      break;
    }
  }
  while (j !== k) {
    sum += panelIntegral(j, j + step, ANCHOR_RULE);
    j += step;
    anchors.set(j, sum);
  }
  return sum;
}

/**
 * @summary Mean equation of the origins E_o = ERA − GMST of the long-term precession (Vondrák et al. 2011),
 * arcseconds: E_o(J2000) + ∫ ω_z dT − c_N T (see the file comment). GMST = ERA − E_o. Differs from the IAU 2006
 * polynomial (−eq. (5.32)) by < 3 mas over 1700–2300 and by ≈ 10″ at −3000 (tests/time/long-term-sidereal-time.test.ts).
 * @param jdTt Julian Day, Terrestrial Time.
 * @example longTermEquationOfOrigins(2451545 + 36525) // ≈ −4613.56″ (−0.014506 − 4612.156534 − 1.3915817)
 */
export function longTermEquationOfOrigins(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  if (!Number.isFinite(t)) return Number.NaN;
  const k = Math.round(t);
  const integral = anchorIntegral(k) + (t === k ? 0 : panelIntegral(k, t, TAIL_RULE));
  return EQUATION_OF_ORIGINS_J2000_ARCSEC + integral / AS_RAD - NUTATION_DRIFT_ARCSEC_PER_CENTURY * t;
}

/**
 * @summary The same E_o by a direct Gauss–Legendre quadrature from J2000 (`panels` equal panels of `nodes` nodes):
 * the independent check of the memoised quadrature in the tests.
 */
export function longTermEquationOfOriginsByQuadrature(jdTt: number, panels: number, nodes: number): number {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const rule = gaussLegendre(nodes);
  let integral = 0;
  for (let k = 0; k < panels; k += 1)
    integral += panelIntegral((k * t) / panels, ((k + 1) * t) / panels, rule);
  return EQUATION_OF_ORIGINS_J2000_ARCSEC + integral / AS_RAD - NUTATION_DRIFT_ARCSEC_PER_CENTURY * t;
}
