import type { Vector3 } from './rotation.js';

/**
 * Relativistic annual aberration: the Lorentz transformation of a direction from the barycentric frame to
 * the frame of an observer moving with velocity V = v/c. Explanatory Supplement to the Astronomical
 * Almanac (Seidelmann ed., 1992) §3.252, eq. (3.252-3); Kaplan et al. 1989, AJ 97, 1197 (NOVAS);
 * Stumpff 1979, A&A 78, 229:
 *   p2 = [ β⁻¹ p1 + (1 + (p1·V) / (1 + β⁻¹)) V ] / (1 + p1·V),   β⁻¹ = √(1 − V²)
 * No low-order truncation: exact to all orders in V (the first-order formula errs by ~0.001″).
 */

/**
 * @summary Aberrated unit direction for an observer moving with `velocityOverC` (v/c, dimensionless).
 * @param p1 Unit direction observer -> body, after light-time and deflection.
 */
export function relativisticAberration(p1: Vector3, velocityOverC: Vector3): Vector3 {
  const vx = velocityOverC.x;
  const vy = velocityOverC.y;
  const vz = velocityOverC.z;
  const v2 = vx * vx + vy * vy + vz * vz;
  const betaInv = Math.sqrt(1 - v2);
  const pv = p1.x * vx + p1.y * vy + p1.z * vz;
  const f = 1 + pv / (1 + betaInv);
  const d = 1 + pv;
  return {
    x: (betaInv * p1.x + f * vx) / d,
    y: (betaInv * p1.y + f * vy) / d,
    z: (betaInv * p1.z + f * vz) / d,
  };
}
