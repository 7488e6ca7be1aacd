import { unpackRecipe, validateRecipe, type AngleRecipe, type UnpackedRecipe } from './angle-recipes.js';
import { fastCos, fastSin, sinCosAt } from './fast-trig.js';

/**
 * VSOP87 series: loading astronomia's tables (with validation and truncation) and evaluating them with
 * their analytic time derivatives.
 *
 * Source of the theory: Bretagnon & Francou 1988, "Planetary theories in rectangular and spherical
 * variables. VSOP87 solutions", Astron. Astrophys. 202, 309. Version B: heliocentric spherical variables
 * L, B (radians), R (AU), referred to the mean dynamical ecliptic and equinox of J2000.0; time τ in Julian
 * millennia of TDB from J2000.0. Each coordinate is Σ_α τ^α Σ_i A_i cos(B_i + C_i τ) (B&F 1988, eq. 4).
 */

/** One coordinate's series: for each power α of τ, the packed terms [A0, B0, C0, A1, B1, C1, …]. */
export interface Vsop87Series {
  readonly powers: readonly Float64Array[];
}

/** The three spherical series of one planet (VSOP87B). */
export interface Vsop87Theory {
  readonly name: string;
  readonly L: Vsop87Series;
  readonly B: Vsop87Series;
  readonly R: Vsop87Series;
  /** Terms kept / terms in the table / rows dropped as malformed (null or non-finite numbers). */
  readonly kept: number;
  readonly total: number;
  readonly malformed: number;
}

/** A raw table as astronomia ships it (see src/types/astronomia.d.ts). */
export interface Vsop87RawTable {
  readonly name?: string;
  readonly L: Readonly<Record<string, readonly (readonly unknown[])[]>>;
  readonly B: Readonly<Record<string, readonly (readonly unknown[])[]>>;
  readonly R: Readonly<Record<string, readonly (readonly unknown[])[]>>;
}

/**
 * The decoded form of the generated module (series-packing.ts, `unpackVsop87`): per coordinate, per power α of
 * τ, the terms flattened as [A, B, C, A, B, C, …].
 */
export interface Vsop87FlatTable {
  readonly name?: string;
  readonly L: readonly ArrayLike<number>[];
  readonly B: readonly ArrayLike<number>[];
  readonly R: readonly ArrayLike<number>[];
}

/** Rows of one power of a coordinate, from either form. */
function rowsOf(coord: Vsop87RawTable['L'] | Vsop87FlatTable['L'], alpha: number): readonly (readonly unknown[])[] {
  if (!Array.isArray(coord)) return (coord as Vsop87RawTable['L'])[String(alpha)] ?? [];
  const flat = (coord as Vsop87FlatTable['L'])[alpha] ?? [];
  const rows: (readonly number[])[] = [];
  for (let i = 0; i + 2 < flat.length; i += 3) rows.push([flat[i]!, flat[i + 1]!, flat[i + 2]!]);
  return rows;
}

/**
 * Truncation: a term A·τ^α·cos(…) is kept when |A|·τmax^α ≥ threshold, i.e. when it can reach the
 * threshold anywhere in |τ| ≤ τmax. `angle` is for L and B (radians); `radius` is relative to R (the
 * threshold times the planet's mean distance). The error bound of a truncation is measured, not assumed:
 * see tests/ephemeris/vsop87.test.ts and docs/ephemeris.md.
 */
export interface Vsop87Truncation {
  readonly tauMax: number;
  readonly angle: number;
  readonly radius: number;
}

/** No truncation at all: the full published series. */
export const FULL_VSOP87: Vsop87Truncation = { tauMax: 0.25, angle: 0, radius: 0 };

function isFiniteTerm(row: readonly unknown[]): row is readonly [number, number, number] {
  return (
    row.length === 3 &&
    typeof row[0] === 'number' &&
    typeof row[1] === 'number' &&
    typeof row[2] === 'number' &&
    Number.isFinite(row[0]) &&
    Number.isFinite(row[1]) &&
    Number.isFinite(row[2])
  );
}

/**
 * @summary Load one VSOP87 table into packed arrays, dropping malformed rows and truncating.
 * astronomia 4.2.0 ships rows with `null` numbers in some tables (its VSOP87D Uranus and Neptune); a null
 * amplitude or phase turns a whole coordinate into NaN or garbage, so any row that is not three finite
 * numbers is dropped here, where the data enters Urania (and counted in `malformed`). Zero-amplitude rows
 * (Mercury has some) are dropped as well: they contribute nothing.
 * @example loadVsop87(earthTable, FULL_VSOP87).kept // 2566
 */
