/**
 * Fitting one integrated span into packed Chebyshev segments, per output body: try segment lengths from
 * 8 days up, interpolate each segment at NB Chebyshev–Gauss nodes from the integrator's dense output, keep
 * the smallest degree whose neglected tail is within the body's tolerance, and choose the segment length
 * that packs into the fewest characters. The packed result is then decoded with the run-time reader and
 * checked against the dense output at 2N + 1 points per segment (position and velocity).
 */
import type { Trajectory } from '../src/ephemeris/integration/integrate-n-body.js';
import { chebyshevTransform } from '../src/ephemeris/integration/chebyshev-fit.js';
import { chebyshevTable } from '../src/ephemeris/integration/chebyshev-table.js';
import { encodeIntegers } from '../src/ephemeris/integration/packed-integers.js';

/** Interpolation size: every candidate's series must have converged within NB terms. */
const NB = 36;
/** Candidate segment lengths (days), before rounding to a whole number of segments per span. */
const SEGMENT_TARGETS = [8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096, 6144, 8192, 12288, 16384];
const ARCSEC_RAD = Math.PI / (180 * 3600);
/** Tolerances: Chebyshev truncation + quantisation error, as a geocentric angle at the body's closest approach. */
const PLANET_TOLERANCE_ARCSEC = 0.002;
const MINOR_TOLERANCE_ARCSEC = 0.01;
/**
 * Every heliocentric state is (body − Sun) of two barycentric tables, so the Sun's table carries its
 * short-period reflex motion (Mercury 6e-8 AU at 88 days, Venus, the Earth) once, for all bodies.
 */
const SUN_TOLERANCE_AU = 5e-9;
const PLANETS = new Set(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);

/** One body's fit of one span. */
export interface SpanFit {
  readonly body: string;
  readonly start: number;
  readonly end: number;
  readonly segments: number;
  /** Largest degree N of the span's segments. */
  readonly n: number;
  readonly coefficients: number;
  readonly quantumAu: number;
  readonly data: string;
  readonly maxPositionErrorAu: number;
  readonly maxAngleErrorArcsec: number;
  readonly maxVelocityErrorAuPerDay: number;
  readonly minGeocentricDistanceAu: number;
}

function vlqLength(v: number): number {
  let z = v >= 0 ? 2 * v : -2 * v - 1;
  let len = 1;
  while (z >= 32) {
    z = Math.floor(z / 32);
    len++;
  }
  return len;
}

/** Barycentric state of a body from the dense output (heliocentric = body − Sun, formed at run time). */
function stateFn(tr: Trajectory, body: string): (t: number, out: Float64Array) => void {
  const index = tr.model.names.indexOf(body);
  if (index < 0) throw new Error(`unknown body ${body}`);
  return (t, out) => tr.stateAt(t, index, out);
}

/** Tolerances of one fit (defaults: the 1800–2200 build's). */
export interface SpanTolerances {
  /** Jupiter–Pluto, geocentric arcseconds at closest approach. */
  readonly planetArcsec: number;
  /** Minor bodies, geocentric arcseconds at closest approach. */
  readonly minorArcsec: number;
  /** The Sun's barycentric position, AU. */
  readonly sunAu: number;
}

const DEFAULT_TOLERANCES: SpanTolerances = {
  planetArcsec: PLANET_TOLERANCE_ARCSEC,
  minorArcsec: MINOR_TOLERANCE_ARCSEC,
  sunAu: SUN_TOLERANCE_AU,
};

