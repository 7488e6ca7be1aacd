import { J2000 as J2000_JD } from '../units/constants.js';
import { BoundedCache } from '../units/bounded-cache.js';
import type { ApparentContext } from './apparent-context.js';
import { segmentCacheGeneration } from './segmented-chebyshev.js';

/**
 * @summary Apparent-place contexts at the nodes of one grid of fitted segments, kept across the bodies fitted on
 * that grid: the context of an instant (the Earth, nutation, precession matrices) is the same for every body, and a
 * many-body search (one body after another over the whole range) would otherwise rebuild it for each. Kept per
 * SEGMENT of the grid (keyed by its index, a small integer: one cache lookup per segment instead of one per node
 * keyed by a fractional day), the contexts of a segment in the order first asked; at most `capacitySegments`
 * segments (least recently used dropped); emptied with the segment cache (`clearSegmentCache`). Used by the range
 * path's default apparent fits (range-path.ts) and the heliocentric scan fits (range-heliocentric-scan.ts).
 */
export class NodeContextGrid {
  private readonly segments: BoundedCache<number, ApparentContext[]>;
  private generation = segmentCacheGeneration();
  /** The last segment looked up (a fit visits its nodes segment by segment). */
  private lastSegment = Number.NaN;
  private lastContexts: ApparentContext[] = [];

  /**
   * @param lengthDays the grid's segment length (segments start at J2000 + k·lengthDays)
   * @param capacitySegments how many segments' contexts to keep
   * @param build the context of an instant, when it is not kept
   */
  constructor(
    private readonly lengthDays: number,
    capacitySegments: number,
    private readonly build: (jdTt: number) => ApparentContext,
  ) {
    this.segments = new BoundedCache<number, ApparentContext[]>(capacitySegments);
  }

  /** @summary The context at a node instant of the grid: kept, or built and kept. */
  at(jdTt: number): ApparentContext {
    if (this.generation !== segmentCacheGeneration()) {
      this.segments.clear();
      this.generation = segmentCacheGeneration();
      this.lastSegment = Number.NaN;
    }
    const segment = Math.floor((jdTt - J2000_JD) / this.lengthDays);
    if (segment !== this.lastSegment) {
      let contexts = this.segments.get(segment);
      if (contexts === undefined) {
        contexts = [];
        this.segments.set(segment, contexts);
      }
      this.lastSegment = segment;
      this.lastContexts = contexts;
    }
    for (const c of this.lastContexts) if (c.jdTt === jdTt) return c;
    const ctx = this.build(jdTt);
    this.lastContexts.push(ctx);
    return ctx;
  }
}
