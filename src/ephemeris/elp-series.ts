import { fastCos, fastSin } from './fast-trig.js';

/**
 * ELP/MPP02 series (Chapront & Francou 2003, "The lunar theory ELP revisited. Introduction of new planetary
 * perturbations", A&A 404, 735; data and notice "ELP/MPP02", Chapront & Francou 2002, with the constants
 * fitted to DE405), as astronomia packs them: each term is A·sin(φ0 + φ1 T + φ2 T² + φ3 T³ + φ4 T⁴), summed per
 * power α of T and multiplied by T^α; T in Julian centuries (TDB ≈ TT) from J2000.0. Longitude V = W1 + ΣL,
 * latitude U = ΣB (arcseconds), distance r = ΣR (km).
 */

/** Packed terms of one power: [A, φ0, φ1, φ2, φ3, φ4] repeated. */
export interface ElpSeries {
  readonly powers: readonly Float64Array[];
}

export interface ElpTheory {
  readonly W1: readonly number[];
  readonly L: ElpSeries;
  readonly B: ElpSeries;
  readonly R: ElpSeries;
  readonly kept: number;
  readonly total: number;
  readonly malformed: number;
}

export interface ElpRawTable {
  readonly W1: readonly number[];
  readonly L: Readonly<Record<string, readonly (readonly unknown[])[]>>;
  readonly B: Readonly<Record<string, readonly (readonly unknown[])[]>>;
  readonly R: Readonly<Record<string, readonly (readonly unknown[])[]>>;
}

/** Keep a term when |A|·Tmax^α ≥ threshold (arcseconds for L and B, km for R). */
export interface ElpTruncation {
  readonly tMax: number;
  readonly arcsec: number;
  readonly km: number;
}

const TERM_WIDTH = 6;

function isFiniteRow(row: readonly unknown[]): row is readonly number[] {
  return row.length === TERM_WIDTH && row.every((v) => typeof v === 'number' && Number.isFinite(v));
}

/** @summary Pack and truncate astronomia's ELP/MPP02 table, dropping malformed (non-finite) rows. */
export function loadElp(raw: ElpRawTable, truncation: ElpTruncation): ElpTheory {
  let kept = 0;
  let total = 0;
  let malformed = 0;
  const series = (coord: Readonly<Record<string, readonly (readonly unknown[])[]>>, threshold: number): ElpSeries => {
    const keys = Object.keys(coord).map(Number);
    const maxPower = keys.length ? Math.max(...keys) : 0;
    const powers: Float64Array[] = [];
    for (let alpha = 0; alpha <= maxPower; alpha += 1) {
      const scale = truncation.tMax ** alpha;
      const packed: number[] = [];
      for (const row of coord[String(alpha)] ?? []) {
        total += 1;
        if (!isFiniteRow(row)) {
          malformed += 1;
          continue;
        }
        if (row[0] === 0 || Math.abs(row[0]!) * scale < threshold) continue;
        packed.push(...row);
        kept += 1;
      }
      powers.push(Float64Array.from(packed));
    }
    return { powers };
  };
  return {
    W1: raw.W1,
    L: series(raw.L, truncation.arcsec),
    B: series(raw.B, truncation.arcsec),
    R: series(raw.R, truncation.km),
    kept,
    total,
    malformed,
  };
}

/** Σ_α T^α Σ A sin φ(T). */
export function elpValue(series: ElpSeries, t: number): number {
  let value = 0;
  let tPower = 1;
  const t2 = t * t;
  const t3 = t2 * t;
  const t4 = t2 * t2;
  for (const terms of series.powers) {
    let s = 0;
    for (let i = 0; i < terms.length; i += TERM_WIDTH) {
      const phase = terms[i + 1]! + terms[i + 2]! * t + terms[i + 3]! * t2 + terms[i + 4]! * t3 + terms[i + 5]! * t4;
      s += terms[i]! * fastSin(phase);
    }
    value += tPower * s;
    tPower *= t;
  }
  return value;
}

/** d/dT of Σ_α T^α Σ A sin φ(T) = Σ_α [α T^(α−1) S_α + T^α Σ A cos φ · φ′(T)], per Julian century. */
export function elpRate(series: ElpSeries, t: number): number {
  let rate = 0;
  let tPower = 1;
  let tPowerPrev = 0;
  let alpha = 0;
  for (const terms of series.powers) {
    let s = 0;
    let ds = 0;
    for (let i = 0; i < terms.length; i += TERM_WIDTH) {
      const p1 = terms[i + 2]!;
      const p2 = terms[i + 3]!;
      const p3 = terms[i + 4]!;
      const p4 = terms[i + 5]!;
      const phase = terms[i + 1]! + t * (p1 + t * (p2 + t * (p3 + t * p4)));
      const dPhase = p1 + t * (2 * p2 + t * (3 * p3 + t * 4 * p4));
      const a = terms[i]!;
      s += a * fastSin(phase);
      ds += a * fastCos(phase) * dPhase;
    }
    rate += tPowerPrev * s + tPower * ds;
    alpha += 1;
    tPowerPrev = alpha * tPower;
    tPower *= t;
  }
  return rate;
}

/** W1(T) and its rate (radians, radians per century). */
export function polynomialWithRate(coefficients: readonly number[], t: number): { value: number; rate: number } {
  let value = 0;
  let rate = 0;
  for (let i = coefficients.length - 1; i >= 0; i -= 1) {
    rate = rate * t + value;
    value = value * t + coefficients[i]!;
  }
  return { value, rate };
}
