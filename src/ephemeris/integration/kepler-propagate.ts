/**
 * Two-body propagation with universal variables (any conic, any number of revolutions).
 * Vallado, Fundamentals of Astrodynamics and Applications, 4th ed. (2013), §2.3 (Stumpff functions c2, c3,
 * eqs. 2-52/2-53) and Algorithm 8 (KEPLER); Battin, An Introduction to the Mathematics and Methods of
 * Astrodynamics (1999), §4.5. Used to linearise the boundary fit of the seeds; not on any run-time path.
 */

/** Stumpff c2(ψ) = (1 − cos √ψ)/ψ (and its hyperbolic and series forms), Vallado eq. (2-52). */
function c2(psi: number): number {
  if (psi > 1e-6) return (1 - Math.cos(Math.sqrt(psi))) / psi;
  if (psi < -1e-6) return (1 - Math.cosh(Math.sqrt(-psi))) / psi;
  return 1 / 2 - psi / 24 + (psi * psi) / 720;
}

/** Stumpff c3(ψ) = (√ψ − sin √ψ)/√ψ³, Vallado eq. (2-53). */
function c3(psi: number): number {
  if (psi > 1e-6) {
    const sq = Math.sqrt(psi);
    return (sq - Math.sin(sq)) / (sq * psi);
  }
  if (psi < -1e-6) {
    const sq = Math.sqrt(-psi);
    return (Math.sinh(sq) - sq) / (sq * -psi);
  }
  return 1 / 6 - psi / 120 + (psi * psi) / 5040;
}

/**
 * @summary Propagate a two-body state [x, y, z, vx, vy, vz] (relative to the central mass) by dt days under
 * gravitational parameter mu (AU³/day²). Returns the new state.
 * @example keplerPropagate([1, 0, 0, 0, 0.0172, 0], 2.959e-4, 365.25) // ≈ back to the start
 */
export function keplerPropagate(state: readonly number[], mu: number, dt: number): number[] {
  const [x, y, z, vx, vy, vz] = state as [number, number, number, number, number, number];
  const r0 = Math.hypot(x, y, z);
  const v02 = vx * vx + vy * vy + vz * vz;
  const sqmu = Math.sqrt(mu);
  const alpha = 2 / r0 - v02 / mu; // 1/a, Vallado Algorithm 8
  const sigma0 = (x * vx + y * vy + z * vz) / sqmu;
  // Initial guess: elliptic χ ≈ √μ Δt α; otherwise a near-parabolic start.
  let chi = alpha > 1e-9 ? sqmu * dt * alpha : (sqmu * dt) / r0;
  let r = r0;
  let psi = 0;
  for (let iter = 0; iter < 60; iter++) {
    psi = chi * chi * alpha;
    const C2 = c2(psi);
    const C3 = c3(psi);
    // Universal Kepler equation and dt/dχ = r/√μ, Vallado Algorithm 8.
    const tn = chi * chi * chi * C3 + sigma0 * chi * chi * C2 + r0 * chi * (1 - psi * C3);
    r = chi * chi * C2 + sigma0 * chi * (1 - psi * C3) + r0 * (1 - psi * C2);
    const dchi = (sqmu * dt - tn) / r;
    chi += dchi;
    if (Math.abs(dchi) < 1e-15 * Math.max(1, Math.abs(chi))) break;
  }
  psi = chi * chi * alpha;
  const C2 = c2(psi);
  const C3 = c3(psi);
  r = chi * chi * C2 + sigma0 * chi * (1 - psi * C3) + r0 * (1 - psi * C2);
  // Lagrange coefficients f, g, ḟ, ġ, Vallado Algorithm 8.
  const f = 1 - (chi * chi * C2) / r0;
  const g = dt - (chi * chi * chi * C3) / sqmu;
  const fdot = (sqmu / (r * r0)) * chi * (psi * C3 - 1);
  const gdot = 1 - (chi * chi * C2) / r;
  return [
    f * x + g * vx,
    f * y + g * vy,
    f * z + g * vz,
    fdot * x + gdot * vx,
    fdot * y + gdot * vy,
    fdot * z + gdot * vz,
  ];
}
