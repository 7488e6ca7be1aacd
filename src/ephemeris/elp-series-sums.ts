import type { ElpSharedTheory } from './elp-shared-theory.js';
import { sinCosAt } from './fast-trig.js';

/**
 * The per-instant work of an ELP/MPP02 shared theory (`evaluateElpShared` calls these in turn): the arguments'
 * phases and their derivatives, their cosines and sines, then the sums of the series — one function per derivative
 * order, each a single flat pass over the terms (the hot loop of every Moon position), kept apart per order so that
 * no work of a higher order is done for a lower one.
 *
 * The scratch arrays (x, cos x, sin x, x′, x″ per argument) are ONE set for every theory: an evaluation fills
 * them and reads them back within one call, and nothing else reads them. As `const` bindings of the scope that
 * loops over them, V8's optimising compiler embeds their addresses and lengths in the loops; as members of each
 * theory (before), every term of every loop checked each array's map and reloaded its length and data pointer
 * (docs/performance.md, "Fifth pass"). That scope is a function's (`createElpSeriesSums`, built once), not the
 * module's: the published package is an esbuild bundle, which writes a module's top-level `const` as `var`, and V8
 * does not embed a `var` ("Sixth pass"). The values are the same to the last bit: the same operations in the same
 * order.
 */

/** The most arguments a shared theory may hold (the span table has 2,973; `shareElpDecoded` refuses more). */
export const MAX_SHARED_ARGUMENTS = 4096;
function createElpSeriesSums() {
  /** x of the directly computed arguments (the others come by angle addition: their x is never read). */
  const SHARED_ARGS = new Float64Array(MAX_SHARED_ARGUMENTS);
  const SHARED_COSINES = new Float64Array(MAX_SHARED_ARGUMENTS);
  const SHARED_SINES = new Float64Array(MAX_SHARED_ARGUMENTS);
  /** x′ and x″ of every argument (per century, per century²). */
  const SHARED_RATES = new Float64Array(MAX_SHARED_ARGUMENTS);
  const SHARED_ACCELERATIONS = new Float64Array(MAX_SHARED_ARGUMENTS);

  /*
   * The sums below are, per coordinate and power α, S = Σ A sin(φ0 + x), S′ = Σ A cos(φ0 + x)·x′ and
   * S″ = Σ [A cos(φ0 + x)·x″ − A sin(φ0 + x)·x′²] (with A sin(φ0 + x) = (A sin φ0) cos x + (A cos φ0) sin x and
   * A cos(φ0 + x) = (A cos φ0) cos x − (A sin φ0) sin x), combined over the powers as in `evaluateElpShared`'s formulas
   * (T^α S, αT^(α−1)S + T^α S′, α(α−1)T^(α−2)S + 2αT^(α−1)S′ + T^α S″; S′ = S″ = 0 for the orders that omit them).
   */

  /** The phases x(T) of the directly computed arguments. */
  function argumentsOrder0(theory: ElpSharedTheory, t: number): void {
    const { direct, frequencies: f } = theory;
    for (let i = 0; i < direct.length; i += 1) {
      const k = direct[i]!;
      const j = 4 * k;
      SHARED_ARGS[k] = t * (f[j]! + t * (f[j + 1]! + t * (f[j + 2]! + t * f[j + 3]!)));
    }
  }

  /** x′ of every argument, and x of the direct ones. */
  function argumentsOrder1(theory: ElpSharedTheory, t: number): void {
    const { count, frequencies: f } = theory;
    const t2 = t * t;
    const t3 = t2 * t;
    for (let k = 0, j = 0; k < count; k += 1, j += 4) {
      const p1 = f[j]!;
      const p2 = f[j + 1]!;
      const p3 = f[j + 2]!;
      const p4 = f[j + 3]!;
      SHARED_RATES[k] = p1 + t * (2 * p2) + t2 * (3 * p3) + t3 * (4 * p4);
    }
    argumentsOrder0(theory, t);
  }

  /** x′ and x″ of every argument, and x of the direct ones. */
  function argumentsOrder2(theory: ElpSharedTheory, t: number): void {
    const { count, frequencies: f } = theory;
    const t2 = t * t;
    const t3 = t2 * t;
    for (let k = 0, j = 0; k < count; k += 1, j += 4) {
      const p1 = f[j]!;
      const p2 = f[j + 1]!;
      const p3 = f[j + 2]!;
      const p4 = f[j + 3]!;
      SHARED_RATES[k] = p1 + t * (2 * p2) + t2 * (3 * p3) + t3 * (4 * p4);
      SHARED_ACCELERATIONS[k] = 2 * p2 + t * (6 * p3) + t2 * (12 * p4);
    }
    argumentsOrder0(theory, t);
  }

  /**
   * Add the long-span secular correction to every argument's x (of the direct ones; the others inherit it through
   * their sources), x′ and x″ as `order` asks: per argument [k1, k2, k3] in `coefficients`, and in `values` the
   * correction's polynomials [δ1, δ2, δ3, δ1′, δ2′, δ3′, δ1″, δ2″, δ3″] (elp-secular-correction.ts).
   */
  function addSecularToArguments(coefficients: Float64Array, values: Float64Array, count: number, order: 0 | 1 | 2): void {
    const c = coefficients;
    const v = values;
    for (let k = 0, j = 0; k < count; k += 1, j += 3) {
      const k1 = c[j]!;
      const k2 = c[j + 1]!;
      const k3 = c[j + 2]!;
      if (k1 === 0 && k2 === 0 && k3 === 0) continue;
      SHARED_ARGS[k] = SHARED_ARGS[k]! + k1 * v[0]! + k2 * v[1]! + k3 * v[2]!;
      if (order >= 1) SHARED_RATES[k] = SHARED_RATES[k]! + k1 * v[3]! + k2 * v[4]! + k3 * v[5]!;
      if (order === 2) SHARED_ACCELERATIONS[k] = SHARED_ACCELERATIONS[k]! + k1 * v[6]! + k2 * v[7]! + k3 * v[8]!;
    }
  }

  /**
   * cos x and sin x of every argument: the direct ones by fast-trig.ts, then the others in recipe order by the
   * addition formulas (angle-recipes.ts, `sinCosByRecipe`; Abramowitz & Stegun 4.3.16–4.3.17) — the same
   * operations in the same order, so the same values to the last bit: a direct argument never depends on another,
   * and a sign ±1 multiplies exactly.
   */
  function sinCosOfArguments(theory: ElpSharedTheory): void {
    const { direct, steps } = theory;
    const cosines = SHARED_COSINES;
    const sines = SHARED_SINES;
    for (let i = 0; i < direct.length; i += 1) sinCosAt(SHARED_ARGS, direct[i]!, cosines, sines);
    // The same loop stands in vsop87-shared-frequencies.ts on purpose: each reads its own scope's constant arrays,
    // which V8 embeds only there (docs/performance.md "Fifth pass").
    // Per step [2i + (sign of i negative), 2j + (sign of j negative), k] (`UnpackedRecipe.steps`): the signs ±1,
    // 1 − 2·bit, multiply exactly, as `signA`/`signB` did.
    for (let n = 0; n < steps.length; n += 3) {
      const a = steps[n]!;
      const b = steps[n + 1]!;
      const k = steps[n + 2]!;
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

  function seriesOrder0(theory: ElpSharedTheory, t: number, out: Float64Array): void {
    const cosines = SHARED_COSINES;
    const sines = SHARED_SINES;
    for (let coord = 0; coord < 3; coord += 1) {
      let value = 0;
      let rate = 0;
      let acceleration = 0;
      let tPower = 1; // T^α
      let tPower1 = 0; // α T^(α−1)
      let tPower2 = 0; // α(α−1) T^(α−2)
      const powers = theory.coordinates[coord]!;
      for (let alpha = 0; alpha < powers.length; alpha += 1) {
        const { index, terms } = powers[alpha]!;
        let s = 0;
        for (let i = 0, j = 0; i < index.length; i += 1, j += 2) {
          const k = index[i]!;
          s += terms[j]! * cosines[k]! + terms[j + 1]! * sines[k]!;
        }
        value += tPower * s;
        rate += tPower1 * s + tPower * 0;
        acceleration += tPower2 * s + 2 * tPower1 * 0 + tPower * 0;
        const next = alpha + 1;
        tPower2 = next * tPower1;
        tPower1 = next * tPower;
        tPower *= t;
      }
      out[coord] = value;
      out[coord + 3] = rate;
      out[coord + 6] = acceleration;
    }
  }

  function seriesOrder1(theory: ElpSharedTheory, t: number, out: Float64Array): void {
    const cosines = SHARED_COSINES;
    const sines = SHARED_SINES;
    const rates = SHARED_RATES;
    for (let coord = 0; coord < 3; coord += 1) {
      let value = 0;
      let rate = 0;
      let acceleration = 0;
      let tPower = 1;
      let tPower1 = 0;
      let tPower2 = 0;
      const powers = theory.coordinates[coord]!;
      for (let alpha = 0; alpha < powers.length; alpha += 1) {
        const { index, terms } = powers[alpha]!;
        let s = 0;
        let ds = 0;
        for (let i = 0, j = 0; i < index.length; i += 1, j += 2) {
          const k = index[i]!;
          const c = cosines[k]!;
          const sn = sines[k]!;
          const as = terms[j]!;
          const ac = terms[j + 1]!;
          s += as * c + ac * sn;
          ds += (ac * c - as * sn) * rates[k]!;
        }
        value += tPower * s;
        rate += tPower1 * s + tPower * ds;
        acceleration += tPower2 * s + 2 * tPower1 * ds + tPower * 0;
        const next = alpha + 1;
        tPower2 = next * tPower1;
        tPower1 = next * tPower;
        tPower *= t;
      }
      out[coord] = value;
      out[coord + 3] = rate;
      out[coord + 6] = acceleration;
    }
  }

  function seriesOrder2(theory: ElpSharedTheory, t: number, out: Float64Array): void {
    const cosines = SHARED_COSINES;
    const sines = SHARED_SINES;
    const rates = SHARED_RATES;
    const accelerations = SHARED_ACCELERATIONS;
    for (let coord = 0; coord < 3; coord += 1) {
      let value = 0;
      let rate = 0;
      let acceleration = 0;
      let tPower = 1;
      let tPower1 = 0;
      let tPower2 = 0;
      const powers = theory.coordinates[coord]!;
      for (let alpha = 0; alpha < powers.length; alpha += 1) {
        const { index, terms } = powers[alpha]!;
        let s = 0;
        let ds = 0;
        let dds = 0;
        for (let i = 0, j = 0; i < index.length; i += 1, j += 2) {
          const k = index[i]!;
          const c = cosines[k]!;
          const sn = sines[k]!;
          const as = terms[j]!;
          const ac = terms[j + 1]!;
          const sinPart = as * c + ac * sn; // A sin(φ0 + x)
          const cosPart = ac * c - as * sn; // A cos(φ0 + x)
          const r = rates[k]!;
          s += sinPart;
          ds += cosPart * r;
          dds += cosPart * accelerations[k]! - sinPart * r * r;
        }
        value += tPower * s;
        rate += tPower1 * s + tPower * ds;
        acceleration += tPower2 * s + 2 * tPower1 * ds + tPower * dds;
        const next = alpha + 1;
        tPower2 = next * tPower1;
        tPower1 = next * tPower;
        tPower *= t;
      }
      out[coord] = value;
      out[coord + 3] = rate;
      out[coord + 6] = acceleration;
    }
  }

  /**
   * `seriesOrder2`, the same operations in the same order (so the same `out` to the last bit), that also writes to
   * `leadingOut` the values and first derivatives [L, B, R, L′, B′, R′] of the first `leadingCounts[coord][α]` terms
   * of each list: their sums S and S′ are the running sums when the last leading term has been added, combined over
   * the powers as `seriesOrder1` combines them — for a theory of those terms alone (same arguments, same order), the
   * values `seriesOrder1` gives, to the last bit. A twin of `seriesOrder2` on purpose: one body serving both (a
   * leading count of 0) measured 10–25 % slower in the hot pass; tests/ephemeris/moon-shared-pass.property.test.ts
   * holds the two to the same sums, bit for bit.
   */
  function seriesOrder2Leading(theory: ElpSharedTheory, t: number, out: Float64Array, leadingOut: Float64Array): void {
    const cosines = SHARED_COSINES;
    const sines = SHARED_SINES;
    const rates = SHARED_RATES;
    const accelerations = SHARED_ACCELERATIONS;
    const counts = theory.leadingCounts!;
    for (let coord = 0; coord < 3; coord += 1) {
      let value = 0;
      let rate = 0;
      let acceleration = 0;
      let leadValue = 0;
      let leadRate = 0;
      let tPower = 1;
      let tPower1 = 0;
      let tPower2 = 0;
      const powers = theory.coordinates[coord]!;
      const leading = counts[coord]!;
      for (let alpha = 0; alpha < powers.length; alpha += 1) {
        const { index, terms } = powers[alpha]!;
        let s = 0;
        let ds = 0;
        let dds = 0;
        const lead = leading[alpha]!;
        for (let i = 0, j = 0; i < lead; i += 1, j += 2) {
          const k = index[i]!;
          const c = cosines[k]!;
          const sn = sines[k]!;
          const as = terms[j]!;
          const ac = terms[j + 1]!;
          const sinPart = as * c + ac * sn;
          const cosPart = ac * c - as * sn;
          const r = rates[k]!;
          s += sinPart;
          ds += cosPart * r;
          dds += cosPart * accelerations[k]! - sinPart * r * r;
        }
        leadValue += tPower * s;
        leadRate += tPower1 * s + tPower * ds;
        for (let i = lead, j = 2 * lead; i < index.length; i += 1, j += 2) {
          const k = index[i]!;
          const c = cosines[k]!;
          const sn = sines[k]!;
          const as = terms[j]!;
          const ac = terms[j + 1]!;
          const sinPart = as * c + ac * sn;
          const cosPart = ac * c - as * sn;
          const r = rates[k]!;
          s += sinPart;
          ds += cosPart * r;
          dds += cosPart * accelerations[k]! - sinPart * r * r;
        }
        value += tPower * s;
        rate += tPower1 * s + tPower * ds;
        acceleration += tPower2 * s + 2 * tPower1 * ds + tPower * dds;
        const next = alpha + 1;
        tPower2 = next * tPower1;
        tPower1 = next * tPower;
        tPower *= t;
      }
      out[coord] = value;
      out[coord + 3] = rate;
      out[coord + 6] = acceleration;
      leadingOut[coord] = leadValue;
      leadingOut[coord + 3] = leadRate;
    }
  }

  return {
    argumentsOrder0,
    argumentsOrder1,
    argumentsOrder2,
    addSecularToArguments,
    sinCosOfArguments,
    seriesOrder0,
    seriesOrder1,
    seriesOrder2,
    seriesOrder2Leading,
  };
}

export const {
  argumentsOrder0,
  argumentsOrder1,
  argumentsOrder2,
  addSecularToArguments,
  sinCosOfArguments,
  seriesOrder0,
  seriesOrder1,
  seriesOrder2,
  seriesOrder2Leading,
} = createElpSeriesSums();
