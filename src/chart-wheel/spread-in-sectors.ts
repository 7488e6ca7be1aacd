import { normalizeDegrees } from '../units/index.js';
import { spreadLongitudes } from './spread-glyphs.js';

/**
 * The spacing a ring of glyphs needs at a scale of its glyphs (1 = full size) within a sector of the ring (from one
 * longitude to another; the whole ring is 0 to 360), in degrees.
 */
export interface SectorSpacing {
  /** Least angle between two neighbors' centers. */
  readonly separation: (scale: number, from: number, to: number) => number;
  /** Least angle between a center and a line (a cusp or an angle) that bounds its sector. */
  readonly margin: (scale: number, from: number, to: number) => number;
}

/** One placed glyph: where it is drawn and at what scale of its full size. */
export interface SectorPlacement {
  readonly longitude: number;
  readonly scale: number;
}

/** Two barriers closer than this (degrees) are one line. */
const SAME_LINE = 1e-9;
/** The least scale a crowded sector's glyphs shrink to, and the bisection steps that find the scale (2⁻¹⁴). */
const MIN_SCALE = 1e-3;
const BISECTIONS = 14;
/** A line's margin is the worst over the screen angles this far into the sector from it (degrees). */
const EDGE_WINDOW = 8;

/**
 * @summary Least-squares placement of sorted offsets `u` in [lo, hi] with neighbors at least `step` apart, in the
 * same order: with y_i = x_i − i·step the constraint is y nondecreasing, so y is the isotonic regression of
 * u_i − i·step (pool-adjacent-violators; Barlow et al., Statistical Inference under Order Restrictions, 1972,
 * ch. 1), clipped to the bounds (the bounded isotonic regression is the clipped unbounded one).
 */
export function boundedSpread(u: readonly number[], step: number, lo: number, hi: number): number[] {
  const k = u.length;
  const blocks: { sum: number; count: number }[] = [];
  for (let i = 0; i < k; i++) {
    blocks.push({ sum: u[i]! - i * step, count: 1 });
    for (;;) {
      const b = blocks.length;
      if (b < 2) break;
      const last = blocks[b - 1]!;
      const prev = blocks[b - 2]!;
      if (prev.sum / prev.count <= last.sum / last.count) break;
      blocks.splice(b - 2, 2, { sum: prev.sum + last.sum, count: prev.count + last.count });
    }
  }
  const upper = hi - (k - 1) * step;
  const out: number[] = [];
  for (const b of blocks) {
    const y = Math.min(Math.max(b.sum / b.count, lo), Math.max(lo, upper));
    for (let j = 0; j < b.count; j++) out.push(y + out.length * step);
  }
  return out;
}

/** One sector between two lines: where it starts and its width (degrees), and its members in order of offset. */
export interface Sector {
  readonly start: number;
  readonly width: number;
  /** The longitudes in the sector: their index in the input and their offset from `start`, ascending. */
  readonly members: readonly { readonly index: number; readonly offset: number }[];
}

/**
 * @summary The lines (`barriers`, normalised, sorted, duplicates merged) and the sectors they cut the circle into
 * that hold at least one of the longitudes: a sector runs from its first line, included, to the next, excluded.
 * No lines: no sectors.
 * @example sectorsOf([10, 11], [12, 200]).sectors[0] // { start: 200, width: 172, members: [{ index: 0, offset: 170 }, …] }
 */
export function sectorsOf(
  longitudes: readonly number[],
  barriers: readonly number[],
): { readonly lines: readonly number[]; readonly sectors: readonly Sector[] } {
  const lines = [...barriers.map((b) => normalizeDegrees(b))]
    .sort((a, b) => a - b)
    .filter((b, i, all) => i === 0 || b - all[i - 1]! > SAME_LINE);
  if (lines.length > 1 && lines[0]! + 360 - lines[lines.length - 1]! <= SAME_LINE) lines.pop();
  if (lines.length === 0) return { lines, sectors: [] };
  // The sector of each longitude: the last line at or before it (circularly).
  const sectorOf = (l: number): number => {
    let k = lines.length - 1;
    for (let i = 0; i < lines.length; i++) if (lines[i]! <= l) k = i;
    return k;
  };
  const members = new Map<number, { index: number; offset: number }[]>();
  longitudes.forEach((raw, index) => {
    const l = normalizeDegrees(raw);
    const k = sectorOf(l);
    const list = members.get(k) ?? [];
    list.push({ index, offset: normalizeDegrees(l - lines[k]!) });
    members.set(k, list);
  });
  const sectors = [...members].map(([k, list]) => ({
    start: lines[k]!,
    width: lines.length === 1 ? 360 : normalizeDegrees(lines[(k + 1) % lines.length]! - lines[k]!),
    members: list.sort((a, b) => a.offset - b.offset || a.index - b.index),
  }));
  return { lines, sectors };
}

