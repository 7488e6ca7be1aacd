import { unpackRecipe, validateRecipe, type AngleRecipe, type UnpackedRecipe } from './angle-recipes.js';
import { sinCosAt } from './fast-trig.js';
import { DAYS_PER_MILLENNIUM, type Vsop87Spherical, type Vsop87Theory } from './vsop87-series.js';

/**
 * A theory repacked around its distinct frequencies: many VSOP87 terms share a frequency C (across powers and
 * across L, B, R), so A·cos(B + Cτ) = A cos B·cos Cτ − A sin B·sin Cτ needs one sine/cosine pair per distinct
 * C (Earth: 282 pairs for 632 terms) and the rates come from the same pairs at no extra trigonometric cost:
 * d/dτ A cos(B + Cτ) = −C (A sin B·cos Cτ + A cos B·sin Cτ). The recipe of the frequencies comes unpacked for
 * evaluation (`unpackRecipe`: no branch per frequency).
 */
export interface SharedFrequencyTheory extends UnpackedRecipe {
  /** The distinct frequencies, in increasing |C|. */
  readonly frequencies: Float64Array;
  /** How to get each frequency's sine and cosine from two earlier ones (angle-recipes.ts), if known. */
  readonly recipe: AngleRecipe | undefined;
  /** Per coordinate (L, B, R), per power: frequency indices and [A cos B, A sin B, C] per term. */
  readonly coordinates: readonly (readonly { readonly index: Int32Array; readonly terms: Float64Array }[])[];
}

/** The most distinct frequencies a shared theory may hold (`shareFrequencies` refuses more). */
export const MAX_SHARED_FREQUENCIES = 8192;
/**
 * Frequencies (rad per millennium) that add up within 2e-10 + 2e-14·|C| are taken as one combination: the
 * published VSOP87 frequencies carry ~14 significant digits (and the packing quantum is 1e-10). The phase error
 * this allows, ≤ (2e-10 + 2e-14·|C|)·0.22 rad, is ≤ 1.5e-9 rad even at the highest frequencies, whose amplitudes
 * are ≤ 1e-7.
 */
export const VSOP87_RECIPE_TOLERANCE = { absolute: 2e-10, relative: 2e-14 } as const;

/**
 * @summary Repack a theory around its distinct frequencies, sorted by |C| (see SharedFrequencyTheory); with a
 * `recipe` (from scripts/build-series.ts, checked here) the sines and cosines are built by angle addition.
 */
export function shareFrequencies(theory: Vsop87Theory, recipe?: AngleRecipe): SharedFrequencyTheory {
  const distinct = new Set<number>();
  for (const series of [theory.L, theory.B, theory.R]) {
    for (const packed of series.powers) for (let i = 2; i < packed.length; i += 3) distinct.add(packed[i]!);
  }
  const frequencies = [...distinct].sort((a, b) => Math.abs(a) - Math.abs(b) || a - b);
  const slot = new Map<number, number>(frequencies.map((c, k) => [c, k]));
  const coordinates = [theory.L, theory.B, theory.R].map((series) =>
    series.powers.map((packed) => {
      const n = packed.length / 3;
      const index = new Int32Array(n);
      const terms = new Float64Array(3 * n);
      for (let i = 0; i < n; i += 1) {
        const a = packed[3 * i]!;
        const b = packed[3 * i + 1]!;
        const c = packed[3 * i + 2]!;
        index[i] = slot.get(c)!;
        terms[3 * i] = a * Math.cos(b);
        terms[3 * i + 1] = a * Math.sin(b);
        terms[3 * i + 2] = c;
      }
      return { index, terms };
    }),
  );
  const n = frequencies.length;
  if (n > MAX_SHARED_FREQUENCIES) throw new RangeError(`a shared-frequency theory holds at most ${MAX_SHARED_FREQUENCIES} frequencies (${n} asked)`);
  const ordered = Float64Array.from(frequencies);
  const checked = recipe !== undefined && recipe.length === 2 * n ? Int32Array.from(recipe) : undefined;
  if (checked !== undefined) validateRecipe(checked, ordered, 1, [VSOP87_RECIPE_TOLERANCE.absolute], VSOP87_RECIPE_TOLERANCE.relative);
  return {
    frequencies: ordered,
    recipe: checked,
    coordinates,
    ...unpackRecipe(checked, n),
  };
}

/**
 * The evaluation of a shared-frequency theory, built once. Its scratch and the loops over it live in one function's
 * scope on purpose: V8's optimising compiler embeds a `const` binding's array (address, length) in the loops that
 * read it, and the published package is an esbuild bundle, which writes every top-level `const` of a module as
 * `var` (esbuild's FAQ, "top-level var") — a `const` inside a function stays `const`. Measured in one process
 * (docs/performance.md, "Sixth pass"): a loop over a `var` array 1.2–1.3× the time of the same loop over a `const`.
 */
