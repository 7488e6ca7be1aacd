import type { ElpDecodedTable } from './series-packing.js';

/**
 * Long-span correction of ELP/MPP02's secular terms.
 *
 * ELP/MPP02's mean arguments W1 (mean longitude of the Moon), W2 (of its perigee) and W3 (of its node) carry
 * polynomial coefficients in T², T³, T⁴ fitted to JPL DE405 near J2000 (Chapront & Francou 2003, A&A 404, 735, the
 * constants of the ELP/MPP02 notice); the tidal secular terms make them drift far from it. Against DE441 the Moon
 * drifts by 2.4″ at 1000 CE, 23″ at 0 and 395″ at −3000 (measured on the state vectors of
 * `state-vectors-span.json`). Urania adds small polynomials
 *   δW_i(T) = a_i2 T² + a_i3 T³ + a_i4 T⁴ (+ a_i5 T⁵, unused: it gains nothing)   (i = 1, 2, 3; radians, T in Julian
 *   centuries TT from J2000),
 * least-squares fitted to the DE441 geocentric Moon every 50 years over −3000..+3000 (121 states;
 * scripts/fit-elp-secular.ts; residual 1.19″ max in longitude, 0.29″ in latitude, 0.6 km in distance). The 200
 * apparent positions of `span-positions.json` are the independent check, never fitted (≤ 3.96″ before −1000,
 * ≤ 1.5″ before 1000, ≤ 0.4″ after). The correction is zero within 1800–2200 and blended in over 1700–1800 and
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

/** The fitted coefficients (radians): [δW1, δW2, δW3] × [T², T³, T⁴, T⁵]. */
export interface ElpSecularCorrection {
  readonly w1: readonly [number, number, number, number];
  readonly w2: readonly [number, number, number, number];
  readonly w3: readonly [number, number, number, number];
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
 * @summary The DE441 fit (radians; T², T³, T⁴ coefficients of δW1, δW2, δW3), least squares on the 121 DE441
 * geocentric states 50 years apart over −3000..+3000 with the blend below (scripts/fit-elp-secular.ts).
 */
export const ELP_DE441_SECULAR_CORRECTION: ElpSecularCorrection = {
  w1: [3.7484580920138984e-8, 1.6881267520816313e-8, 2.308945748855652e-11, 0],
  w2: [-4.576848073165095e-8, 5.915031112970492e-9, -3.293481106535155e-11, 0],
  w3: [-3.64234728734305e-8, -8.972691756149576e-9, -1.2423280465091486e-11, 0],
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
    const t4 = t3 * t;
    const p = c2 * t2 + c3 * t3 + c4 * t4 + c5 * t4 * t;
    const dp = 2 * c2 * t + 3 * c3 * t2 + 4 * c4 * t3 + 5 * c5 * t4;
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
