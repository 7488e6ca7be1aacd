import { UraniaError } from '../../errors/urania-error.js';
import type { HeliocentricState } from '../source.js';
import { rectangularState } from '../rectangular-state.js';
import type { ChebyshevTable } from './chebyshev-table.js';
import { decodeIntegers } from './packed-integers.js';

/**
 * Corrections of an analytic theory (the run time's truncated VSOP87) towards the numerical integration, for
 * the eras outside 1800–2200: per 50-year interval [A, B], the heliocentric spherical coordinates get
 *
 *   δL, δB (radians), δR (AU) = Σₐ Σⱼ cₐⱼ · gₐ(t) · Tⱼ(τ),   τ = 2(t − A)/(B − A) − 1,
 *
 * with Tⱼ the Chebyshev polynomials (j = 0 … D) and gₐ the harmonics of the planet's own heliocentric
 * longitude L — 1, cos kL, sin kL for k = 1 … K — plus, for the Earth, cos D and sin D of the Moon's mean
 * elongation D (Meeus, Astronomical Algorithms 2nd ed. (1998), eq. 47.2). The coefficients are least-squares
 * fits to the integrated trajectory (scripts/build-ephemeris-span.ts). Why this form: far from J2000 the
 * theory's error is dominated by its slowly varying secular terms acting at the orbital frequency and its
 * harmonics (e.g. an error in the eccentricity shows as δL ∝ sin M), which a slowly varying amplitude per
 * harmonic captures with a few dozen numbers per interval, where a Chebyshev table of the orbit itself needs
 * tens of thousands (docs/integration.md, "The span").
 */
export interface PackedHarmonicBody {
  /** [startJdTt, endJdTt, K, D, lunar (0/1), quantum] per interval, contiguous, ascending. */
  readonly spans: readonly (readonly [number, number, number, number, number, number])[];
  /** Interval by interval: the coefficients of δL, then δB, then δR, each harmonic by harmonic, j = 0 … D. */
  readonly data: string;
}

/** A decoded correction table. */
export interface HarmonicCorrection {
  readonly fromJdTt: number;
  readonly toJdTt: number;
  /** Correct a heliocentric state of the theory (rectangular, J2000 ecliptic) at a TT Julian Day. */
  correct(jdTt: number, state: HeliocentricState): HeliocentricState;
}

interface Interval {
  readonly start: number;
  readonly end: number;
  readonly k: number;
  readonly d: number;
  readonly lunar: boolean;
  readonly offset: number;
}

/** Mean elongation of the Moon D (rad) and its rate (rad/day), Meeus eq. 47.2 (linear part). */
const D0_RAD = (297.8501921 * Math.PI) / 180;
const D1_RAD_PER_DAY = (445267.1114034 * Math.PI) / 180 / 36525;

/** @summary Number of harmonic functions gₐ for K harmonics (with or without the lunar pair). */
export function harmonicCount(k: number, lunar: boolean): number {
  return 1 + 2 * k + (lunar ? 2 : 0);
}

/**
 * @summary The basis values gₐ(t)·Tⱼ(τ) (and their time derivatives when `rates` is given) of one interval,
 * in the packed order (harmonic by harmonic, j = 0 … D). Shared by the fit (build) and the run time.
 */
export function harmonicBasis(
  jdTt: number,
  start: number,
  end: number,
  k: number,
  d: number,
  lunar: boolean,
  lRad: number,
  lRadPerDay: number,
  values: Float64Array,
  rates?: Float64Array,
): void {
  const dtau = 2 / (end - start);
  const tau = dtau * (jdTt - start) - 1;
  const nt = d + 1;
  const T = new Float64Array(nt);
  const dT = new Float64Array(nt);
  T[0] = 1;
  if (nt > 1) {
    T[1] = tau;
    dT[1] = dtau;
  }
  for (let j = 2; j < nt; j++) {
    T[j] = 2 * tau * T[j - 1]! - T[j - 2]!;
    dT[j] = 2 * dtau * T[j - 1]! + 2 * tau * dT[j - 1]! - dT[j - 2]!;
  }
  const na = harmonicCount(k, lunar);
  const g = new Float64Array(na);
  const dg = new Float64Array(na);
  g[0] = 1;
  for (let h = 1; h <= k; h++) {
    const c = Math.cos(h * lRad);
    const s = Math.sin(h * lRad);
    g[2 * h - 1] = c;
    g[2 * h] = s;
    dg[2 * h - 1] = -h * lRadPerDay * s;
    dg[2 * h] = h * lRadPerDay * c;
  }
  if (lunar) {
    const dm = D0_RAD + D1_RAD_PER_DAY * (jdTt - 2451545);
    const c = Math.cos(dm);
    const s = Math.sin(dm);
    g[na - 2] = c;
    g[na - 1] = s;
    dg[na - 2] = -D1_RAD_PER_DAY * s;
    dg[na - 1] = D1_RAD_PER_DAY * c;
  }
  for (let a = 0; a < na; a++) {
    for (let j = 0; j < nt; j++) {
      values[a * nt + j] = g[a]! * T[j]!;
      if (rates) rates[a * nt + j] = dg[a]! * T[j]! + g[a]! * dT[j]!;
    }
  }
}

