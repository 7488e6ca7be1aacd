import type { ElpTruncation } from './elp-series.js';
import type { ElpDecodedTable } from './series-packing.js';
import { unpackRecipe, validateRecipe } from './angle-recipes.js';
import { sinCosAt } from './fast-trig.js';
import { seriesOrder0, seriesOrder1, seriesOrder2, seriesOrder2Leading } from './elp-series-sums.js';
import { elpSecularCorrectionAt } from './elp-secular-correction.js';
import type { ElpSecularInput, ElpSharedTheory } from './elp-shared-theory.js';

export type { ElpSecularInput, ElpSharedTheory } from './elp-shared-theory.js';

/**
 * Arguments whose φ1..φ4 add up within these (plus 1e-14 of φ1) are taken as one combination: a few packing
 * quanta (series-packing.ts). The phase error this allows is ≤ 3e-9 rad over |T| ≤ 2.2 (< 1e-4″ on the largest
 * term).
 */
export const ELP_RECIPE_TOLERANCE = { absolute: [3e-10, 3e-15, 3e-17, 3e-19], relative: 1e-14 } as const;

/**
 * @summary Whether a truncation keeps a term of amplitude `a` (arcseconds for L and B, km for R) in the series of
 * T^alpha: |A|·Tmax^α at least the threshold.
 */
export function elpTermKept(truncation: ElpTruncation, coord: 'L' | 'B' | 'R', alpha: number, a: number): boolean {
  return Math.abs(a) >= (coord === 'R' ? truncation.km : truncation.arcsec) / truncation.tMax ** alpha;
}

/**
 * @summary Build a shared-argument theory straight from the decoded generated table (series-packing.ts), keeping
 * the terms with |A|·Tmax^α ≥ threshold and only the arguments they use. With `leading` (a coarser truncation), the
 * terms it keeps lead each list (`leadingCounts`; `evaluateElpSharedLeading` sums them apart on the way).
 */
export function shareElpDecoded(
  table: ElpDecodedTable,
  truncation: ElpTruncation,
  recipe = table.recipe,
  secular?: ElpSecularInput,
  leading?: ElpTruncation,
): ElpSharedTheory {
  const total = table.args.length / 4;
  // Which arguments the kept terms use, plus (recursively) the sources of their recipes.
  const used = new Uint8Array(total);
  const keep = (coord: 'L' | 'B' | 'R', alpha: number, a: number): boolean => elpTermKept(truncation, coord, alpha, a);
  for (const coord of ['L', 'B', 'R'] as const) {
    table[coord].forEach((flat, alpha) => {
      for (let i = 0; i + 2 < flat.length; i += 3) if (keep(coord, alpha, flat[i + 1]!)) used[flat[i]!] = 1;
    });
  }
  if (recipe !== undefined) {
    for (let k = total - 1; k >= 0; k -= 1) {
      if (used[k] && recipe[2 * k] !== 0) {
        used[Math.abs(recipe[2 * k]!) - 1] = 1;
        used[Math.abs(recipe[2 * k + 1]!) - 1] = 1;
      }
    }
  }
  // Renumber in the original order (sources stay before their targets).
  const remap = new Int32Array(total).fill(-1);
  let count = 0;
  for (let k = 0; k < total; k += 1) if (used[k]) remap[k] = count++;
  const frequencies = new Float64Array(4 * count);
  const original = new Int32Array(count);
  const ownRecipe = recipe === undefined ? undefined : new Int32Array(2 * count);
  for (let k = 0; k < total; k += 1) {
    const m = remap[k]!;
    if (m < 0) continue;
    frequencies.set(table.args.subarray(4 * k, 4 * k + 4), 4 * m);
    original[m] = k;
    if (ownRecipe !== undefined && recipe![2 * k] !== 0) {
      const a = recipe![2 * k]!;
      const b = recipe![2 * k + 1]!;
      ownRecipe[2 * m] = Math.sign(a) * (remap[Math.abs(a) - 1]! + 1);
      ownRecipe[2 * m + 1] = Math.sign(b) * (remap[Math.abs(b) - 1]! + 1);
    }
  }
  if (ownRecipe !== undefined) validateRecipe(ownRecipe, frequencies, 4, ELP_RECIPE_TOLERANCE.absolute, ELP_RECIPE_TOLERANCE.relative);
  let terms = 0;
  // With `leading`, the terms it keeps come first in each list (in the table's order), then the others (in the
  // table's order); `leadingCounts` says how many lead, per coordinate and power.
  const leads = (coord: 'L' | 'B' | 'R', alpha: number, a: number): boolean => leading !== undefined && elpTermKept(leading, coord, alpha, a);
  const leadingCounts: number[][] = [];
  const coordinates = (['L', 'B', 'R'] as const).map((coord) => {
    const counts: number[] = [];
    leadingCounts.push(counts);
    return table[coord].map((flat, alpha) => {
      const index = new Int32Array(flat.length / 3);
      const out = new Float64Array((2 * flat.length) / 3);
      let n = 0;
      const pass = (first: boolean): void => {
        for (let i = 0; i + 2 < flat.length; i += 3) {
          const a = flat[i + 1]!;
          if (!keep(coord, alpha, a) || leads(coord, alpha, a) !== first) continue;
          index[n] = remap[flat[i]!]!;
          out[2 * n] = a * Math.sin(flat[i + 2]!);
          out[2 * n + 1] = a * Math.cos(flat[i + 2]!);
          n += 1;
        }
      };
      pass(true);
      counts.push(n);
      pass(false);
      terms += n;
      return { index: index.slice(0, n), terms: out.slice(0, 2 * n) };
    });
  });
  return {
    ...(leading === undefined ? {} : { leadingCounts }),
    w1: table.W1,
    count,
    frequencies,
    recipe: ownRecipe,
    coordinates,
    terms,
    ...unpackRecipe(ownRecipe, count),
    args: new Float64Array(count),
    cosines: new Float64Array(count),
    sines: new Float64Array(count),
    rates: new Float64Array(count),
    accelerations: new Float64Array(count),
    secular: secular === undefined ? undefined : { input: secular, original, coefficients: undefined },
    secularW1: new Float64Array(4),
  };
}

