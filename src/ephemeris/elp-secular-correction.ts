import type { ElpDecodedTable } from './series-packing.js';

/**
 * Long-span correction of ELP/MPP02's secular terms.
 *
 * ELP/MPP02's mean arguments W1 (mean longitude of the Moon), W2 (of its perigee) and W3 (of its node) carry
 * polynomial coefficients in T², T³, T⁴ fitted to JPL DE405 near J2000 (Chapront & Francou 2003, A&A 404, 735, the
 * constants of the ELP/MPP02 notice); the tidal secular terms make them drift far from it. Against DE441 the Moon
 * drifts by 2.4″ at 1000 CE, 23″ at 0 and 395″ at −3000 (measured on the state vectors of
 * `state-vectors-span.json`). Urania adds small polynomials
 *   δW_i(T) = a_i1 T + a_i2 T² + a_i3 T³ + a_i4 T⁴ (+ a_i5 T⁵, unused: it gains nothing)   (i = 1, 2, 3; radians,
 *   T in Julian centuries TT from J2000),
 * least-squares fitted (with the Earth's eccentricity correction below in place) to the DE441 geocentric Moon
 * every 50 years over −3000..+3000 (121 states; scripts/fit-elp-secular.ts, latitude weighted 3× — inverse to
 * the residual scatter; residual 1.05″ max (0.27″ rms) in longitude, 0.25″ in latitude, 0.7 km in distance). The
 * 200 apparent positions of `span-positions.json` are the independent check, never fitted (≤ 0.92″ before −1000,
 * ≤ 0.68″ before 1000, ≤ 0.25″ after). The correction is zero within 1800–2200 and blended in over 1700–1800 and
 * 2200–2300 (`elpSecularCorrectionAt`), so the 1800–2200 Moon is exactly the published DE405 fit.
 *
 * The corrections enter both W1 itself and every argument of the series: an argument is an integer combination
 * i_D·D + i_F·F + i_l·l + i_l′·l′ (+ planetary arguments) of the Delaunay arguments, with D = W1 − T + 180°,
 * F = W1 − W3, l = W1 − W2, l′ = T − ϖ′ (ELP/MPP02 notice), so it moves by
 *   (i_D + i_F + i_l)·δW1 − i_l·δW2 − i_F·δW3.
 * The multipliers are recovered from the argument polynomials themselves (φ1..φ4 against those of D, F, l, l′ read
 * off the main terms); for arguments with planetary parts, from their T²..T⁴ coefficients alone (the planetary
 * mean longitudes are nearly linear). The few left without a solution carry terms below 0.1″, which a 3e-3 rad
 * argument error moves by < 0.0003″.
 */

/** The fitted coefficients (radians): [δW1, δW2, δW3] × [T², T³, T⁴, T⁵], and their optional T¹ terms. */
export interface ElpSecularCorrection {
  readonly w1: readonly [number, number, number, number];
  readonly w2: readonly [number, number, number, number];
  readonly w3: readonly [number, number, number, number];
  /**
   * T¹ coefficients of δW1, δW2, δW3 (radians per century), where fitted: mean-motion differences between DE441
   * and ELP/MPP02's DE405/LLR fit, which a T²..T⁴ form blended in from 1800 / 2200 cannot follow.
   */
  readonly linear?: readonly [number, number, number];
}

/** No correction: the published DE405 fit. */
export const NO_ELP_SECULAR_CORRECTION: ElpSecularCorrection = {
  w1: [0, 0, 0, 0],
  w2: [0, 0, 0, 0],
  w3: [0, 0, 0, 0],
};

/** Largest |multiplier| searched for. */
const MAX_MULTIPLIER = 12;
/** A decomposition is accepted when φ1..φ4 are reproduced within these (packing quanta are 1e-10 … 1e-19). */
const DECOMPOSITION_TOLERANCE = [2e-9, 3e-14, 3e-16, 3e-18] as const;

/** Largest main-problem terms identify the Delaunay arguments: amplitude (″ or km) and coordinate. */
function argumentOfLargest(table: ElpDecodedTable, coord: 'L' | 'B', rank: number): number {
  const flat = table[coord][0]!;
  const order: number[] = [];
  for (let i = 0; i + 2 < flat.length; i += 3) order.push(i);
  order.sort((a, b) => Math.abs(flat[b + 1]!) - Math.abs(flat[a + 1]!));
  return flat[order[rank]!]!;
}

/**
 * @summary Integer multipliers [i_D, i_F, i_l, i_l′] of each argument of the table (i_l′ = 0 for arguments with
 * planetary parts, whose D, F, l multipliers come from their T²..T⁴ coefficients), or undefined when none fits. Base arguments: l is the argument of the largest longitude term (equation of
 * the centre, 22639″), 2D that of the third (variation, 2370″), l′ the fifth (annual equation, 666″), F that of
 * the largest latitude term (18461″).
 */
