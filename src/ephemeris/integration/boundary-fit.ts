import { integrateNBody } from './integrate-n-body.js';
import { variationalModel } from './variational-model.js';
import type { NBodyModel } from './n-body-model.js';
import type { Seed } from './initial-conditions.js';

/**
 * Fitting the seed velocities to the neighbouring seed positions (a two-point boundary-value problem solved
 * by differential correction).
 *
 * Why: the reference velocities are derivatives of compressed Chebyshev fits and carry relative errors of
 * ~1e-7 (measured: integrating the raw seeds 25 years drifts Jupiter by ~4″ along track, linearly in time and
 * with a sign that depends on the seed), while the reference positions are good to ~0.001″. So the velocity
 * at epoch A is solved for, such that the integrated heliocentric positions at epoch B equal the seed
 * positions there: every point of [A, B] then lies on one trajectory pinned at both ends.
 *
 * Method: Gauss–Newton with each body's 3 × 3 Jacobian ∂r(B)/∂v(A) from the variational equations
 * (integrated once, on the first pass; see variational-model.ts), Tikhonov-regularised towards the seed velocity
 * (Tikhonov & Arsenin 1977) so that directions the end positions do not constrain — an orbit with a whole
 * number of revolutions in [A, B] does not see a radial velocity change at B — keep the seed value.
 * The Sun's barycentric state follows from the barycentre condition Σ GMᵢ rᵢ = 0, Σ GMᵢ vᵢ = 0.
 */

/** Options of `fitSeedVelocities`. */
export interface BoundaryFitOptions {
  readonly maxStepDays: number;
  /** Gauss–Newton iterations at most (default 8). */
  readonly maxIterations?: number;
  /** Stop when every heliocentric end-position residual is below this (AU; default 1e-12). */
  readonly toleranceAu?: number;
  /** Regularisation λ in days: directions whose sensitivity ∂r/∂v is below ~λ stay at the seed (default 10). */
  readonly regularizationDays?: number;
  /** Progress callback (iteration, largest residual in AU). */
  readonly onIteration?: (iteration: number, maxResidualAu: number) => void;
}

/** The fitted seed and how well it reaches the far epoch. */
export interface BoundaryFit {
  /** The seed at epoch A with fitted velocities (barycentric, model order). */
  readonly seed: Seed;
  /** Heliocentric end-position residual per body at epoch B (AU), after the last iteration. */
  readonly residualsAu: Float64Array;
  /** Change of each body's heliocentric velocity from the seed value (AU/day). */
  readonly velocityChangeAuPerDay: Float64Array;
  readonly iterations: number;
}

/** Barycentric arrays from heliocentric ones, the Sun (index 0) placed by the barycentre condition. */
export function barycentricFromHeliocentric(model: NBodyModel, helio: Float64Array): Float64Array {
  const out = new Float64Array(helio.length);
  let total = 0;
  for (let i = 0; i < model.massiveCount; i++) total += model.gm[i]!;
  for (let c = 0; c < 3; c++) {
    let s = 0;
    for (let i = 1; i < model.massiveCount; i++) s += model.gm[i]! * helio[3 * i + c]!;
    const sun = -s / total;
    out[c] = sun;
    for (let i = 1; i < model.names.length; i++) out[3 * i + c] = helio[3 * i + c]! + sun;
  }
  return out;
}

function heliocentric(bary: Float64Array, n: number): Float64Array {
  const out = new Float64Array(3 * n);
  for (let i = 1; i < n; i++) for (let c = 0; c < 3; c++) out[3 * i + c] = bary[3 * i + c]! - bary[c]!;
  return out;
}

/** Solve the 3 × 3 system M x = b (Cramer's rule; M well conditioned after regularisation). */
function solve3(m: number[], b: number[]): number[] {
  const [a, bb, c, d, e, f, g, h, i] = m as [number, number, number, number, number, number, number, number, number];
  const det = a * (e * i - f * h) - bb * (d * i - f * g) + c * (d * h - e * g);
  const [p, q, r] = b as [number, number, number];
  return [
    (p * (e * i - f * h) - bb * (q * i - f * r) + c * (q * h - e * r)) / det,
    (a * (q * i - f * r) - p * (d * i - f * g) + c * (d * r - q * g)) / det,
    (a * (e * r - q * h) - bb * (d * r - q * g) + p * (d * h - e * g)) / det,
  ];
}

/**
 * @summary Fit the velocities of `seedA` so that the integration reaches the heliocentric positions of `seedB`.
 * @example const fit = fitSeedVelocities(model, seedAt(table, model, 2451545), seedAt(table, model, 2469808), { maxStepDays: 2 });
 */