const secularValues = new Float64Array(9);

/**
 * Add the long-span secular correction to every argument (value, and the derivatives asked for) and record
 * W1's. Recipe-derived sines and cosines inherit it through their sources (the correction is linear in the
 * integer multipliers, so sums of arguments carry sums of corrections).
 */
function applySecular(theory: ElpSharedTheory, t: number, order: 0 | 1 | 2): void {
  const w1 = theory.secularW1;
  w1[0] = 0;
  const state = theory.secular;
  if (state === undefined || !elpSecularCorrectionAt(state.input.correction, t, secularValues)) return;
  if (state.coefficients === undefined) {
    const all = state.input.coefficients();
    const own = new Float64Array(3 * state.original.length);
    state.original.forEach((k, m) => own.set(all.subarray(3 * k, 3 * k + 3), 3 * m));
    state.coefficients = own;
  }
  const c = state.coefficients;
  const v = secularValues;
  const { args, rates, accelerations, count } = theory;
  for (let k = 0, j = 0; k < count; k += 1, j += 3) {
    const k1 = c[j]!;
    const k2 = c[j + 1]!;
    const k3 = c[j + 2]!;
    if (k1 === 0 && k2 === 0 && k3 === 0) continue;
    args[k] = args[k]! + k1 * v[0]! + k2 * v[1]! + k3 * v[2]!;
    if (order >= 1) rates[k] = rates[k]! + k1 * v[3]! + k2 * v[4]! + k3 * v[5]!;
    if (order === 2) accelerations[k] = accelerations[k]! + k1 * v[6]! + k2 * v[7]! + k3 * v[8]!;
  }
  w1[0] = 1;
  w1[1] = v[0]!;
  w1[2] = v[3]!;
  w1[3] = v[6]!;
}

/**
 * @summary Evaluate the L, B, R series (arcseconds, arcseconds, km) and their first (and, with `order` 2,
 * second; with 0, none) derivatives per Julian century at T (Julian centuries TT from J2000) into `out`:
 * [L, B, R, L′, B′, R′, L″, B″, R″]. With the powers T^α: (T^α S)′ = αT^(α−1)S + T^α S′ and
 * (T^α S)″ = α(α−1)T^(α−2)S + 2αT^(α−1)S′ + T^α S″.
 */
export function evaluateElpShared(theory: ElpSharedTheory, t: number, out: Float64Array, order: 0 | 1 | 2 = 1): void {
  // One specialised pass per order, each with its own flat loops (V8 optimises small monomorphic loops far better
  // than one loop with branches, and sums kept in locals better than sums written to a scratch array).
  if (order === 0) {
    argumentsOrder0(theory, t);
    applySecular(theory, t, 0);
    sinCosOfArguments(theory);
    seriesOrder0(theory, t, out);
  } else if (order === 1) {
    argumentsOrder1(theory, t);
    applySecular(theory, t, 1);
    sinCosOfArguments(theory);
    seriesOrder1(theory, t, out);
  } else {
    argumentsOrder2(theory, t);
    applySecular(theory, t, 2);
    sinCosOfArguments(theory);
    seriesOrder2(theory, t, out);
  }
}