export function elpArgumentMultipliers(
  table: ElpDecodedTable,
): (readonly [number, number, number, number] | undefined)[] {
  const f = table.args;
  const vec = (k: number, scale = 1): number[] => [0, 1, 2, 3].map((d) => f[4 * k + d]! * scale);
  const l = vec(argumentOfLargest(table, 'L', 0));
  const d = vec(argumentOfLargest(table, 'L', 2), 0.5);
  const lp = vec(argumentOfLargest(table, 'L', 4));
  const ff = vec(argumentOfLargest(table, 'B', 0));
  const count = f.length / 4;
  const out: (readonly [number, number, number, number] | undefined)[] = [];
  for (let k = 0; k < count; k += 1) {
    const phi = [f[4 * k]!, f[4 * k + 1]!, f[4 * k + 2]!, f[4 * k + 3]!];
    out.push(decompose(phi, d, ff, l, lp) ?? secularPart(phi, d, ff, l));
  }
  return out;
}

/**
 * Solve φ = iD·D + iF·F + il·l + il′·l′ (four equations: the T¹..T⁴ coefficients, each row scaled to the
 * size of its coefficients) by Gaussian elimination with partial pivoting, round to integers and verify within
 * the packing tolerance; undefined when the argument is not such a combination (planetary arguments).
 */
function decompose(
  phi: number[],
  d: number[],
  f: number[],
  l: number[],
  lp: number[],
): readonly [number, number, number, number] | undefined {
  const rows: number[][] = [0, 1, 2, 3].map((n) => {
    const scale = 1 / Math.max(Math.abs(d[n]!), Math.abs(f[n]!), Math.abs(l[n]!), Math.abs(lp[n]!));
    return [d[n]! * scale, f[n]! * scale, l[n]! * scale, lp[n]! * scale, phi[n]! * scale];
  });
  for (let c = 0; c < 4; c += 1) {
    let p = c;
    for (let r = c + 1; r < 4; r += 1) if (Math.abs(rows[r]![c]!) > Math.abs(rows[p]![c]!)) p = r;
    [rows[c], rows[p]] = [rows[p]!, rows[c]!];
    for (let r = c + 1; r < 4; r += 1) {
      const factor = rows[r]![c]! / rows[c]![c]!;
      for (let k = c; k < 5; k += 1) rows[r]![k] = rows[r]![k]! - factor * rows[c]![k]!;
    }
  }
  const x = [0, 0, 0, 0];
  for (let c = 3; c >= 0; c -= 1) {
    let v = rows[c]![4]!;
    for (let k = c + 1; k < 4; k += 1) v -= rows[c]![k]! * x[k]!;
    x[c] = v / rows[c]![c]!;
  }
  const m = x.map((v) => Math.round(v));
  if (m.some((v) => Math.abs(v) > MAX_MULTIPLIER)) return undefined;
  for (let n = 0; n < 4; n += 1) {
    const r = phi[n]! - m[0]! * d[n]! - m[1]! * f[n]! - m[2]! * l[n]! - m[3]! * lp[n]!;
    if (Math.abs(r) > DECOMPOSITION_TOLERANCE[n]! + 1e-12 * Math.abs(phi[n]!)) return undefined;
  }
  return [m[0]!, m[1]!, m[2]!, m[3]!];
}

/**
 * For an argument with planetary parts: the multipliers of D, F, l in its T²..T⁴ coefficients alone (the
 * planetary mean longitudes are nearly linear: their T² coefficients are < 1e-6 rad per century², against
 * 3e-5 … 2e-4 for D, F, l), solved in reals and rounded; i_l′ is reported as 0.
 */
function secularPart(
  phi: number[],
  d: number[],
  f: number[],
  l: number[],
): readonly [number, number, number, number] | undefined {
  const a = [1, 2, 3].map((n) => [d[n]!, f[n]!, l[n]!]);
  const det = (m: number[][]): number =>
    m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) -
    m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) +
    m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);
  const base = det(a);
  const b = [phi[1]!, phi[2]!, phi[3]!];
  const m = [0, 1, 2].map((c) =>
    Math.round(det(a.map((row, r) => row.map((v, k) => (k === c ? b[r]! : v)))) / base),
  );
  if (m.some((v) => Math.abs(v) > MAX_MULTIPLIER)) return undefined;
  const residual = Math.abs(phi[1]! - m[0]! * d[1]! - m[1]! * f[1]! - m[2]! * l[1]!);
  return residual < 2e-6 ? [m[0]!, m[1]!, m[2]!, 0] : undefined;
}