export function loadVsop87(
  raw: Vsop87RawTable | Vsop87FlatTable,
  truncation: Vsop87Truncation,
  meanDistanceAu = 1,
): Vsop87Theory {
  let kept = 0;
  let total = 0;
  let malformed = 0;
  const series = (coord: Vsop87RawTable['L'] | Vsop87FlatTable['L'], threshold: number): Vsop87Series => {
    const maxPower = Array.isArray(coord) ? coord.length - 1 : Math.max(...Object.keys(coord).map(Number));
    const powers: Float64Array[] = [];
    for (let alpha = 0; alpha <= maxPower; alpha += 1) {
      const rows = rowsOf(coord, alpha);
      const scale = truncation.tauMax ** alpha;
      const packed: number[] = [];
      for (const row of rows) {
        total += 1;
        if (!isFiniteTerm(row)) {
          malformed += 1;
          continue;
        }
        const [a, b, c] = row;
        if (a === 0 || Math.abs(a) * scale < threshold) continue;
        packed.push(a, b, c);
        kept += 1;
      }
      powers.push(Float64Array.from(packed));
    }
    return { powers };
  };
  const L = series(raw.L, truncation.angle);
  const B = series(raw.B, truncation.angle);
  const R = series(raw.R, truncation.radius * meanDistanceAu);
  return { name: raw.name ?? 'unknown', L, B, R, kept, total, malformed };
}

/**
 * Σ_α τ^α S_α with S_α = Σ A cos(B + Cτ) (B&F 1988, eq. 4).
 */
function seriesValue(series: Vsop87Series, tau: number): number {
  let value = 0;
  let tauPower = 1;
  for (const terms of series.powers) {
    let s = 0;
    for (let i = 0; i < terms.length; i += 3) s += terms[i]! * fastCos(terms[i + 1]! + terms[i + 2]! * tau);
    value += tauPower * s;
    tauPower *= tau;
  }
  return value;
}

/**
 * The τ-derivative Σ_α (α τ^(α−1) S_α + τ^α S_α′), S_α′ = −Σ A C sin(B + Cτ) (eq. 4 differentiated term by
 * term), per Julian millennium.
 */
function seriesRate(series: Vsop87Series, tau: number): number {
  let rate = 0;
  let tauPower = 1; // τ^α
  let tauPowerPrev = 0; // α τ^(α−1)
  let alpha = 0;
  for (const terms of series.powers) {
    let s = 0;
    let ds = 0;
    for (let i = 0; i < terms.length; i += 3) {
      const a = terms[i]!;
      const c = terms[i + 2]!;
      const arg = terms[i + 1]! + c * tau;
      s += a * fastCos(arg);
      ds -= a * c * fastSin(arg);
    }
    rate += tauPowerPrev * s + tauPower * ds;
    alpha += 1;
    tauPowerPrev = alpha * tauPower;
    tauPower *= tau;
  }
  return rate;
}

/** Heliocentric spherical coordinates and their rates (per day). */
export interface Vsop87Spherical {
  /** Longitude, latitude (radians) and radius (AU). */
  lRad: number;
  bRad: number;
  rAu: number;
  /** Their rates per day. */
  lRadPerDay: number;
  bRadPerDay: number;
  rAuPerDay: number;
}

const DAYS_PER_MILLENNIUM = 365250;

/**
 * @summary Evaluate L, B, R from `position` and their daily rates from `rate` (a coarser truncation: the
 * rates need far fewer terms for the same angular accuracy) at a TT Julian Day. TDB − TT (< 2 ms) is
 * neglected: it moves a planet by < 1e-9 AU.
 */
export function vsop87Spherical(position: Vsop87Theory, rate: Vsop87Theory, jdTt: number): Vsop87Spherical {
  // B&F 1988: τ = (JD − 2451545.0) / 365250.
  const tau = (jdTt - 2451545.0) / DAYS_PER_MILLENNIUM;
  return {
    lRad: seriesValue(position.L, tau),
    bRad: seriesValue(position.B, tau),
    rAu: seriesValue(position.R, tau),
    lRadPerDay: seriesRate(rate.L, tau) / DAYS_PER_MILLENNIUM,
    bRadPerDay: seriesRate(rate.B, tau) / DAYS_PER_MILLENNIUM,
    rAuPerDay: seriesRate(rate.R, tau) / DAYS_PER_MILLENNIUM,
  };
}

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
 * Scratch of every shared-frequency theory: the arguments Cτ, then cos Cτ and sin Cτ of every distinct frequency.
 * One set for all theories (an evaluation fills and reads it within one call), held as module constants (not
 * exported) so that V8's optimising compiler embeds their addresses and lengths in the loops below, as
 * elp-series-sums.ts does for the Moon (docs/performance.md, "Fifth pass"); the same values to the last bit.
 */
const SHARED_ARGS = new Float64Array(MAX_SHARED_FREQUENCIES);
const SHARED_COSINES = new Float64Array(MAX_SHARED_FREQUENCIES);
const SHARED_SINES = new Float64Array(MAX_SHARED_FREQUENCIES);

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

const sharedOut = new Float64Array(6);

/**
 * @summary L, B, R and their daily rates from a shared-frequency theory (same values as `vsop87Spherical`
 * with the rates taken from the position terms themselves).
 */
export function vsop87SphericalShared(theory: SharedFrequencyTheory, jdTt: number): Vsop87Spherical {
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
export function vsop87ValuesShared(theory: SharedFrequencyTheory, jdTt: number): { lRad: number; bRad: number; rAu: number } {
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