/**
 * @summary `evaluateElpShared(theory, t, out, 2)` — the same values to the last bit — and, into `leadingOut`, the
 * values and first derivatives [L, B, R, L′, B′, R′] of the theory's leading terms alone (a theory built with
 * `leading`: `leadingCounts`), as `evaluateElpShared(order 1)` gives them for a theory of those terms alone with the
 * same arguments: the same sums in the same order, taken on the way (`seriesOrder2Leading`).
 */
export function evaluateElpSharedLeading(theory: ElpSharedTheory, t: number, out: Float64Array, leadingOut: Float64Array): void {
  argumentsOrder2(theory, t);
  applySecular(theory, t, 2);
  sinCosOfArguments(theory);
  seriesOrder2Leading(theory, t, out, leadingOut);
}

/*
 * The three passes below sum, per coordinate and power α, S = Σ A sin(φ0 + x), S′ = Σ A cos(φ0 + x)·x′ and
 * S″ = Σ [A cos(φ0 + x)·x″ − A sin(φ0 + x)·x′²] (with A sin(φ0 + x) = (A sin φ0) cos x + (A cos φ0) sin x and
 * A cos(φ0 + x) = (A cos φ0) cos x − (A sin φ0) sin x), then combine the powers as in `evaluateElpShared`'s formulas
 * (T^α S, αT^(α−1)S + T^α S′, α(α−1)T^(α−2)S + 2αT^(α−1)S′ + T^α S″; S′ = S″ = 0 for the orders that omit them).
 */

/** The phases x(T) of the directly computed arguments (the others come by angle addition: their x is never read). */
function argumentsOrder0(theory: ElpSharedTheory, t: number): void {
  const { direct, frequencies: f, args } = theory;
  for (let i = 0; i < direct.length; i += 1) {
    const k = direct[i]!;
    const j = 4 * k;
    args[k] = t * (f[j]! + t * (f[j + 1]! + t * (f[j + 2]! + t * f[j + 3]!)));
  }
}

/** x′ of every argument, and x of the direct ones. */
function argumentsOrder1(theory: ElpSharedTheory, t: number): void {
  const { count, frequencies: f, rates } = theory;
  const t2 = t * t;
  const t3 = t2 * t;
  for (let k = 0, j = 0; k < count; k += 1, j += 4) {
    const p1 = f[j]!;
    const p2 = f[j + 1]!;
    const p3 = f[j + 2]!;
    const p4 = f[j + 3]!;
    rates[k] = p1 + t * (2 * p2) + t2 * (3 * p3) + t3 * (4 * p4);
  }
  argumentsOrder0(theory, t);
}

/** x′ and x″ of every argument, and x of the direct ones. */
function argumentsOrder2(theory: ElpSharedTheory, t: number): void {
  const { count, frequencies: f, rates, accelerations } = theory;
  const t2 = t * t;
  const t3 = t2 * t;
  for (let k = 0, j = 0; k < count; k += 1, j += 4) {
    const p1 = f[j]!;
    const p2 = f[j + 1]!;
    const p3 = f[j + 2]!;
    const p4 = f[j + 3]!;
    rates[k] = p1 + t * (2 * p2) + t2 * (3 * p3) + t3 * (4 * p4);
    accelerations[k] = 2 * p2 + t * (6 * p3) + t2 * (12 * p4);
  }
  argumentsOrder0(theory, t);
}

/**
 * cos x and sin x of every argument: the direct ones by fast-trig.ts, then the others in recipe order by the
 * addition formulas (angle-recipes.ts, `sinCosByRecipe`; Abramowitz & Stegun 4.3.16–4.3.17) — the same
 * operations in the same order, so the same values to the last bit: a direct argument never depends on another,
 * and a sign ±1 multiplies exactly.
 */
function sinCosOfArguments(theory: ElpSharedTheory): void {
  const { args, direct, derived, sourceA, sourceB, signA, signB, cosines, sines } = theory;
  for (let i = 0; i < direct.length; i += 1) sinCosAt(args, direct[i]!, cosines, sines);
  for (let n = 0; n < derived.length; n += 1) {
    const i = sourceA[n]!;
    const j = sourceB[n]!;
    const ci = cosines[i]!;
    const si = signA[n]! * sines[i]!;
    const cj = cosines[j]!;
    const sj = signB[n]! * sines[j]!;
    const k = derived[n]!;
    cosines[k] = ci * cj - si * sj;
    sines[k] = si * cj + ci * sj;
  }
}
