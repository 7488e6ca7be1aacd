import { UraniaError } from '../../errors/urania-error.js';
import { collocationTableau, type CollocationTableau } from './gauss-collocation.js';
import type { NBodyModel } from './n-body-model.js';

/** Options of `integrateNBody`. */
export interface IntegrationOptions {
  /** Largest step in days; the span is cut into equal steps no longer than this. */
  readonly maxStepDays: number;
  /** Collocation stages s (order 2s); default 8 (order 16). */
  readonly stages?: number;
  /** Keep the stage accelerations of every step for dense output (`stateAt`); default false. */
  readonly dense?: boolean;
}

/** The result of an integration: states at every step end, and dense output when asked for. */
export interface Trajectory {
  readonly model: NBodyModel;
  readonly t0: number;
  readonly t1: number;
  /** Signed step in days (negative when integrating backwards). */
  readonly stepDays: number;
  readonly steps: number;
  /** Positions at the step ends, (steps + 1) × 3n, AU. */
  readonly positions: Float64Array;
  /** Velocities at the step ends, (steps + 1) × 3n, AU/day. */
  readonly velocities: Float64Array;
  /** Mean fixed-point iterations per step (a health figure). */
  readonly meanIterations: number;
  /** Position and velocity of body `index` at time t within [t0, t1] (dense output), into out[0..5]. */
  stateAt(t: number, index: number, out: Float64Array): void;
}

const tableaux = new Map<number, CollocationTableau>();
function tableau(stages: number): CollocationTableau {
  let t = tableaux.get(stages);
  if (!t) {
    t = collocationTableau(stages);
    tableaux.set(stages, t);
  }
  return t;
}

/** Fixed-point iterations stop when the relative change of every body's stage acceleration falls below this. */
const CONVERGENCE = 1e-16;
const MAX_ITERATIONS = 30;

/**
 * @summary Integrate an N-body model from (t0, pos0, vel0) to t1 with the s-stage Gauss–Legendre collocation
 * method in fixed steps, solving each step's implicit equations by fixed-point iteration started from the
 * previous step's acceleration polynomial (the predictor of Everhart 1985 and Rein & Spiegel 2015, MNRAS
 * 446:1424, applied to Gauss nodes). Position and velocity sums are compensated (Kahan 1965), so round-off
 * does not grow with the number of steps.
 * Hairer, Nørsett & Wanner, Solving ODEs I, 2nd ed. (1993), §II.7 and §II.14.
 * @example const tr = integrateNBody(model, 2451545, pos, vel, 2460676.5, { maxStepDays: 1 });
 */
