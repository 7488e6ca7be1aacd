import { SUPPORTED_SPAN } from '../time/supported-span.js';
import { BoundedCache } from '../units/bounded-cache.js';
import { chebyshevDerivative, chebyshevFit, chebyshevNodes, chebyshevValue } from './chebyshev.js';

/**
 * Piecewise Chebyshev approximation of a vector function of time, on a fixed grid of segments
 * [J2000 + k·L, J2000 + (k+1)·L), each fitted on first use from `nodes` evaluations of the full theory and
 * kept in one bounded LRU shared by every fitted function (the "range path" of DESIGN.md §5).
 */

/** Segment length (days) and number of Chebyshev nodes (= coefficients) per component. */
export interface SegmentSpec {
  readonly lengthDays: number;
  readonly nodes: number;
}

/**
 * The span (TT Julian Days) over which fits are made: the supported span (time/supported-span.ts) widened by five
 * days. A segment of the grid that sticks out of it (or out of a fit's own narrower domain, e.g. a minor body
 * with data for 1800–2200 only) is fitted on its inner part only, so no theory is evaluated outside its range.
 */
export const FIT_DOMAIN: FitDomain = { from: SUPPORTED_SPAN.fromJd - 5, to: SUPPORTED_SPAN.toJd + 5 };

/** A fit's domain: TT Julian Days [from, to], and where inside it the theory changes its data. */
export interface FitDomain {
  readonly from: number;
  readonly to: number;
  /**
   * TT Julian Days where the theory switches from one set of data to another — the ends of the 1800–2200 tables,
   * beyond which the eras answer (integration/eras.ts), loaded or not, and the edges between eras (range-path.ts,
   * `DATA_BREAKS`). A segment of the grid that contains one is fitted as separate pieces on each side of it, each
   * from nodes on its own side only: so a query on the side of the available data never evaluates the theory on
   * the other side (which may need an era not loaded), and no piece is fitted across the jump between the two data
   * sets. The grid and every other segment stay as they are.
   */
  readonly breaks?: readonly number[];
}

/** The most segments kept (all functions together). A segment holds dim·nodes doubles (≤ 0.6 kB). */
export const SEGMENT_CACHE_CAPACITY = 8192;

/**
 * Keyed by a number, not a string (a many-body search looks segments up a few hundred thousand times; building and
 * hashing `${name}:${index}` strings cost more than the lookups). Two layouts, whose key ranges never meet:
 * - compact, `nameId · COMPACT_STRIDE + COMPACT_OFFSET + index` < 2³⁰: V8's small integers, which a Map hashes far
 *   faster than heap numbers (issue 17). For segments ≥ COMPACT_MIN_DAYS long (indices within ±COMPACT_OFFSET: the
 *   supported span reaches ~1.83 million days from J2000) and the first 511 names (the library has some ninety fits);
 * - wide, 2³⁰ + `nameId · WIDE_STRIDE + WIDE_OFFSET + index`, for anything else (segments ≥ 1 day).
 */
const cache = new BoundedCache<number, Float64Array>(SEGMENT_CACHE_CAPACITY);
/**
 * The pieces of the segments that contain a break (`FitDomain.breaks`), keyed `name:index:piece` (a string: they
 * are looked up only near the breaks). At most (breaks + 1) per segment that holds breaks, a handful per fit name:
 * not bounded by the LRU, emptied with it.
 */
const pieces = new Map<string, Float64Array>();
const COMPACT_OFFSET = 2 ** 20;
const COMPACT_STRIDE = 2 ** 21;
const COMPACT_MIN_DAYS = 2;
const COMPACT_LIMIT = 2 ** 30;
const WIDE_OFFSET = 2 ** 23;
const WIDE_STRIDE = 2 ** 24;

/** The key of a fit's segment 0 (see the layouts above). */
function keyBaseOf(id: number, lengthDays: number): number {
  const compact = lengthDays >= COMPACT_MIN_DAYS && (id + 1) * COMPACT_STRIDE <= COMPACT_LIMIT;
  return compact ? id * COMPACT_STRIDE + COMPACT_OFFSET : COMPACT_LIMIT + id * WIDE_STRIDE + WIDE_OFFSET;
}
/** One number per fit name (the names stay the keys' identity: two fits of one name share their segments). */
const nameIds = new Map<string, number>();

