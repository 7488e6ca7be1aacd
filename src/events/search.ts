import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { normalizeDegrees, signedDelta } from '../units/angle.js';

/**
 * The one event-search engine (DESIGN.md §2, after Skyfield's `find_discrete`): every event kind is a small
 * function of time with a declared scan step. The engine
 * 1. samples the function on a grid of `stepDays` (plus any declared breakpoints) over [from, to],
 * 2. brackets each sign change (or, for angles, each crossing of a target angle — unwrapped per step, so the
 *    ±180° jump of a wrapped difference is never mistaken for a root),
 * 3. refines each bracket with the Illinois variant of regula falsi (Dowell & Jarratt 1971, BIT 11, 168),
 *    which keeps the root bracketed and converges superlinearly, to `toleranceDays`,
 * 4. optionally polishes the root with Newton steps on a PRECISE function with its rate (`polish`), so the
 *    scan can run on a cheap model and the expensive theory is evaluated once or twice per event.
 * It also finds local minima (Brent 1973, "Algorithms for Minimization without Derivatives", ch. 5).
 *
 * Contract: a root is reported once, in time order, within [from, to]; the step must be shorter than the
 * spacing of successive roots (each event kind's `stepDays` is chosen so and documented).
 */

/** Default root tolerance: 1e-7 day (≈ 9 ms). */
export const DEFAULT_TOLERANCE_DAYS = 1e-7;

/** Illinois iterations before giving up (each halves the bracket at worst every other step). */
const MAX_ILLINOIS_ITERATIONS = 200;

/** A precise value and its rate (per day) at one instant, for the Newton polish. */
export interface ValueAndRate {
  readonly value: number;
  readonly rate: number;
}

/** Newton polish of a root found on a cheap model. */
export interface Polish {
  /** The precise function (for angle searches: the precise angle, degrees) and its rate per day. */
  readonly evaluate: (jdTt: number) => ValueAndRate;
  /**
   * A Newton step shorter than this (days) ends the polish: each event kind derives it from its bounds on
   * |f″/2f′| and on the relative error of the rate, so that the remaining error is below its tolerance.
   * Default: the root tolerance (iterate until a step is that small).
   */
  readonly convergedStepDays?: number;
  /** Maximum Newton steps (default 4). */
  readonly maxSteps?: number;
  /** Tolerance (days) of the bracket refinement on the cheap function before the polish (default 1e-4). */
  readonly seedToleranceDays?: number;
}

/** Default tolerance of the seed found on the cheap function before a polish: 1e-4 day (8.6 s). */
export const DEFAULT_SEED_TOLERANCE_DAYS = 1e-4;

/** A scalar function of the TT Julian Day whose zero crossings are events. */
export interface RootSearch {
  /** The function; continuous between grid points that bracket a root. */
  readonly f: (jdTt: number) => number;
  /** Scan step, days: shorter than the spacing of successive roots. */
  readonly stepDays: number;
  /** Root tolerance, days (default 1e-7). */
  readonly toleranceDays?: number;
  /** Optional Newton polish on a precise function with the same roots. */
  readonly polish?: Polish;
}

/** A root of a RootSearch: the instant and the direction of the sign change (+1: − to +). */
export interface Root {
  readonly jdTt: number;
  readonly direction: 1 | -1;
}

/** An angle (degrees, any wrap) of time whose crossings of target angles are events. */
export interface CrossingSearch {
  /** The angle at a TT Julian Day, degrees (wrapped or not). */
  readonly angle: (jdTt: number) => number;
  /** Target angles, degrees. */
  readonly targets: readonly number[];
  /** Scan step, days: the angle moves less than 180° in a step and is monotonic between grid points. */
  readonly stepDays: number;
  /**
   * Instants where the angle's motion may reverse (stations): added to the grid, so that between two grid
   * points the angle is monotonic and every crossing — retrograde re-entries included — is bracketed.
   */
  readonly breakpoints?: readonly number[];
  readonly toleranceDays?: number;
  /** Optional Newton polish on the precise angle (degrees) and its rate (degrees per day). */
  readonly polish?: Polish;
  /** Optional cheap filter applied to each seed before the polish: crossings it rejects are dropped. */
  readonly accept?: (jdTt: number, target: number) => boolean;
}