/** @summary Fit every output body over [start, end] of a dense trajectory. */
export function fitSpan(
  tr: Trajectory,
  start: number,
  end: number,
  bodies: readonly string[],
  tolerances: SpanTolerances = DEFAULT_TOLERANCES,
): SpanFit[] {
  const len = end - start;
  const transform = chebyshevTransform(NB);
  const n3 = 3 * tr.model.names.length;
  const emb = tr.model.names.indexOf('EMB');
  const states = bodies.map((b) => stateFn(tr, b));
  // Tolerance from the closest approach to the Earth–Moon barycentre within the span.
  const tolerance = bodies.map((body) => {
    const i = tr.model.names.indexOf(body);
    let minDistance = Infinity;
    for (let k = 0; k <= tr.steps; k++) {
      const o = k * n3;
      const d = Math.hypot(
        tr.positions[o + 3 * i]! - tr.positions[o + 3 * emb]!,
        tr.positions[o + 3 * i + 1]! - tr.positions[o + 3 * emb + 1]!,
        tr.positions[o + 3 * i + 2]! - tr.positions[o + 3 * emb + 2]!,
      );
      minDistance = Math.min(minDistance, d);
    }
    // Steps are a few days apart: take 90 % of the sampled minimum as the closest approach.
    minDistance *= 0.9;
    const tol =
      body === 'Sun'
        ? tolerances.sunAu
        : (PLANETS.has(body) ? tolerances.planetArcsec : tolerances.minorArcsec) * ARCSEC_RAD * minDistance;
    return { minDistance, tol, quantum: Number((tol / 8).toPrecision(3)) };
  });

  interface Best {
    segments: number;
    degrees: Int32Array;
    chars: number;
    coefficients: Float64Array; // segments × 3 × NB
  }
  const best: (Best | undefined)[] = bodies.map(() => undefined);
  const candidates = [...new Set(SEGMENT_TARGETS.map((L) => Math.max(1, Math.round(len / L))))].sort((a, b) => b - a);
  const state = new Float64Array(6);
  for (const segments of candidates) {
    const segLen = len / segments;
    const values = new Float64Array(bodies.length * segments * 3 * NB);
    for (let s = 0; s < segments; s++) {
      for (let k = 0; k < NB; k++) {
        const t = start + segLen * (s + (transform.nodes[k]! + 1) / 2);
        for (let b = 0; b < bodies.length; b++) {
          states[b]!(t, state);
          for (let c = 0; c < 3; c++) values[((b * segments + s) * 3 + c) * NB + k] = state[c]!;
        }
      }
    }
    for (let b = 0; b < bodies.length; b++) {
      const { tol, quantum } = tolerance[b]!;
      const coefficients = new Float64Array(segments * 3 * NB);
      const degrees = new Int32Array(segments);
      let converged = true;
      let chars = 0;
      for (let s = 0; s < segments && converged; s++) {
        let n = 1;
        for (let c = 0; c < 3; c++) {
          const o = (s * 3 + c) * NB;
          transform.coefficients(values, (b * segments + s) * 3 * NB + c * NB, 1, coefficients, o);
          // The interpolant itself must have converged: its last terms negligible.
          if (Math.abs(coefficients[o + NB - 1]!) + Math.abs(coefficients[o + NB - 2]!) > tol / 20) {
            converged = false;
            break;
          }
          let tail = 0;
          let need = NB;
          for (let j = NB - 1; j >= 1; j--) {
            tail += Math.abs(coefficients[o + j]!);
            if (tail > tol / 2) break;
            need = j;
          }
          n = Math.max(n, need);
        }
        degrees[s] = n;
        chars += vlqLength(n);
        for (let c = 0; c < 3; c++) {
          for (let j = 0; j < n; j++) chars += vlqLength(Math.round(coefficients[(s * 3 + c) * NB + j]! / quantum));
        }
      }
      if (!converged) continue;
      const prev = best[b];
      if (!prev || chars < prev.chars) best[b] = { segments, degrees, chars, coefficients };
    }
  }

  return bodies.map((body, b) => {
    const chosen = best[b];
    if (!chosen) throw new Error(`no segment length converged for ${body} over ${start}..${end}`);
    const { tol, quantum, minDistance } = tolerance[b]!;
    const ints: number[] = [];
    for (let s = 0; s < chosen.segments; s++) {
      const n = chosen.degrees[s]!;
      ints.push(n);
      for (let c = 0; c < 3; c++) {
        for (let j = 0; j < n; j++) ints.push(Math.round(chosen.coefficients[(s * 3 + c) * NB + j]! / quantum));
      }
    }
    const data = encodeIntegers(ints);
    // Verify through the run-time reader.
    const table = chebyshevTable({ spans: [[start, end, chosen.segments, quantum]], data }, body);
    const segLen = len / chosen.segments;
    const checks = 2 * Math.max(...chosen.degrees) + 1;
    let maxPos = 0;
    let maxVel = 0;
    for (let s = 0; s < chosen.segments; s++) {
      for (let k = 0; k <= checks; k++) {
        const t = Math.min(end, start + segLen * (s + k / checks));
        states[b]!(t, state);
        const got = table.state(t);
        maxPos = Math.max(maxPos, Math.hypot(got.x - state[0]!, got.y - state[1]!, got.z - state[2]!));
        maxVel = Math.max(maxVel, Math.hypot(got.vx - state[3]!, got.vy - state[4]!, got.vz - state[5]!));
      }
    }
    if (maxPos > tol) throw new Error(`${body}: fit error ${maxPos} AU exceeds tolerance ${tol} AU over ${start}..${end}`);
    return {
      body,
      start,
      end,
      segments: chosen.segments,
      n: Math.max(...chosen.degrees),
      coefficients: chosen.degrees.reduce((a, d) => a + 3 * d, 0),
      quantumAu: quantum,
      data,
      maxPositionErrorAu: maxPos,
      maxAngleErrorArcsec: body === 'Sun' ? 0 : maxPos / minDistance / ARCSEC_RAD,
      maxVelocityErrorAuPerDay: maxVel,
      minGeocentricDistanceAu: minDistance,
    };
  });
}

