import { fastCos, fastSin } from './fast-trig.js';

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

export const DAYS_PER_MILLENNIUM = 365250;

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