export function integrateNBody(
  model: NBodyModel,
  t0: number,
  pos0: Float64Array,
  vel0: Float64Array,
  t1: number,
  options: IntegrationOptions,
): Trajectory {
  const n3 = 3 * model.names.length;
  if (pos0.length !== n3 || vel0.length !== n3) {
    throw new UraniaError('INVALID_ARGUMENT', `pos0 and vel0 must hold ${n3} numbers (3 per body)`, {
      field: 'pos0',
      received: pos0.length,
    });
  }
  if (!(options.maxStepDays > 0)) {
    throw new UraniaError('INVALID_ARGUMENT', 'maxStepDays must be a positive number of days', {
      field: 'maxStepDays',
      received: options.maxStepDays,
    });
  }
  const tab = tableau(options.stages ?? 8);
  const s = tab.stages;
  const steps = Math.max(1, Math.ceil(Math.abs(t1 - t0) / options.maxStepDays));
  const h = (t1 - t0) / steps;
  const h2 = h * h;
  const positions = new Float64Array((steps + 1) * n3);
  const velocities = new Float64Array((steps + 1) * n3);
  const stageAcc = options.dense ? new Float64Array(steps * s * n3) : undefined;
  positions.set(pos0, 0);
  velocities.set(vel0, 0);

  const y = Float64Array.from(pos0);
  const v = Float64Array.from(vel0);
  const cy = new Float64Array(n3);
  const cv = new Float64Array(n3);
  const F = new Float64Array(s * n3);
  const Fnew = new Float64Array(s * n3);
  const Y = new Float64Array(n3);
  const V = new Float64Array(n3);
  const acc = new Float64Array(n3);
  const nb = model.names.length;
  const deltaNorm = new Float64Array(nb);
  const valueNorm = new Float64Array(nb);

  model.accelerations(y, v, acc);
  for (let j = 0; j < s; j++) F.set(acc, j * n3);
  let totalIterations = 0;

  for (let k = 0; k < steps; k++) {
    let previous = Infinity;
    for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
      totalIterations++;
      for (let i = 0; i < s; i++) {
        const ci = tab.c[i]! * h;
        for (let q = 0; q < n3; q++) {
          let sp = 0;
          let sv = 0;
          for (let j = 0; j < s; j++) {
            const f = F[j * n3 + q]!;
            sp += tab.aBar[i * s + j]! * f;
            sv += tab.a[i * s + j]! * f;
          }
          Y[q] = y[q]! + ci * v[q]! + h2 * sp;
          V[q] = v[q]! + h * sv;
        }
        model.accelerations(Y, V, acc);
        Fnew.set(acc, i * n3);
      }
      deltaNorm.fill(0);
      valueNorm.fill(0);
      for (let i = 0; i < s; i++) {
        for (let q = 0; q < n3; q++) {
          const b = (q / 3) | 0;
          const d = Math.abs(Fnew[i * n3 + q]! - F[i * n3 + q]!);
          const a = Math.abs(Fnew[i * n3 + q]!);
          if (d > deltaNorm[b]!) deltaNorm[b] = d;
          if (a > valueNorm[b]!) valueNorm[b] = a;
        }
      }
      F.set(Fnew);
      let change = 0;
      for (let b = 0; b < nb; b++) {
        const r = valueNorm[b]! > 0 ? deltaNorm[b]! / valueNorm[b]! : 0;
        if (r > change) change = r;
      }
      // Converged, or stalled at round-off (the change stopped shrinking).
      if (change < CONVERGENCE || (iter >= 2 && change >= previous)) break;
      previous = change;
    }
    if (stageAcc) stageAcc.set(F, k * s * n3);
    // Step end: y1 = y0 + h v0 + h² Σ b̄_j F_j, v1 = v0 + h Σ b_j F_j, with compensated summation.
    for (let q = 0; q < n3; q++) {
      let sp = 0;
      let sv = 0;
      for (let j = 0; j < s; j++) {
        const f = F[j * n3 + q]!;
        sp += tab.bBar[j]! * f;
        sv += tab.b[j]! * f;
      }
      const dy = h * v[q]! + h2 * sp + cy[q]!;
      const ty = y[q]! + dy;
      cy[q] = dy - (ty - y[q]!);
      y[q] = ty;
      const dv = h * sv + cv[q]!;
      const tv = v[q]! + dv;
      cv[q] = dv - (tv - v[q]!);
      v[q] = tv;
    }
    positions.set(y, (k + 1) * n3);
    velocities.set(v, (k + 1) * n3);
    // Predictor for the next step: extrapolate this step's acceleration polynomial to the next nodes.
    for (let i = 0; i < s; i++) {
      for (let q = 0; q < n3; q++) {
        let p = 0;
        for (let j = 0; j < s; j++) p += tab.predictor[i * s + j]! * F[j * n3 + q]!;
        Fnew[i * n3 + q] = p;
      }
    }
    F.set(Fnew);
  }

  const wPos = new Float64Array(s);
  const wVel = new Float64Array(s);
  let lastTheta = Number.NaN;
  const stateAt = (t: number, index: number, out: Float64Array): void => {
    if (!stageAcc) {
      throw new UraniaError('UNSUPPORTED', 'stateAt needs an integration run with dense: true', { field: 'dense' });
    }
    const u = (t - t0) / h;
    if (!(u >= -1e-9 && u <= steps + 1e-9)) {
      throw new UraniaError('OUT_OF_RANGE', `t must be within the integrated span ${Math.min(t0, t1)}..${Math.max(t0, t1)}`, {
        field: 't',
        received: t,
        minimum: Math.min(t0, t1),
        maximum: Math.max(t0, t1),
      });
    }
    const k = Math.min(steps - 1, Math.max(0, Math.floor(u)));
    const theta = u - k;
    // Evaluating several bodies at one time reuses the weights.
    if (theta !== lastTheta) {
      tab.denseWeights(theta, wPos, wVel);
      lastTheta = theta;
    }
    const base = k * n3 + 3 * index;
    const fBase = k * s * n3 + 3 * index;
    for (let c = 0; c < 3; c++) {
      let sp = 0;
      let sv = 0;
      for (let j = 0; j < s; j++) {
        const f = stageAcc[fBase + j * n3 + c]!;
        sp += wPos[j]! * f;
        sv += wVel[j]! * f;
      }
      out[c] = positions[base + c]! + theta * h * velocities[base + c]! + h2 * sp;
      out[3 + c] = velocities[base + c]! + h * sv;
    }
  };

  return {
    model,
    t0,
    t1,
    stepDays: h,
    steps,
    positions,
    velocities,
    meanIterations: totalIterations / steps,
    stateAt,
  };
}