/**
 * The span the correction was fitted on and is checked over, TT Julian Days: −3000-01-01 00:00 (Julian calendar)
 * to 3001-01-01 00:00 (Gregorian) — the historical span of the reference (astronomical years −3000..+3000).
 */
export const ELP_LONG_SPAN_JD_TT = { from: 625307.5, to: 2817152.5 } as const;

/** Within this many Julian centuries of J2000 (1800–2200) the published DE405 fit is used unchanged. */
export const ELP_CORRECTION_CORE_CENTURIES = 2;
/** Beyond this many centuries (before 1700, after 2300) the full correction applies; a C¹ blend between. */
export const ELP_CORRECTION_FULL_CENTURIES = 3;

/**
 * @summary The DE441 fit (radians; T¹ … T⁴ coefficients of δW1, δW2, δW3), least squares on the 121 DE441
 * geocentric states 50 years apart over −3000..+3000 with the blend below and the eccentricity correction
 * (scripts/fit-elp-secular.ts; latitude weighted 3×).
 */
export const ELP_DE441_SECULAR_CORRECTION: ElpSecularCorrection = {
  w1: [2.7996701571754118e-8, 1.6691245078605166e-8, 2.105671383467084e-11, 0],
  w2: [-4.1443135419789683e-8, 6.088231609629224e-9, -2.922571540101202e-11, 0],
  w3: [4.5456590815174056e-9, -7.662228980391415e-9, 3.717765437905022e-13, 0],
  linear: [-1.302727378500142e-7, -3.0759293498104556e-8, 4.881049173424465e-7],
};

/**
 * Values and first and second derivatives (per century) of the three corrections at T, weighted by the blend
 * weight w(T) (0 within 1800–2200, 1 before 1700 and after 2300, the smoothstep 3s² − 2s³ between):
 * [δW1, δW2, δW3, δW1′, δW2′, δW3′, δW1″, δW2″, δW3″] written into `out`. Returns false (and leaves `out`
 * alone) where the weight is 0.
 */
export function elpSecularCorrectionAt(
  correction: ElpSecularCorrection,
  t: number,
  out: Float64Array,
): boolean {
  const a = Math.abs(t);
  if (a <= ELP_CORRECTION_CORE_CENTURIES) return false;
  let w = 1;
  let w1 = 0;
  let w2 = 0;
  if (a < ELP_CORRECTION_FULL_CENTURIES) {
    const width = ELP_CORRECTION_FULL_CENTURIES - ELP_CORRECTION_CORE_CENTURIES;
    const s = (a - ELP_CORRECTION_CORE_CENTURIES) / width;
    const ds = Math.sign(t) / width;
    w = s * s * (3 - 2 * s);
    w1 = 6 * s * (1 - s) * ds;
    w2 = (6 - 12 * s) * ds * ds;
  }
  const t2 = t * t;
  const t3 = t2 * t;
  const rows = [correction.w1, correction.w2, correction.w3];
  for (let i = 0; i < 3; i += 1) {
    const [c2, c3, c4, c5] = rows[i]!;
    const c1 = correction.linear?.[i] ?? 0;
    const t4 = t3 * t;
    const p = c1 * t + c2 * t2 + c3 * t3 + c4 * t4 + c5 * t4 * t;
    const dp = c1 + 2 * c2 * t + 3 * c3 * t2 + 4 * c4 * t3 + 5 * c5 * t4;
    const ddp = 2 * c2 + 6 * c3 * t + 12 * c4 * t2 + 20 * c5 * t3;
    out[i] = w * p;
    out[i + 3] = w1 * p + w * dp;
    out[i + 6] = w2 * p + 2 * w1 * dp + w * ddp;
  }
  return true;
}

/**
 * @summary Per argument of the table, the coefficients [k1, k2, k3] of its correction k1·δW1 + k2·δW2 + k3·δW3
 * (from `elpArgumentMultipliers`: k1 = i_D + i_F + i_l, k2 = −i_l, k3 = −i_F; zeros where unknown).
 */
export function elpSecularArgumentCoefficients(table: ElpDecodedTable): Float64Array {
  const m = elpArgumentMultipliers(table);
  const out = new Float64Array(3 * m.length);
  m.forEach((v, k) => {
    if (v === undefined) return;
    const [iD, iF, il] = v;
    out[3 * k] = iD + iF + il;
    out[3 * k + 1] = -il;
    out[3 * k + 2] = -iF;
  });
  return out;
}

