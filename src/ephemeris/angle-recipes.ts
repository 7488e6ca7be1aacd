/**
 * Sines and cosines of many series arguments by angle addition.
 *
 * The arguments of VSOP87 and ELP/MPP02 are integer combinations of a few fundamental arguments (the planets'
 * mean longitudes; the Delaunay arguments D, l′, l, F and planetary ones), so most of them are the sum or the
 * difference of two others in the same series. Chapront's own ELP evaluation builds every term's argument
 * from precomputed multiples of the fundamental arguments (Chapront-Touzé & Chapront, Lunar Tables and Programs
 * from 4000 B.C. to A.D. 8000, Willmann-Bell 1991, ch. 4; Chapront & Francou, ELP/MPP02 notice, 2002). The data
 * tables at hand do not carry the integer multipliers, so a "recipe" is found instead (scripts/build-series.ts):
 * with the arguments ordered by increasing |frequency|, argument k = σ_i·x_i + σ_j·x_j for two EARLIER ones
 * i, j (σ = ±1) whenever the frequencies (and, for ELP, the T², T³, T⁴ coefficients) match to the packing
 * quanta. Then, with (c, s) = (cos, sin):
 *   c_k = c_i c_j − (σ_i s_i)(σ_j s_j),   s_k = (σ_i s_i) c_j + c_i (σ_j s_j)
 * (the addition formulas, Abramowitz & Stegun 4.3.16–4.3.17): 4 multiplications instead of a reduction and two
 * polynomials. Arguments without a recipe are computed directly (fast-trig.ts). Rounding grows by ~1e-16 per
 * level of the recipe tree (depth ≤ 30 here): far below the 5e-14 of the direct evaluation.
 */

import { sinCosArrays, sinCosAt } from './fast-trig.js';

/**
 * Recipe of each argument: a pair (a, b) per argument, 0 = computed directly, otherwise a = σ_i·(i + 1) and
 * b = σ_j·(j + 1) with i, j < k.
 */
export type AngleRecipe = Int32Array;

/**
 * @summary cos and sin of `n` arguments (already evaluated into `args`) following `recipe`: arguments with a
 * recipe by angle addition from two earlier ones, the others directly.
 */
export function sinCosByRecipe(
  args: Float64Array,
  n: number,
  recipe: AngleRecipe | undefined,
  cosines: Float64Array,
  sines: Float64Array,
): void {
  if (recipe === undefined) {
    sinCosArrays(args, n, cosines, sines);
    return;
  }
  for (let k = 0; k < n; k += 1) {
    const a = recipe[2 * k]!;
    if (a === 0) {
      sinCosAt(args, k, cosines, sines);
      continue;
    }
    const b = recipe[2 * k + 1]!;
    const i = a > 0 ? a - 1 : -a - 1;
    const j = b > 0 ? b - 1 : -b - 1;
    const ci = cosines[i]!;
    const si = a > 0 ? sines[i]! : -sines[i]!;
    const cj = cosines[j]!;
    const sj = b > 0 ? sines[j]! : -sines[j]!;
    cosines[k] = ci * cj - si * sj;
    sines[k] = si * cj + ci * sj;
  }
}

/**
 * @summary Find recipes for arguments given by `width` coefficients each (VSOP87: the frequency C; ELP: φ1..φ4),
 * ORDERED by increasing |first coefficient|: argument k gets (i, j), i, j < k, when its coefficients equal
 * σ_i·(those of i) + σ_j·(those of j) within `tolerances` (per coefficient) + `relative`·|coefficient|. Quadratic in the number of
 * arguments (a hash on the first coefficient keeps it fast enough for a build script).
 */
export function findRecipes(
  coefficients: ArrayLike<number>,
  width: number,
  tolerances: readonly number[],
  relative = 0,
): AngleRecipe {
  const n = coefficients.length / width;
  const recipe = new Int32Array(2 * n);
  let largest = 0;
  for (let k = 0; k < n; k += 1) largest = Math.max(largest, Math.abs(coefficients[k * width]!));
  const bucket = 4 * (tolerances[0]! + relative * largest);
  const byKey = new Map<number, number[]>();
  const key = (x: number): number => Math.round(x / bucket);
  const c = (k: number, d: number): number => coefficients[k * width + d]!;
  /** Is argument m equal to sign·(k − si·i), coefficient by coefficient? */
  const equal = (m: number, sign: number, k: number, si: number, i: number): boolean => {
    for (let d = 0; d < width; d += 1) {
      if (Math.abs(sign * c(m, d) - (c(k, d) - si * c(i, d))) > tolerances[d]! + relative * Math.abs(c(k, d))) return false;
    }
    return true;
  };
  for (let k = 0; k < n; k += 1) {
    search: for (let i = 0; i < k; i += 1) {
      for (const si of [1, -1]) {
        const rest = c(k, 0) - si * c(i, 0);
        for (const sign of [1, -1]) {
          const target = key(sign * rest);
          for (let kk = target - 1; kk <= target + 1; kk += 1) {
            for (const m of byKey.get(kk) ?? []) {
              if (equal(m, sign, k, si, i)) {
                recipe[2 * k] = si * (i + 1);
                recipe[2 * k + 1] = sign * (m + 1);
                break search;
              }
            }
          }
        }
      }
    }
    const own = key(c(k, 0));
    const list = byKey.get(own);
    if (list) list.push(k);
    else byKey.set(own, [k]);
  }
  return recipe;
}

