import { UraniaError } from '../../errors/urania-error.js';
import type { HeliocentricState } from '../source.js';
import { decodeIntegers } from './packed-integers.js';

/**
 * Piecewise Chebyshev series of a body's position (x, y, z in AU), packed as quantised integers.
 * Each span [start, end] (TT Julian Days) is cut into `segments` equal segments; each segment stores its
 * degree N and then N coefficients per coordinate; the velocity is the series' derivative (Chebyshev
 * polynomials and their derivatives by the three-term recurrences, Press et al., Numerical Recipes 3rd ed.
 * (2007), §5.8–5.9).
 *
 * The integers are written in one of two forms: the text of a JSON array (`[12,-3,…]`, the 1800–2200 tables:
 * decoded by the engine's native JSON parser, which a cold process runs at full speed, where a JavaScript
 * decoder still runs interpreted — series-packing.ts measured the same for ELP/MPP02), or the base-64
 * variable-length form of packed-integers.ts (the era modules). The first character tells them apart: `[` is
 * not in the base-64 alphabet.
 */
export interface PackedChebyshevBody {
  /** [startJdTt, endJdTt, segments, AU per integer unit of the packed coefficients], contiguous, ascending. */
  readonly spans: readonly (readonly [number, number, number, number])[];
  /** Span by span, segment by segment: N, then N coefficients of x, of y, of z (a JSON array, or packed-integers.ts). */
  readonly data: string;
}

/**
 * @summary The integers of a packed body's `data`, either form (a JSON array, or base-64 packed-integers.ts).
 * @example packedChebyshevIntegers('[3,-1,0]') // Float64Array [3, -1, 0]
 */
export function packedChebyshevIntegers(data: string, name = 'body'): Float64Array {
  if (data.charCodeAt(0) !== 91) return decodeIntegers(data);
  const values: unknown = JSON.parse(data);
  const corrupt = (): never => {
    throw new UraniaError('INTERNAL', `packed Chebyshev data of ${name} is not an array of integers`, { field: name });
  };
  if (!Array.isArray(values)) return corrupt();
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v: unknown = values[i];
    if (!Number.isSafeInteger(v)) corrupt();
    out[i] = v as number;
  }
  return out;
}

/** A decoded table: evaluates position and velocity at a TT Julian Day inside its spans. */
export interface ChebyshevTable {
  readonly fromJdTt: number;
  readonly toJdTt: number;
  state(jdTt: number): HeliocentricState;
}

interface Span {
  readonly start: number;
  readonly end: number;
  readonly segments: number;
  readonly length: number;
  /** Per segment: index of its first coefficient in `coefficients`, and its degree N. */
  readonly offsets: Int32Array;
  readonly degrees: Int32Array;
}

/**
 * @summary Decode a packed body into an evaluable table (done once per body, lazily by the caller).
 * @example chebyshevTable(packed).state(2451545).x
 */
export function chebyshevTable(packed: PackedChebyshevBody, name = 'body'): ChebyshevTable {
  const coefficients = packedChebyshevIntegers(packed.data, name);
  const spans: Span[] = [];
  let offset = 0;
  const corrupt = (): never => {
    throw new UraniaError('INTERNAL', `packed Chebyshev data of ${name} does not match its spans`, { field: name });
  };
  for (const [start, end, segments, quantumAu] of packed.spans) {
    const offsets = new Int32Array(segments);
    const degrees = new Int32Array(segments);
    for (let k = 0; k < segments; k++) {
      const n = coefficients[offset];
      if (n === undefined || !(n >= 1) || offset + 1 + 3 * n > coefficients.length) corrupt();
      degrees[k] = n!;
      offsets[k] = offset + 1;
      for (let i = offset + 1; i < offset + 1 + 3 * n!; i++) coefficients[i] = coefficients[i]! * quantumAu;
      offset += 1 + 3 * n!;
    }
    spans.push({ start, end, segments, length: (end - start) / segments, offsets, degrees });
  }
  if (offset !== coefficients.length) corrupt();
  const first = spans[0]!;
  const last = spans[spans.length - 1]!;

  // The last state computed: the Sun's barycentre is asked once per integrated body of a chart at one instant (their
  // heliocentric states, integrated-source.ts) and once for the apparent-place context — 23 times at one instant.
  let lastJdTt = Number.NaN;
  let lastState: HeliocentricState | undefined;
  const state = (jdTt: number): HeliocentricState => {
    if (jdTt === lastJdTt) return lastState!;
    lastState = evaluate(jdTt);
    lastJdTt = jdTt;
    return lastState;
  };
  const evaluate = (jdTt: number): HeliocentricState => {
    let lo = 0;
    let hi = spans.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (spans[mid]!.start <= jdTt) lo = mid;
      else hi = mid - 1;
    }
    const span = spans[lo]!;
    const u = (jdTt - span.start) / span.length;
    const k = Math.min(span.segments - 1, Math.max(0, Math.floor(u)));
    const x = 2 * (u - k) - 1;
    const n = span.degrees[k]!;
    // T_0 = 1, T_1 = x, T_{j+1} = 2x T_j − T_{j−1}; T_j' = j U_{j−1} with U_0 = 1, U_1 = 2x, U_{j+1} = 2x U_j − U_{j−1}:
    // each T_j and T_j' made once, on the fly, and used for the three coordinates at once (no arrays).
    const ox = span.offsets[k]!;
    const oy = ox + n;
    const oz = oy + n;
    let px = coefficients[ox]!;
    let py = coefficients[oy]!;
    let pz = coefficients[oz]!;
    let vx = 0;
    let vy = 0;
    let vz = 0;
    if (n > 1) {
      const ax = coefficients[ox + 1]!;
      const ay = coefficients[oy + 1]!;
      const az = coefficients[oz + 1]!;
      px += ax * x;
      py += ay * x;
      pz += az * x;
      vx += ax;
      vy += ay;
      vz += az;
    }
    const x2 = 2 * x;
    let tPrev = 1;
    let tCur = x;
    let uPrev = 1;
    let uCur = x2;
    for (let j = 2; j < n; j++) {
      const t = x2 * tCur - tPrev;
      const d = j * uCur;
      tPrev = tCur;
      tCur = t;
      const uNext = x2 * uCur - uPrev;
      uPrev = uCur;
      uCur = uNext;
      const ax = coefficients[ox + j]!;
      const ay = coefficients[oy + j]!;
      const az = coefficients[oz + j]!;
      px += ax * t;
      py += ay * t;
      pz += az * t;
      vx += ax * d;
      vy += ay * d;
      vz += az * d;
    }
    const rate = 2 / span.length;
    return { x: px, y: py, z: pz, vx: vx * rate, vy: vy * rate, vz: vz * rate };
  };

  return { fromJdTt: first.start, toJdTt: last.end, state };
}