/** A crossing: the instant, the target crossed, and the direction (+1 increasing angle). */
export interface Crossing {
  readonly jdTt: number;
  readonly target: number;
  readonly direction: 1 | -1;
}

function checkInterval(fromJd: number, toJd: number, stepDays: number): void {
  if (!(Number.isFinite(fromJd) && Number.isFinite(toJd) && fromJd <= toJd)) {
    throw new UraniaError('INVALID_ARGUMENT', 'search interval must be finite with from <= to', {
      wording: wording('search.interval', {}),
      field: 'from',
      received: { fromJd, toJd },
      allowed: 'finite Julian Days, from <= to',
    });
  }
  if (!(Number.isFinite(stepDays) && stepDays > 0)) {
    throw new UraniaError('INVALID_ARGUMENT', 'stepDays must be a positive number of days', {
      wording: wording('positiveDays', { field: 'stepDays' }),
      field: 'stepDays',
      received: stepDays,
      allowed: '> 0',
    });
  }
}

/** The scan grid: from, from + step, …, to, merged with the breakpoints inside (from, to). Sorted, distinct. */
export function scanGrid(fromJd: number, toJd: number, stepDays: number, breakpoints: readonly number[] = []): number[] {
  checkInterval(fromJd, toJd, stepDays);
  const n = Math.max(1, Math.ceil((toJd - fromJd) / stepDays));
  const grid: number[] = [];
  for (let i = 0; i < n; i += 1) grid.push(fromJd + (i * (toJd - fromJd)) / n);
  grid.push(toJd);
  const inside = breakpoints.filter((b) => b > fromJd && b < toJd);
  if (inside.length === 0) return grid;
  return [...grid, ...inside].sort((a, b) => a - b).filter((t, i, all) => i === 0 || t > all[i - 1]!);
}

/**
 * @summary Root of f in [a, b] where f(a) and f(b) have opposite signs (or one is zero): Illinois regula falsi
 * to `toleranceDays` (Dowell & Jarratt 1971). Returns the midpoint of the final bracket.
 */
export function refineBracket(
  f: (t: number) => number,
  a: number,
  b: number,
  fa: number,
  fb: number,
  toleranceDays = DEFAULT_TOLERANCE_DAYS,
): number {
  if (fa === 0) return a;
  if (fb === 0) return b;
  // Classical Illinois form: (a, fa) is the retained end, (b, fb) the latest iterate; the root stays in
  // [min(a, b), max(a, b)]. When the same end is retained twice, its value is halved (the Illinois step).
  for (let i = 0; i < MAX_ILLINOIS_ITERATIONS && Math.abs(b - a) > toleranceDays; i += 1) {
    let c = b - (fb * (b - a)) / (fb - fa);
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    if (!(c > lo && c < hi)) c = 0.5 * (a + b);
    const fc = f(c);
    if (fc === 0) return c;
    if (fc < 0 !== fb < 0) {
      a = b;
      fa = fb;
    } else {
      fa /= 2;
    }
    b = c;
    fb = fc;
  }
  return b;
}

/**
 * @summary Newton polish: steps t ← t − g(t)/g′(t) on the precise function, where `residual` turns its value
 * into the quantity whose root is sought (for angles, the wrapped difference from the target). Steps are
 * clamped to [lo, hi].
 */
export function polishRoot(
  polish: Polish,
  residual: (value: number) => number,
  t: number,
  lo: number,
  hi: number,
  toleranceDays: number,
): number {
  const maxSteps = polish.maxSteps ?? 4;
  const converged = Math.max(toleranceDays, polish.convergedStepDays ?? 0);
  for (let i = 0; i < maxSteps; i += 1) {
    const p = polish.evaluate(t);
    if (p.rate === 0 || !Number.isFinite(p.rate)) break;
    const step = residual(p.value) / p.rate;
    t = Math.min(hi, Math.max(lo, t - step));
    if (Math.abs(step) < converged) break;
  }
  return t;
}