/**
 * The Earth's orbital eccentricity e′ far from J2000. ELP/MPP02's solar terms carry e′'s secular variation as
 * Poisson terms in T and T² only: for every term whose argument contains l′ (the annual equation 666″, 2D − l′
 * 205″, 2D − l − l′ 148″, l − l′ 109″, …) the T¹ and T² amplitudes are −2.516e-3 and −7.31e-6 of the periodic
 * one, e′'s own relative rates (Chapront & Francou 2003). Far from J2000 the rest of e′(T) matters: at −2500 the
 * terms in l′ were ~0.15 % too large, up to 2″ in longitude. The 121 Moon states of the fit are all on 1 January,
 * when l′ is nearly the same every time, so this error looked secular there: the secular fit absorbed its
 * 1 January value and left it at every other time of the year (3.96″ at −2508, issue 14: the instant of the
 * check set where the terms in l′ add up most, P = Σ A·|i_l′|·sin(argument) = 1237″; the check errors before −1000
 * regressed on P with 1.1e-3).
 *
 * Urania scales every main-problem term by its power of e′ to first order, A·(1 + |i_l′|·δe′/e′), with
 *   δe′/e′ = c2 T² + c3 T³ + c4 T⁴   (T in Julian centuries from J2000),
 * as extra Poisson terms A·|i_l′|·c_n·T^n on the same arguments (`elpEccentricityTerms`). The coefficients come
 * from the DE441 Earth, not the Moon: the osculating heliocentric eccentricity of the Earth–Moon barycentre at the
 * same 121 epochs, least-squares cubic in T (relative rates −2.5167e-3, −7.627e-6, +9.754e-9 per century^n; the
 * planetary perturbations scatter it by 1.5e-3 of e′, and cubic, quartic and quintic fits agree on δe′/e′ at
 * −2500 within 2 %), minus ELP/MPP02's own (scripts/fit-elp-secular.ts): c2 = −3.19e-7, c3 = 9.75e-9 (cf. the
 * mean elements of Simon et al. 1994, A&A 282, 663, whose e′ has T² and T³ terms of the same order). Fitting
 * c3 to the Moon states instead gave 1.08e-8 and no usable c2 (the Moon sees e′ only through the terms 2D ± l′,
 * l ± l′, …): 1.89″ at −2508 (now 0.79″; the oldest era's maximum 0.92″ at −2112). Used beyond 1760–2240 only (the span theory, moon-span.ts):
 * 274 terms ≥ 1e-4″ (or km) at |T| = 50.
 *
 * @summary Coefficients [c2, c3, c4] of the relative correction δe′/e′ of the Earth's eccentricity.
 */
export type ElpEccentricityCorrection = readonly [number, number, number];

/** @summary No eccentricity correction: ELP/MPP02's own e′(T). */
export const NO_ELP_ECCENTRICITY_CORRECTION: ElpEccentricityCorrection = [0, 0, 0];

/** @summary δe′/e′ from the DE441 Earth–Moon barycentre (coefficients of T², T³, T⁴; scripts/fit-elp-secular.ts). */
export const ELP_DE441_ECCENTRICITY_CORRECTION: ElpEccentricityCorrection = [
  -3.1889630609745746e-7, 9.753613803798098e-9, 0,
];

/** Extra terms smaller than this at |T| = 50 (″ or km) are not generated. */
const ECCENTRICITY_TERM_FLOOR = 1e-4;

/**
 * @summary The Poisson terms A·|i_l′|·c_n·T^n (n = 2, 3, 4) of the eccentricity correction, per coordinate and
 * power, in the table's flat form [argument, amplitude, phase, …] (same arguments and phases as the main-problem
 * terms of `table`, α = 0, whose l′ multiplier `elpArgumentMultipliers` finds).
 */
export function elpEccentricityTerms(
  table: ElpDecodedTable,
  correction: ElpEccentricityCorrection,
): Record<'L' | 'B' | 'R', Float64Array[]> {
  const multipliers = elpArgumentMultipliers(table);
  const out = {} as Record<'L' | 'B' | 'R', Float64Array[]>;
  for (const coord of ['L', 'B', 'R'] as const) {
    const powers: number[][] = [[], [], [], [], []];
    const flat = table[coord][0] ?? new Float64Array(0);
    for (let i = 0; i + 2 < flat.length; i += 3) {
      const il = Math.abs(multipliers[flat[i]!]?.[3] ?? 0);
      if (il === 0) continue;
      correction.forEach((c, j) => {
        const n = j + 2;
        const a = flat[i + 1]! * il * c;
        if (Math.abs(a) * 50 ** n >= ECCENTRICITY_TERM_FLOOR) powers[n]!.push(flat[i]!, a, flat[i + 2]!);
      });
    }
    out[coord] = powers.map((p) => Float64Array.from(p));
  }
  return out;
}