/**
 * A remainder after the harmonic correction (Mars), as a Chebyshev table whose x, y, z are δL·a, δB·a (a: the
 * fixed `scaleAu`) and δR: what the harmonics of the planet's own longitude do not capture (docs/integration.md).
 */
export interface CorrectionRemainder {
  readonly table: ChebyshevTable;
  readonly scaleAu: number;
}

/**
 * @summary Decode a packed correction table (once per body, lazily by the caller), with an optional remainder.
 * @example harmonicCorrection(packed, 'Mars').correct(1000000, vsop87State('Mars', 1000000))
 */
export function harmonicCorrection(packed: PackedHarmonicBody, name = 'body', remainder?: CorrectionRemainder): HarmonicCorrection {
  const ints = decodeIntegers(packed.data);
  const coefficients = new Float64Array(ints.length);
  const intervals: Interval[] = [];
  let offset = 0;
  for (const [start, end, k, d, lunar, quantum] of packed.spans) {
    const count = 3 * harmonicCount(k, lunar === 1) * (d + 1);
    for (let i = offset; i < offset + count; i++) coefficients[i] = ints[i]! * quantum;
    intervals.push({ start, end, k, d, lunar: lunar === 1, offset });
    offset += count;
  }
  if (offset !== ints.length || intervals.length === 0) {
    throw new UraniaError('INTERNAL', `packed correction data of ${name} does not match its spans`, { field: name });
  }
  const maxSize = Math.max(...intervals.map((iv) => harmonicCount(iv.k, iv.lunar) * (iv.d + 1)));
  const values = new Float64Array(maxSize);
  const rates = new Float64Array(maxSize);

  const correct = (jdTt: number, s: HeliocentricState): HeliocentricState => {
    let lo = 0;
    let hi = intervals.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (intervals[mid]!.start <= jdTt) lo = mid;
      else hi = mid - 1;
    }
    const iv = intervals[lo]!;
    // Spherical coordinates of the theory and their rates.
    const rxy2 = s.x * s.x + s.y * s.y;
    const rxy = Math.sqrt(rxy2);
    const r = Math.hypot(rxy, s.z);
    const l = Math.atan2(s.y, s.x);
    const b = Math.atan2(s.z, rxy);
    const lDot = (s.x * s.vy - s.y * s.vx) / rxy2;
    const rDot = (s.x * s.vx + s.y * s.vy + s.z * s.vz) / r;
    const bDot = (s.vz * rxy - (s.z * (s.x * s.vx + s.y * s.vy)) / rxy) / (r * r);
    harmonicBasis(jdTt, iv.start, iv.end, iv.k, iv.d, iv.lunar, l, lDot, values, rates);
    const n = harmonicCount(iv.k, iv.lunar) * (iv.d + 1);
    const delta = [0, 0, 0];
    const deltaRate = [0, 0, 0];
    for (let c = 0; c < 3; c++) {
      const o = iv.offset + c * n;
      let v = 0;
      let w = 0;
      for (let i = 0; i < n; i++) {
        v += coefficients[o + i]! * values[i]!;
        w += coefficients[o + i]! * rates[i]!;
      }
      delta[c] = v;
      deltaRate[c] = w;
    }
    if (remainder !== undefined && jdTt >= remainder.table.fromJdTt && jdTt <= remainder.table.toJdTt) {
      const q = remainder.table.state(jdTt);
      delta[0] = delta[0]! + q.x / remainder.scaleAu;
      delta[1] = delta[1]! + q.y / remainder.scaleAu;
      delta[2] = delta[2]! + q.z;
      deltaRate[0] = deltaRate[0]! + q.vx / remainder.scaleAu;
      deltaRate[1] = deltaRate[1]! + q.vy / remainder.scaleAu;
      deltaRate[2] = deltaRate[2]! + q.vz;
    }
    return rectangularState(
      l + delta[0]!,
      b + delta[1]!,
      r + delta[2]!,
      lDot + deltaRate[0]!,
      bDot + deltaRate[1]!,
      rDot + deltaRate[2]!,
    );
  };
  return { fromJdTt: intervals[0]!.start, toJdTt: intervals[intervals.length - 1]!.end, correct };
}