/**
 * @summary Every root of `search.f` in [fromJd, toJd], in time order, each reported once.
 * @example findRoots({ f: (t) => Math.sin(t), stepDays: 1 }, 0, 10).map((r) => r.jdTt) // ≈ [0, π, 2π, 3π]
 */
export function findRoots(search: RootSearch, fromJd: number, toJd: number): Root[] {
  const tol = search.toleranceDays ?? DEFAULT_TOLERANCE_DAYS;
  const grid = scanGrid(fromJd, toJd, search.stepDays);
  const roots: Root[] = [];
  let ta = grid[0]!;
  let fa = search.f(ta);
  if (fa === 0 && grid.length > 1) {
    const next = search.f(grid[1]!);
    if (next !== 0) roots.push({ jdTt: ta, direction: next > 0 ? 1 : -1 });
  }
  for (let i = 1; i < grid.length; i += 1) {
    const tb = grid[i]!;
    const fb = search.f(tb);
    // A root in (ta, tb]: a strict sign change, or an exact zero at tb (fa = 0 was reported already).
    if (fa !== 0 && (fb === 0 || fa < 0 !== fb < 0)) {
      const polish = search.polish;
      const seedTol = polish === undefined ? tol : (polish.seedToleranceDays ?? DEFAULT_SEED_TOLERANCE_DAYS);
      let t = refineBracket(search.f, ta, tb, fa, fb, seedTol);
      if (polish !== undefined) {
        // As in findCrossings: the precise root may sit just outside the scan function's bracket.
        const slack = tb - ta;
        t = polishRoot(polish, (v) => v, t, ta - slack, tb + slack, tol);
        if (t < fromJd || t > toJd) {
          ta = tb;
          fa = fb;
          continue;
        }
      }
      roots.push({ jdTt: t, direction: fa < 0 ? 1 : -1 });
    }
    ta = tb;
    fa = fb;
  }
  return roots;
}

/**
 * `normalizeDegrees` of a difference of two angles already in [0, 360), i.e. of d ∈ (−360, 360): there d % 360 is
 * d itself, so the same value without the remainder (issue 17: the many-body scans call this a few million
 * times, and a floating-point remainder is the costly part of `normalizeDegrees`).
 */
function wrapDifference(d: number): number {
  const n = d < 0 ? d + 360 : d;
  return n >= 360 ? 0 : n;
}

/**
 * @summary Every crossing of the target angles by `search.angle` in [fromJd, toJd], in time order. Between
 * two grid points the motion is taken as monotonic and shorter than 180°: a target is crossed when it lies on
 * the arc swept (start exclusive, end inclusive), so a crossing is never reported twice and the wrap of the
 * angle at 0°/360° is not a root.
 */
export function findCrossings(search: CrossingSearch, fromJd: number, toJd: number): Crossing[] {
  const tol = search.toleranceDays ?? DEFAULT_TOLERANCE_DAYS;
  const grid = scanGrid(fromJd, toJd, search.stepDays, search.breakpoints);
  const targets = search.targets.map(normalizeDegrees);
  const out: Crossing[] = [];
  let ta = grid[0]!;
  let aa = normalizeDegrees(search.angle(ta));
  for (let i = 1; i < grid.length; i += 1) {
    const tb = grid[i]!;
    const ab = normalizeDegrees(search.angle(tb));
    const swept = signedDelta(aa, ab);
    const found: Crossing[] = [];
    for (const target of targets) {
      const ahead = swept >= 0 ? wrapDifference(target - aa) : wrapDifference(aa - target);
      // Start exclusive (a crossing there belongs to the previous step) except at `from` itself.
      if ((ahead === 0 && (i > 1 || swept === 0)) || ahead > Math.abs(swept)) continue;
      const g = (t: number): number => signedDelta(target, search.angle(t));
      const ga = signedDelta(target, aa);
      const gb = signedDelta(target, ab);
      const polish = search.polish;
      const seedTol = polish === undefined ? tol : (polish.seedToleranceDays ?? DEFAULT_SEED_TOLERANCE_DAYS);
      let t = refineBracket(g, ta, tb, ga, gb, seedTol);
      if (search.accept !== undefined && !search.accept(t, target)) continue;
      if (polish !== undefined) {
        // The scan function only approximates the precise one (the coarse Sun and Moon are off by up to
        // minutes of time), so a root near a grid point can lie just outside the scan's bracket: the polish
        // may leave it by one step, and a root it moves outside the searched range is not this range's.
        const slack = tb - ta;
        t = polishRoot(polish, (v) => signedDelta(target, v), t, ta - slack, tb + slack, tol);
        if (t < fromJd || t > toJd) continue;
      }
      found.push({ jdTt: t, target, direction: swept >= 0 ? 1 : -1 });
    }
    found.sort((x, y) => x.jdTt - y.jdTt);
    out.push(...found);
    ta = tb;
    aa = ab;
  }
  return out;
}