export function fitSeedVelocities(model: NBodyModel, seedA: Seed, seedB: Seed, options: BoundaryFitOptions): BoundaryFit {
  const n = model.names.length;
  const lambda2 = (options.regularizationDays ?? 10) ** 2;
  const tol = options.toleranceAu ?? 1e-12;
  const helioPos = heliocentric(seedA.pos, n);
  const helioVel0 = heliocentric(seedA.vel, n);
  const helioVel = Float64Array.from(helioVel0);
  const targetB = heliocentric(seedB.pos, n);
  const varModel = variationalModel(model);
  const jacobians: number[][] = [];
  const residuals = new Float64Array(n).fill(Infinity);
  let iterations = 0;
  const maxIterations = options.maxIterations ?? 8;
  for (let iter = 0; iter <= maxIterations; iter++) {
    const pos = barycentricFromHeliocentric(model, helioPos);
    const vel = barycentricFromHeliocentric(model, helioVel);
    let endB: Float64Array;
    if (iter === 0) {
      // First pass: integrate the variational equations too, for the Jacobians ∂rᵢ(B)/∂vᵢ(A).
      const nv = varModel.names.length;
      const vpos = new Float64Array(3 * nv);
      const vvel = new Float64Array(3 * nv);
      vpos.set(pos);
      vvel.set(vel);
      for (let i = 1; i < n; i++) for (let k = 0; k < 3; k++) vvel[3 * varModel.columnIndex(i, k) + k] = 1;
      // The Jacobian only steers the iteration: a coarser step is plenty for it.
      const tr = integrateNBody(varModel, seedA.jdTt, vpos, vvel, seedB.jdTt, { maxStepDays: 4 * options.maxStepDays });
      const end = tr.positions.subarray(tr.steps * 3 * nv);
      for (let i = 1; i < n; i++) {
        const J = new Array<number>(9).fill(0);
        for (let k = 0; k < 3; k++) {
          const col = varModel.columnIndex(i, k);
          for (let c = 0; c < 3; c++) J[3 * c + k] = end[3 * col + c]!;
        }
        jacobians[i] = J;
      }
      endB = heliocentric(end.subarray(0, 3 * n), n);
    } else {
      const trajectory = integrateNBody(model, seedA.jdTt, pos, vel, seedB.jdTt, { maxStepDays: options.maxStepDays });
      endB = heliocentric(trajectory.positions.subarray(trajectory.steps * 3 * n), n);
    }
    const res: number[][] = [];
    let worst = 0;
    // Progress: some body above tolerance whose residual at least halved. Bodies whose residual stalls have
    // reached their regularised fixed point; the others keep iterating.
    let progress = false;
    for (let i = 1; i < n; i++) {
      res[i] = [0, 1, 2].map((c) => endB[3 * i + c]! - targetB[3 * i + c]!);
      const r = Math.hypot(...res[i]!);
      if (r > tol && r < 0.5 * residuals[i]!) progress = true;
      residuals[i] = r;
      worst = Math.max(worst, r);
    }
    iterations = iter;
    options.onIteration?.(iter, worst);
    if (worst < tol || iter === maxIterations || (iter > 0 && !progress)) break;
    for (let i = 1; i < n; i++) {
      // (JᵀJ + λ²I) Δv = −Jᵀ res − λ² (v − v_seed)
      const J = jacobians[i]!;
      const r = res[i]!;
      const m = new Array<number>(9).fill(0);
      const rhs = [0, 0, 0];
      for (let a = 0; a < 3; a++) {
        for (let b = 0; b < 3; b++) {
          let s = 0;
          for (let c = 0; c < 3; c++) s += J[3 * c + a]! * J[3 * c + b]!;
          m[3 * a + b] = s + (a === b ? lambda2 : 0);
        }
        let s = 0;
        for (let c = 0; c < 3; c++) s += J[3 * c + a]! * r[c]!;
        rhs[a] = -s - lambda2 * (helioVel[3 * i + a]! - helioVel0[3 * i + a]!);
      }
      const d = solve3(m, rhs);
      for (let a = 0; a < 3; a++) helioVel[3 * i + a] = helioVel[3 * i + a]! + d[a]!;
    }
  }
  const change = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    change[i] = Math.hypot(...[0, 1, 2].map((c) => helioVel[3 * i + c]! - helioVel0[3 * i + c]!));
  }
  return {
    seed: {
      jdTt: seedA.jdTt,
      pos: barycentricFromHeliocentric(model, helioPos),
      vel: barycentricFromHeliocentric(model, helioVel),
    },
    residualsAu: residuals,
    velocityChangeAuPerDay: change,
    iterations,
  };
}