/**
 * @summary The angle (degrees) `n` glyphs need in a sector from `start`, `width` degrees wide, at a scale: the
 * separations between neighbors and a margin at each line, each line's margin read near that line (the columns'
 * boxes change with the screen angle), over at least the angle the margin itself spans.
 */
export function sectorNeeds(n: number, spacing: SectorSpacing, scale: number, start: number, width: number): number {
  const { first, last } = edgeMargins(spacing, scale, start, width);
  return (n - 1) * spacing.separation(scale, start, start + width) + first + last;
}

/**
 * @summary The margins at a sector's two lines, each the worst over the screen angles from the line to as far into
 * the sector as a glyph at that margin stands (at least `EDGE_WINDOW`; at most the whole sector).
 */
function edgeMargins(
  spacing: SectorSpacing,
  scale: number,
  start: number,
  width: number,
): { readonly first: number; readonly last: number } {
  const end = start + width;
  const reach = (of: (window: number) => number) => {
    let window = Math.min(EDGE_WINDOW, width);
    let m = of(window);
    // A margin wider than the window it was read over is read again over itself.
    for (let k = 0; k < 4 && m > window && window < width; k++) {
      window = Math.min(width, m + 1);
      m = of(window);
    }
    return m;
  };
  return {
    first: reach((w) => spacing.margin(scale, start, start + w)),
    last: reach((w) => spacing.margin(scale, end - w, end)),
  };
}

/**
 * @summary The longitudes of glyphs at `offsets` (ascending) from a sector's start, spread at a scale: neighbors a
 * separation apart, a margin from each line (at most half the sector), moved as little as possible.
 */
export function spreadInSector(
  offsets: readonly number[],
  spacing: SectorSpacing,
  scale: number,
  start: number,
  width: number,
): number[] {
  const end = start + width;
  const { first, last } = edgeMargins(spacing, scale, start, width);
  const lower = Math.min(first, width / 2);
  const upper = Math.min(last, width / 2);
  return boundedSpread(offsets, spacing.separation(scale, start, end), lower, width - upper).map((x) =>
    normalizeDegrees(start + x),
  );
}

/**
 * @summary Spread glyphs round a ring without ever moving one across a line: `barriers` (the longitudes of the cusp
 * and angle lines that cross the ring) cut the circle into sectors, and each glyph stays in the sector of its exact
 * longitude (a sector runs from its first line, included, to the next, excluded — a body on a cusp is in the house
 * that cusp begins), at least `margin` from both lines and `separation` from its neighbors, moved as little as
 * possible (least squares). When a sector is too narrow for its glyphs at full size, its glyphs shrink (`scale` < 1)
 * until they fit. Without barriers this is {@link spreadLongitudes} at full size.
 * @example spreadInSectors([10, 11], [12], { separation: () => 6, margin: () => 2 })
 * // [{ longitude: 4, scale: 1 }, { longitude: 10, scale: 1 }]: both stay before the line at 12°
 */
export function spreadInSectors(
  longitudes: readonly number[],
  barriers: readonly number[],
  spacing: SectorSpacing,
): SectorPlacement[] {
  const { lines, sectors } = sectorsOf(longitudes, barriers);
  if (lines.length === 0) {
    return spreadLongitudes(longitudes, spacing.separation(1, 0, 360)).map((longitude) => ({
      longitude,
      scale: 1,
    }));
  }
  const out = new Array<SectorPlacement>(longitudes.length);
  for (const { start, width, members: list } of sectors) {
    // The largest scale that fits (what a sector needs grows with the scale), by bisection.
    const fits = (sc: number) => sectorNeeds(list.length, spacing, sc, start, width) <= width;
    let scale = 1;
    if (!fits(1)) {
      let lo = MIN_SCALE;
      let hi = 1;
      for (let k = 0; k < BISECTIONS; k++) {
        const mid = (lo + hi) / 2;
        if (fits(mid)) lo = mid;
        else hi = mid;
      }
      scale = lo;
    }
    const placed = spreadInSector(
      list.map((m) => m.offset),
      spacing,
      scale,
      start,
      width,
    );
    list.forEach((m, j) => {
      out[m.index] = { longitude: placed[j]!, scale };
    });
  }
  return out;
}