/**
 * @summary Local minimum of f in [a, b] by Brent's method (golden section with parabolic interpolation;
 * Brent 1973, ch. 5), to `toleranceDays`. Returns the abscissa and value.
 */
export function findMinimum(
  f: (t: number) => number,
  a: number,
  b: number,
  toleranceDays = DEFAULT_TOLERANCE_DAYS,
): { jdTt: number; value: number } {
  const golden = 0.381966011250105; // (3 − √5)/2
  let x = a + golden * (b - a);
  let w = x;
  let v = x;
  let fx = f(x);
  let fw = fx;
  let fv = fx;
  let d = 0;
  let e = 0;
  for (let i = 0; i < 200; i += 1) {
    const m = 0.5 * (a + b);
    const tol1 = toleranceDays / 2 + 1e-12 * Math.abs(x);
    const tol2 = 2 * tol1;
    if (Math.abs(x - m) <= tol2 - 0.5 * (b - a)) break;
    let useGolden = true;
    if (Math.abs(e) > tol1) {
      // Parabola through (v, fv), (w, fw), (x, fx).
      let r = (x - w) * (fx - fv);
      let q = (x - v) * (fx - fw);
      let p = (x - v) * q - (x - w) * r;
      q = 2 * (q - r);
      if (q > 0) p = -p;
      else q = -q;
      r = e;
      e = d;
      if (Math.abs(p) < Math.abs(0.5 * q * r) && p > q * (a - x) && p < q * (b - x)) {
        d = p / q;
        const u = x + d;
        if (u - a < tol2 || b - u < tol2) d = x < m ? tol1 : -tol1;
        useGolden = false;
      }
    }
    if (useGolden) {
      e = (x < m ? b : a) - x;
      d = golden * e;
    }
    const u = Math.abs(d) >= tol1 ? x + d : x + (d > 0 ? tol1 : -tol1);
    const fu = f(u);
    if (fu <= fx) {
      if (u < x) b = x;
      else a = x;
      v = w;
      fv = fw;
      w = x;
      fw = fx;
      x = u;
      fx = fu;
    } else {
      if (u < x) a = u;
      else b = u;
      if (fu <= fw || w === x) {
        v = w;
        fv = fw;
        w = u;
        fw = fu;
      } else if (fu <= fv || v === x || v === w) {
        v = u;
        fv = fu;
      }
    }
  }
  return { jdTt: x, value: fx };
}

/**
 * @summary Minimum of a function that is locally quadratic (e.g. the squared distance between two bodies in
 * nearly uniform relative motion) by successive parabolic interpolation through (t−h, t, t+h), the step
 * shrinking tenfold per pass (the classic three-point vertex formula; Press et al., Numerical Recipes 3rd
 * ed. §10.3, eq. 10.3.1). Each pass costs three evaluations; the vertex is clamped to [t−2h, t+2h]. The
 * value at the minimum is not evaluated (callers evaluate what they need there).
 */
export function parabolicMinimum(
  f: (t: number) => number,
  t0: number,
  h0: number,
  passes = 2,
): { jdTt: number } {
  let t = t0;
  let h = h0;
  for (let i = 0; i < passes; i += 1) {
    const fm = f(t - h);
    const f0 = f(t);
    const fp = f(t + h);
    const curvature = fp - 2 * f0 + fm;
    const shift = curvature > 0 ? (0.5 * h * (fm - fp)) / curvature : fm < fp ? -h : h;
    t += Math.max(-2 * h, Math.min(2 * h, shift));
    h /= 10;
  }
  return { jdTt: t };
}