function nameId(name: string): number {
  let id = nameIds.get(name);
  if (id === undefined) {
    id = nameIds.size + 1;
    nameIds.set(name, id);
  }
  return id;
}

/** @summary Empty the segment cache (benchmarks use it to measure cold costs). */
export function clearSegmentCache(): void {
  cache.clear();
  pieces.clear();
  generation += 1;
}

/**
 * @summary A counter that `clearSegmentCache` increments: memo tables built alongside the segments (the range
 * path's node contexts) compare it to know when to empty themselves too.
 */
export function segmentCacheGeneration(): number {
  return generation;
}

/** @summary Segments currently cached. */
export function segmentCacheSize(): number {
  return cache.size;
}

let generation = 0;

/** Fills `out[0..dim)` with the function's components at a TT Julian Day. */
export type VectorFunction = (jdTt: number, out: Float64Array) => void;

/**
 * Optionally, the same function at all the nodes of a segment at once: fills `out` with dim components per instant
 * ([c0, c1, …] of the first instant, then of the second, …); must give exactly what the `VectorFunction` gives.
 */
export type BatchVectorFunction = (jdTt: Float64Array, out: Float64Array) => void;

const J2000 = 2451545.0;

/** A fitted function: evaluate values and rates (per day) anywhere, fitting segments as needed. */
export class SegmentedChebyshev {
  private readonly nodeOffsets: Float64Array;
  private lastIndex = Number.NaN;
  private lastGeneration = -1;
  private lastCoefficients: Float64Array = new Float64Array(0);
  private readonly samples: Float64Array[];
  private readonly point: Float64Array;
  private readonly domain: FitDomain;
  private readonly keyBase: number;
  /** Grid indices of the segments that contain a break of the domain (fitted in pieces: `piece`). */
  private readonly brokenIndices: readonly number[];
  /** The breaks strictly inside the domain, ascending. */
  private readonly breaks: readonly number[];
  private batchInstants: Float64Array | undefined;
  private batchValues: Float64Array | undefined;

  /**
   * @param name Unique cache key prefix.
   * @param dim Number of components.
   * @param spec Segment length and node count.
   * @param fn The full theory.
   * @param domain Where the theory may be evaluated (default FIT_DOMAIN; intersected with it).
   * @param batch The theory at all the nodes of a segment at once, when it has a faster way (see BatchVectorFunction).
   */
  constructor(
    readonly name: string,
    readonly dim: number,
    readonly spec: SegmentSpec,
    private readonly fn: VectorFunction,
    domain: FitDomain = FIT_DOMAIN,
    private readonly batch?: BatchVectorFunction,
  ) {
    this.domain = { from: Math.max(domain.from, FIT_DOMAIN.from), to: Math.min(domain.to, FIT_DOMAIN.to) };
    this.breaks = (domain.breaks ?? []).filter((b) => b > this.domain.from && b < this.domain.to).sort((a, b) => a - b);
    // A break on a boundary of the grid splits nothing.
    const inside = this.breaks.filter((b) => (b - J2000) / spec.lengthDays !== Math.floor((b - J2000) / spec.lengthDays));
    this.brokenIndices = [...new Set(inside.map((b) => Math.floor((b - J2000) / spec.lengthDays)))];
    this.keyBase = keyBaseOf(nameId(name), spec.lengthDays);
    this.nodeOffsets = chebyshevNodes(spec.nodes);
    this.samples = Array.from({ length: dim }, () => new Float64Array(spec.nodes));
    this.point = new Float64Array(dim);
  }