function createSharedFrequencyEvaluation() {
  /**
   * Scratch of every shared-frequency theory: the arguments Cτ, then cos Cτ and sin Cτ of every distinct frequency.
   * One set for all theories (an evaluation fills and reads it within one call), held as constants of this scope so
   * that V8 embeds their addresses and lengths in the loops below, as elp-series-sums.ts does for the Moon; the same
   * values to the last bit.
   */
  const SHARED_ARGS = new Float64Array(MAX_SHARED_FREQUENCIES);
  const SHARED_COSINES = new Float64Array(MAX_SHARED_FREQUENCIES);
  const SHARED_SINES = new Float64Array(MAX_SHARED_FREQUENCIES);

  /** [L, B, R, L′, B′, R′] of the last evaluation (rates per day). */
  const sharedOut = new Float64Array(6);

  /**
   * @summary L, B, R and their daily rates from a shared-frequency theory (same values as `vsop87Spherical`
   * with the rates taken from the position terms themselves).
   */
  function vsop87SphericalShared(theory: SharedFrequencyTheory, jdTt: number): Vsop87Spherical {
    evaluateShared(theory, jdTt, true);
    return {
      lRad: sharedOut[0]!,
      bRad: sharedOut[1]!,
      rAu: sharedOut[2]!,
      lRadPerDay: sharedOut[3]!,
      bRadPerDay: sharedOut[4]!,
      rAuPerDay: sharedOut[5]!,
    };
  }

  /** @summary L, B (radians), R (AU) only, from a shared-frequency theory (no rates: the range-path fits). */
  function vsop87ValuesShared(theory: SharedFrequencyTheory, jdTt: number): { lRad: number; bRad: number; rAu: number } {
    evaluateShared(theory, jdTt, false);
    return { lRad: sharedOut[0]!, bRad: sharedOut[1]!, rAu: sharedOut[2]! };
  }

  /**
   * cos Cτ and sin Cτ of every distinct frequency: the direct ones by fast-trig.ts (their arguments only: a
   * recipe-built argument is never read), then the others by the addition formulas (Abramowitz & Stegun
   * 4.3.16–4.3.17) in recipe order.
   */
  function sinCosShared(theory: SharedFrequencyTheory, tau: number): void {
    const { frequencies, direct, steps } = theory;
    const args = SHARED_ARGS;
    const cosines = SHARED_COSINES;
    const sines = SHARED_SINES;
    for (let d = 0; d < direct.length; d += 1) {
      const k = direct[d]!;
      args[k] = frequencies[k]! * tau;
      sinCosAt(args, k, cosines, sines);
    }
    // Per step [2i + (sign of i negative), 2j + (sign of j negative), k] (`UnpackedRecipe.steps`): the signs ±1,
    // 1 − 2·bit, multiply exactly.
    for (let m = 0; m < steps.length; m += 3) {
      const a = steps[m]!;
      const b = steps[m + 1]!;
      const k = steps[m + 2]!;
      const i = a >> 1;
      const j = b >> 1;
      const ci = cosines[i]!;
      const si = (1 - 2 * (a & 1)) * sines[i]!;
      const cj = cosines[j]!;
      const sj = (1 - 2 * (b & 1)) * sines[j]!;
      cosines[k] = ci * cj - si * sj;
      sines[k] = si * cj + ci * sj;
    }
  }

  /** Values (and rates, when asked) into sharedOut: [L, B, R, L′, B′, R′] (rates per day). */
  function evaluateShared(theory: SharedFrequencyTheory, jdTt: number, withRates: boolean): void {
    const tau = (jdTt - 2451545.0) / DAYS_PER_MILLENNIUM;
    sinCosShared(theory, tau);
    if (withRates) sumsWithRates(theory, tau);
    else sumsOnly(theory, tau);
  }

  /** Σ_α τ^α S_α and its τ-derivative per coordinate (the loop of `evaluateShared` with rates, on its own). */
  function sumsWithRates(theory: SharedFrequencyTheory, tau: number): void {
    const cosines = SHARED_COSINES;
    const sines = SHARED_SINES;
    for (let coord = 0; coord < 3; coord += 1) {
      let value = 0;
      let rate = 0;
      let tauPower = 1;
      let tauPowerPrev = 0;
      let alpha = 0;
      const powers = theory.coordinates[coord]!;
      for (let p = 0; p < powers.length; p += 1) {
        const { index, terms } = powers[p]!;
        let s = 0;
        let ds = 0;
        for (let i = 0, j = 0; i < index.length; i += 1, j += 3) {
          const k = index[i]!;
          const cf = cosines[k]!;
          const sf = sines[k]!;
          const acb = terms[j]!;
          const asb = terms[j + 1]!;
          s += acb * cf - asb * sf;
          ds -= terms[j + 2]! * (asb * cf + acb * sf);
        }
        value += tauPower * s;
        rate += tauPowerPrev * s + tauPower * ds;
        alpha += 1;
        tauPowerPrev = alpha * tauPower;
        tauPower *= tau;
      }
      sharedOut[coord] = value;
      sharedOut[coord + 3] = rate / DAYS_PER_MILLENNIUM;
    }
  }

  /** Σ_α τ^α S_α per coordinate, no rates (the rates in sharedOut set to 0: `vsop87ValuesShared` reads the values only). */
  function sumsOnly(theory: SharedFrequencyTheory, tau: number): void {
    const cosines = SHARED_COSINES;
    const sines = SHARED_SINES;
    for (let coord = 0; coord < 3; coord += 1) {
      let value = 0;
      let tauPower = 1;
      const powers = theory.coordinates[coord]!;
      for (let p = 0; p < powers.length; p += 1) {
        const { index, terms } = powers[p]!;
        let s = 0;
        for (let i = 0, j = 0; i < index.length; i += 1, j += 3) {
          const k = index[i]!;
          s += terms[j]! * cosines[k]! - terms[j + 1]! * sines[k]!;
        }
        value += tauPower * s;
        tauPower *= tau;
      }
      sharedOut[coord] = value;
      sharedOut[coord + 3] = 0;
    }
  }

  return { vsop87SphericalShared, vsop87ValuesShared };
}

export const { vsop87SphericalShared, vsop87ValuesShared } = createSharedFrequencyEvaluation();