/** One function's packed fit (fitFunction). */
export interface FunctionFit {
  readonly start: number;
  readonly end: number;
  readonly segments: number;
  readonly quantumAu: number;
  readonly data: string;
  readonly chars: number;
  readonly maxErrorAu: number;
}

/**
 * @summary Fit any 3-vector function of time (AU) over [start, end] into packed Chebyshev segments within an
 * absolute tolerance, choosing the segment length that packs smallest (as fitSpan), and verify through the
 * run-time reader.
 */
export function fitFunction(fn: (t: number) => readonly number[], start: number, end: number, tolAu: number, name: string): FunctionFit {
  const len = end - start;
  const transform = chebyshevTransform(NB);
  const quantum = Number((tolAu / 8).toPrecision(3));
  let best: { segments: number; ints: number[]; chars: number } | undefined;
  const candidates = [...new Set(SEGMENT_TARGETS.filter((L) => L >= 32).map((L) => Math.max(1, Math.round(len / L))))].sort((a, b) => b - a);
  const values = new Float64Array(3 * NB);
  const coefficients = new Float64Array(3 * NB);
  for (const segments of candidates) {
    const segLen = len / segments;
    const ints: number[] = [];
    let chars = 0;
    let converged = true;
    for (let s = 0; s < segments && converged; s++) {
      for (let k = 0; k < NB; k++) {
        const v = fn(start + segLen * (s + (transform.nodes[k]! + 1) / 2));
        for (let c = 0; c < 3; c++) values[c * NB + k] = v[c]!;
      }
      let n = 1;
      for (let c = 0; c < 3; c++) {
        transform.coefficients(values, c * NB, 1, coefficients, c * NB);
        if (Math.abs(coefficients[c * NB + NB - 1]!) + Math.abs(coefficients[c * NB + NB - 2]!) > tolAu / 20) {
          converged = false;
          break;
        }
        let tail = 0;
        let need = NB;
        for (let j = NB - 1; j >= 1; j--) {
          tail += Math.abs(coefficients[c * NB + j]!);
          if (tail > tolAu / 2) break;
          need = j;
        }
        n = Math.max(n, need);
      }
      if (!converged) break;
      ints.push(n);
      chars += vlqLength(n);
      for (let c = 0; c < 3; c++) {
        for (let j = 0; j < n; j++) {
          const q = Math.round(coefficients[c * NB + j]! / quantum);
          ints.push(q);
          chars += vlqLength(q);
        }
      }
    }
    if (converged && (!best || chars < best.chars)) best = { segments, ints, chars };
  }
  if (!best) throw new Error(`no segment length converged for ${name} over ${start}..${end}`);
  const data = encodeIntegers(best.ints);
  const table = chebyshevTable({ spans: [[start, end, best.segments, quantum]], data }, name);
  let maxErr = 0;
  const checks = 4 * best.segments * 8;
  for (let k = 0; k <= checks; k++) {
    const t = start + (len * k) / checks;
    const v = fn(t);
    const got = table.state(t);
    maxErr = Math.max(maxErr, Math.hypot(got.x - v[0]!, got.y - v[1]!, got.z - v[2]!));
  }
  if (maxErr > tolAu) throw new Error(`${name}: fit error ${maxErr} AU exceeds tolerance ${tolAu} AU over ${start}..${end}`);
  return { start, end, segments: best.segments, quantumAu: quantum, data, chars: data.length, maxErrorAu: maxErr };
}