  private segment(index: number): Float64Array {
    if (index === this.lastIndex && this.lastGeneration === generation) return this.lastCoefficients;
    const key = this.keyBase + index;
    let coefficients = cache.get(key);
    if (coefficients === undefined) {
      const { lengthDays } = this.spec;
      const start = Math.max(J2000 + index * lengthDays, this.domain.from);
      const end = Math.min(J2000 + (index + 1) * lengthDays, this.domain.to);
      // A segment wholly outside the domain: let the theory itself say why (it throws OUT_OF_RANGE naming its span).
      if (!(end > start)) this.fn(J2000 + (index + 0.5) * lengthDays, this.point);
      coefficients = this.fitted(start, end);
      cache.set(key, coefficients);
    }
    this.lastIndex = index;
    this.lastGeneration = generation;
    this.lastCoefficients = coefficients;
    return coefficients;
  }

  /**
   * The piece of a segment that contains breaks (`brokenIndices`) on the side of `jdTt`: the segment (clipped to the
   * domain) cut at its breaks, each piece fitted on first use from its own nodes only. Not memoised as `segment`
   * is (the piece depends on the instant, not only on the index).
   */
  private piece(index: number, jdTt: number): Float64Array {
    const { lengthDays } = this.spec;
    const start = Math.max(J2000 + index * lengthDays, this.domain.from);
    const end = Math.min(J2000 + (index + 1) * lengthDays, this.domain.to);
    const cuts = this.breaks.filter((b) => b > start && b < end);
    let k = 0;
    while (k < cuts.length && jdTt >= cuts[k]!) k += 1;
    const key = `${this.name}:${String(index)}:${String(k)}`;
    let coefficients = pieces.get(key);
    if (coefficients === undefined) {
      coefficients = this.fitted(k === 0 ? start : cuts[k - 1]!, k === cuts.length ? end : cuts[k]!);
      pieces.set(key, coefficients);
    }
    return coefficients;
  }

  /** Chebyshev coefficients of every component over [start, end] (layout: dim·nodes coefficients, start, end). */
  private fitted(start: number, end: number): Float64Array {
    const { nodes } = this.spec;
    if (this.batch === undefined) {
      for (let k = 0; k < nodes; k += 1) {
        this.fn(start + 0.5 * (end - start) * (1 + this.nodeOffsets[k]!), this.point);
        for (let d = 0; d < this.dim; d += 1) this.samples[d]![k] = this.point[d]!;
      }
    } else {
      const instants = (this.batchInstants ??= new Float64Array(nodes));
      const values = (this.batchValues ??= new Float64Array(nodes * this.dim));
      for (let k = 0; k < nodes; k += 1) instants[k] = start + 0.5 * (end - start) * (1 + this.nodeOffsets[k]!);
      this.batch(instants, values);
      for (let k = 0; k < nodes; k += 1) for (let d = 0; d < this.dim; d += 1) this.samples[d]![k] = values[k * this.dim + d]!;
    }
    // Layout: dim·nodes coefficients, then the fitted interval [start, end].
    const coefficients = new Float64Array(this.dim * nodes + 2);
    for (let d = 0; d < this.dim; d += 1) chebyshevFit(this.samples[d]!, coefficients, d * nodes);
    coefficients[this.dim * nodes] = start;
    coefficients[this.dim * nodes + 1] = end;
    return coefficients;
  }

  /**
   * @summary Values (and, when `rates` is given, rates per day) of every component at a TT Julian Day.
   */
  evaluate(jdTt: number, values: Float64Array, rates?: Float64Array): void {
    const { lengthDays, nodes } = this.spec;
    const index = Math.floor((jdTt - J2000) / lengthDays);
    // The memo of `segment` first (never a broken index: pieces are not memoised), then pieces or whole segments.
    const coefficients =
      index === this.lastIndex && this.lastGeneration === generation
        ? this.lastCoefficients
        : this.brokenIndices.length > 0 && this.brokenIndices.includes(index)
          ? this.piece(index, jdTt)
          : this.segment(index);
    const start = coefficients[this.dim * nodes]!;
    const width = coefficients[this.dim * nodes + 1]! - start;
    const x = (2 * (jdTt - start)) / width - 1;
    for (let d = 0; d < this.dim; d += 1) {
      values[d] = chebyshevValue(coefficients, d * nodes, nodes, x);
      if (rates !== undefined) rates[d] = (chebyshevDerivative(coefficients, d * nodes, nodes, x) * 2) / width;
    }
  }
}