/**
 * @summary Check a recipe against the coefficients (run once when a theory is built): an entry whose sources are
 * not earlier or whose coefficients do not add up within `tolerances` is reset to "direct". Returns the number of
 * arguments computed by angle addition.
 */
export function validateRecipe(
  recipe: AngleRecipe,
  coefficients: ArrayLike<number>,
  width: number,
  tolerances: readonly number[],
  relative = 0,
): number {
  const n = coefficients.length / width;
  let derived = 0;
  for (let k = 0; k < n; k += 1) {
    const a = recipe[2 * k]!;
    const b = recipe[2 * k + 1]!;
    if (a === 0) continue;
    const i = Math.abs(a) - 1;
    const j = Math.abs(b) - 1;
    let ok = b !== 0 && i < k && j < k;
    for (let d = 0; ok && d < width; d += 1) {
      const sum = Math.sign(a) * coefficients[i * width + d]! + Math.sign(b) * coefficients[j * width + d]!;
      ok = Math.abs(coefficients[k * width + d]! - sum) <= tolerances[d]! + relative * Math.abs(coefficients[k * width + d]!);
    }
    if (ok) derived += 1;
    else {
      recipe[2 * k] = 0;
      recipe[2 * k + 1] = 0;
    }
  }
  return derived;
}

/** A recipe unpacked for a branch-free evaluation (`unpackRecipe`). */
export interface UnpackedRecipe {
  /** The indices computed directly, in order. */
  readonly direct: Int32Array;
  /** The recipe-built indices, in recipe order. */
  readonly derived: Int32Array;
  /** Per derived index, its two sources (unsigned, 0-based) and their signs ±1. */
  readonly sourceA: Int32Array;
  readonly sourceB: Int32Array;
  readonly signA: Float64Array;
  readonly signB: Float64Array;
  /**
   * The same, packed in one array for the hot loops: per derived index [2·sourceA + (signA < 0), 2·sourceB +
   * (signB < 0), index] — one array read per step instead of five (a typed array that is not a constant of the
   * looping module costs V8 a map check and a reload of its length and data pointer at every read).
   */
  readonly steps: Int32Array;
}

/**
 * @summary The recipe split for an evaluation without a branch per angle (VSOP87's shared frequencies, ELP/MPP02's
 * arguments): the directly computed indices, then the recipe-built ones in recipe order with unsigned sources and
 * ±1 signs. A direct angle never depends on another and a recipe's sources come before it, so computing every
 * direct one first gives the same values, in the same operations, as `sinCosByRecipe` to the last bit; a sign ±1
 * multiplies exactly. Without a recipe every index is direct.
 */
export function unpackRecipe(recipe: AngleRecipe | undefined, count: number): UnpackedRecipe {
  const direct: number[] = [];
  const derived: number[] = [];
  for (let k = 0; k < count; k += 1) (recipe === undefined || recipe[2 * k] === 0 ? direct : derived).push(k);
  const n = derived.length;
  const sourceA = new Int32Array(n);
  const sourceB = new Int32Array(n);
  const signA = new Float64Array(n);
  const signB = new Float64Array(n);
  const steps = new Int32Array(3 * n);
  for (let m = 0; m < n; m += 1) {
    const k = derived[m]!;
    const a = recipe![2 * k]!;
    const b = recipe![2 * k + 1]!;
    sourceA[m] = Math.abs(a) - 1;
    sourceB[m] = Math.abs(b) - 1;
    signA[m] = Math.sign(a);
    signB[m] = Math.sign(b);
    steps[3 * m] = 2 * sourceA[m]! + (a < 0 ? 1 : 0);
    steps[3 * m + 1] = 2 * sourceB[m]! + (b < 0 ? 1 : 0);
    steps[3 * m + 2] = k;
  }
  return { direct: Int32Array.from(direct), derived: Int32Array.from(derived), sourceA, sourceB, signA, signB, steps };
}
