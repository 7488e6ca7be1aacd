import { columnBoxes, columnReach, columnSpacing, type LabelStyle } from './body-column.js';
import type { BodyRing, WheelPlacement } from './draw-bodies.js';
import { sectorNeeds, sectorsOf, spreadInSector, spreadInSectors } from './spread-in-sectors.js';
import { screenAngle, type WheelFrame } from './wheel-geometry.js';
import { glyphSeparation } from './wheel-layout.js';
import { packSector, type PackedGlyph } from './pack-sector.js';
import { normalizeDegrees, RAD_PER_DEG } from '../units/index.js';

/**
 * Where a ring's glyph is drawn: its longitude, its scale, the angle it keeps from any line (degrees), the radius of
 * its glyph's center, and how its label is written.
 */
export interface RingPlacement {
  readonly longitude: number;
  readonly scale: number;
  readonly margin: number;
  readonly radius: number;
  readonly style: LabelStyle;
  /** The label's size relative to the glyph's (1; `CROWDED_LABELS` in a crowded house). */
  readonly labels: number;
  /** True for a packed glyph of a crowded house (`packSector`): its one-row label is drawn under it. */
  readonly packed?: boolean;
}

/**
 * A house keeps its columns (glyph, degree, sign glyph, minute, ℞ in one radial column) while they fit at this
 * scale of their full size or more; below it, the arrangement that draws the glyphs largest is taken.
 */
export const COLUMN_KEPT_ABOVE = 0.85;

/**
 * The ways a house's glyphs may stand, tried in this order: one tier of columns, or of glyphs with a one-row label
 * (`9°03′`); two tiers of columns (they fit near 12 and 6 o'clock, where a column is short along the ray); two or
 * three tiers of one-row labels (near 3 and 9 o'clock, where a row is short along the ray).
 */
const ARRANGEMENTS: readonly { readonly tiers: number; readonly style: LabelStyle }[] = [
  { tiers: 1, style: 'column' },
  { tiers: 1, style: 'row' },
  { tiers: 2, style: 'column' },
  { tiers: 2, style: 'row' },
  { tiers: 3, style: 'row' },
];

/**
 * In a crowded house (any arrangement but one tier of columns at `COLUMN_KEPT_ABOVE` or more) the labels are drawn
 * at this fraction of their size relative to the glyph: the glyph, which names the body, keeps the larger share.
 */
export const CROWDED_LABELS = 0.8;

/** The least scale tried, and the bisection steps that find the largest scale that fits (to 2⁻⁹). */
const MIN_SCALE = 1e-3;
const BISECTIONS = 9;
/** An arrangement replaces the best so far only if it draws the glyphs larger by at least this fraction. */
const SCALE_STEP = 0.01;

/**
 * @summary The largest scale (at most 1) at which a column — glyph and label rows, the widest labels — stays
 * outside the ring's inner edge with `clearance` to spare in every direction (rows run deepest where the column is
 * horizontal, at 3 and 9 o'clock), by bisection: the ring without lines (an untimed chart) is one sector.
 */
function depthFit(ring: BodyRing): number {
  if (ring.innerLimit === undefined) return 1;
  const limit = ring.innerLimit + ring.clearance;
  const fits = (scale: number) =>
    [0, 90, 180, 270].every((theta) => {
      const t = (theta * Math.PI) / 180;
      return columnBoxes(ring, scale, { degree: 29.99, isRetrograde: true }, theta).every(
        (b) => b.radius - (Math.abs(Math.cos(t)) * b.width + Math.abs(Math.sin(t)) * b.height) / 2 >= limit,
      );
    });
  if (fits(1)) return 1;
  let lo = 0.05;
  let hi = 1;
  for (let k = 0; k < 12; k++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Largest x in [MIN_SCALE, 1] with `fits(x)` (fits is monotone: true below some scale), by bisection. */
function largestFitting(fits: (scale: number) => boolean): number {
  if (fits(1)) return 1;
  let lo = MIN_SCALE;
  let hi = 1;
  for (let k = 0; k < BISECTIONS; k++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** @summary A ring whose labels are `labels` times their size relative to its glyphs. */
export function labelled<R extends BodyRing>(ring: R, labels: number): R {
  return labels === 1
    ? ring
    : { ...ring, fontSize: ring.fontSize * labels, labelGlyphSize: ring.labelGlyphSize * labels };
}

/**
 * @summary The ways to share `n` glyphs, in order of longitude, among `tiers` tiers with at least one in each and
 * no inner tier holding more than the one outside it (an inner tier is a smaller circle): for each share of counts,
 * the tier of each glyph, the tiers interleaved as evenly as their counts allow (each glyph goes to the tier
 * furthest behind its share).
 * @example interleavings(5, 2) // [[0, 1, 0, 0, 0]… : counts 4 + 1, then [0, 1, 0, 1, 0]: counts 3 + 2]
 */
function interleavings(n: number, tiers: number): number[][] {
  const shares: number[][] = [];
  const share = (left: number, most: number, acc: number[]) => {
    if (acc.length === tiers - 1) {
      if (left >= 1 && left <= most) shares.push([...acc, left]);
      return;
    }
    for (let c = Math.min(most, left - (tiers - 1 - acc.length)); c >= 1; c--) share(left - c, c, [...acc, c]);
  };
  share(n, n, []);
  return shares.map((counts) => {
    const given = counts.map(() => 0);
    return Array.from({ length: n }, (_, j) => {
      let best = 0;
      let behind = -Infinity;
      counts.forEach((c, t) => {
        const d = (c * (j + 1)) / n - given[t]!;
        if (d > behind + 1e-12) {
          behind = d;
          best = t;
        }
      });
      given[best]! += 1;
      return best;
    });
  });
}

/**
 * @summary The glyph radii of `tiers` tiers of columns at a scale in one sector, outwards in: the first tier's
 * columns reach no farther out than full-size columns at the ring's radius do, and each next tier's reach no
 * farther than the previous tier's innermost point less the clearance; undefined when the last tier would reach
 * inside the ring's inner edge (plus the clearance).
 */
function tierRadii(
  ring: BodyRing,
  base: number,
  scale: number,
  toScreen: (longitude: number) => number,
  style: LabelStyle,
  tiers: number,
  from: number,
  to: number,
): number[] | undefined {
  const reach = (radius: number, sc: number, st: LabelStyle) =>
    columnReach({ ...ring, glyphRadius: radius }, sc, toScreen, st, from, to);
  // One tier reaches as far out as full-size columns do; two or three tiers start under the ticks at the ring's
  // edge (less the clearance), where the columns' glyphs stand farther in.
  const columns = reach(ring.glyphRadius, base, 'column').outer;
  let ceiling = tiers === 1 ? columns : Math.max(columns, ring.tickTo - ring.clearance);
  const bottom = (ring.innerLimit ?? 0) + ring.clearance;
  const radii: number[] = [];
  for (let t = 0; t < tiers; t++) {
    // The reach beyond the glyph's center hardly depends on the radius: two corrections put it at the ceiling.
    let r = ceiling - (ring.glyphSize * base * scale) / 2;
    for (let k = 0; k < 2; k++) r -= reach(r, base * scale, style).outer - ceiling;
    const inner = reach(r, base * scale, style).inner;
    if (inner < bottom || r <= 0) return undefined;
    radii.push(r);
    ceiling = inner - ring.clearance;
  }
  return radii;
}

/** A sector this wide or wider is not packed (the packer's sector is the meeting of two half-planes). */
const PACK_MAX_WIDTH = 170;
/** Bisection steps of the packed scale (to 2⁻⁶ of the range above the tiers' scale). */
const PACK_BISECTIONS = 6;

/**
 * @summary A crowded sector packed (`packSector`) at the largest scale above the tiers' `tierScale` that places
 * every glyph, or undefined when packing draws them no larger: each glyph with its one-row label under it, and (drawn
 * by `drawBodies`) a pointer from its tick.
 */
function packCrowded(
  frame: WheelFrame,
  ring: BodyRing,
  fill: number,
  start: number,
  width: number,
  members: readonly { readonly index: number; readonly offset: number }[],
  placements: readonly WheelPlacement[],
  tierScale: number,
): RingPlacement[] | undefined {
  const sized = labelled(ring, CROWDED_LABELS);
  const sector = {
    startAngle: screenAngle(frame, start),
    width,
    ceiling: ring.tickTo - ring.clearance,
    floor: ring.innerLimit! + ring.clearance,
  };
  const list = members.map((m) => ({
    offset: m.offset,
    degree: placements[m.index]!.degree,
    isRetrograde: placements[m.index]!.isRetrograde,
  }));
  // Filled from the sector's first line, or else from its last.
  const pack = (scale: number) =>
    packSector(sized, fill * scale, sector, list) ?? packSector(sized, fill * scale, sector, list, true);
  let lo = tierScale + SCALE_STEP;
  let best = pack(lo);
  if (best === undefined) return undefined;
  const top = pack(1);
  if (top !== undefined) {
    best = top;
    lo = 1;
  } else {
    let hi = 1;
    for (let k = 0; k < PACK_BISECTIONS; k++) {
      const mid = (lo + hi) / 2;
      const p = pack(mid);
      if (p === undefined) hi = mid;
      else {
        lo = mid;
        best = p;
      }
    }
  }
  const packed: readonly PackedGlyph[] = best;
  return packed.map((p) => {
    const longitude = normalizeDegrees(start + p.offset);
    const a = (longitude - frame.leftLongitude + 180) * RAD_PER_DEG;
    // The angle a line must keep from the glyph's longitude: the farthest corner of its boxes, and the clearance.
    const margin = Math.max(
      ...p.boxes.flatMap((b) =>
        [
          [b.x0, b.y0],
          [b.x1, b.y0],
          [b.x0, b.y1],
          [b.x1, b.y1],
        ].map(([x, y]) => {
          const d = Math.abs(((Math.atan2(-y!, x!) - a) / RAD_PER_DEG + 540) % 360 - 180);
          return d + Math.asin(Math.min(1, ring.clearance / Math.max(1e-9, Math.hypot(x!, y!)))) / RAD_PER_DEG;
        }),
      ),
    );
    return {
      longitude,
      scale: fill * lo,
      margin,
      radius: p.radius,
      style: 'row' as const,
      labels: CROWDED_LABELS,
      packed: true,
    };
  });
}

/**
 * @summary Where each glyph of a ring is drawn: the drawing of `drawBodies`, and what a line drawn later across
 * the ring must keep clear of. The cusps and angles (`ring.barriers`) cut the ring into sectors and each glyph stays
 * in its body's sector, clear of its lines (`spreadInSectors`' rule). A sector whose columns fit at
 * `COLUMN_KEPT_ABOVE` of their size or more keeps them in one tier; a crowded one takes the arrangement of
 * `ARRANGEMENTS` that draws its glyphs largest — up to three tiers between the house ring and the aspect disc, each
 * glyph with a one-row label — every tier spread like one sector (neighbors a separation apart, a margin from each
 * line, moved as little as possible). Without lines (an untimed chart) the ring is one circle of columns.
 */
export function placeRing(
  frame: WheelFrame,
  ring: BodyRing,
  placements: readonly WheelPlacement[],
): RingPlacement[] {
  // Shrink the glyphs when the ring is too full for the normal size (n steps must fit in 360°).
  const full = placements.length * glyphSeparation(ring.glyphRadius, ring.glyphSize);
  const fill =
    full > 350
      ? Math.min(
          1,
          Math.max(
            0.2,
            (Math.sin(((350 / placements.length) * Math.PI) / 360) * 2 * ring.glyphRadius) /
              (ring.glyphSize * Math.SQRT2 * 1.02),
          ),
        )
      : 1;
  const toScreen = (l: number) => screenAngle(frame, l);
  const longitudes = placements.map((p) => p.longitude);
  const { lines, sectors } = sectorsOf(longitudes, ring.barriers);
  if (lines.length === 0) {
    const base = Math.min(fill, depthFit(ring));
    const spacing = columnSpacing(ring, base, toScreen);
    return spreadInSectors(longitudes, [], spacing).map(({ longitude, scale }) => ({
      longitude,
      scale: base * scale,
      margin: spacing.margin(scale, longitude, longitude),
      radius: ring.glyphRadius,
      style: 'column',
      labels: 1,
    }));
  }
  const out = new Array<RingPlacement>(placements.length);
  for (const { start, width, members } of sectors) {
    const end = start + width;
    // The spacing of each tier at a scale (the tiers' radii depend on the scale).
    const layout = (tiers: number, style: LabelStyle, scale: number, labels: number) => {
      const sized = labelled(ring, labels);
      const radii = tierRadii(sized, fill, scale, toScreen, style, tiers, start, end);
      if (radii === undefined) return undefined;
      return radii.map((radius) => ({
        radius,
        spacing: columnSpacing({ ...sized, glyphRadius: radius }, fill * scale, toScreen, style),
      }));
    };
    const fits = (tiers: number, style: LabelStyle, labels: number, tierOf: readonly number[]) => (scale: number) => {
      const laid = layout(tiers, style, scale, labels);
      if (laid === undefined) return false;
      return laid.every(({ spacing }, t) => {
        const n = tierOf.filter((x) => x === t).length;
        return n === 0 || sectorNeeds(n, spacing, 1, start, width) <= width;
      });
    };
    const single = members.map(() => 0);
    let chosen = { ...ARRANGEMENTS[0]!, tierOf: single, labels: 1, scale: largestFitting(fits(1, 'column', 1, single)) };
    if (chosen.scale < COLUMN_KEPT_ABOVE) {
      for (const a of ARRANGEMENTS) {
        for (const tierOf of interleavings(members.length, a.tiers)) {
          // Only an arrangement that fits at a larger scale than the best so far is worth its bisection.
          const test = fits(a.tiers, a.style, CROWDED_LABELS, tierOf);
          if (!test(Math.min(1, chosen.scale + SCALE_STEP))) continue;
          const scale = largestFitting(test);
          if (scale > chosen.scale) chosen = { ...a, tierOf, labels: CROWDED_LABELS, scale };
        }
      }
    }
    if (chosen.scale < COLUMN_KEPT_ABOVE && width < PACK_MAX_WIDTH && ring.innerLimit !== undefined) {
      const packed = packCrowded(frame, ring, fill, start, width, members, placements, chosen.scale);
      if (packed !== undefined) {
        packed.forEach((p, j) => (out[members[j]!.index] = p));
        continue;
      }
    }
    const { tiers, scale, labels } = chosen;
    // At the least scale nothing may fit the depth: one tier at the ring's radius, the smallest glyphs.
    const laid = layout(tiers, chosen.style, scale, labels) ?? [
      { radius: ring.glyphRadius, spacing: columnSpacing(labelled(ring, labels), fill * scale, toScreen) },
    ];
    const style = laid.length === tiers ? chosen.style : 'column';
    const tierOf = laid.length === tiers ? chosen.tierOf : single;
    laid.forEach(({ radius, spacing }, t) => {
      const tier = members.filter((_, j) => tierOf[j] === t);
      if (tier.length === 0) return;
      const placed = spreadInSector(
        tier.map((m) => m.offset),
        spacing,
        1,
        start,
        width,
      );
      tier.forEach((m, j) => {
        out[m.index] = {
          longitude: placed[j]!,
          scale: fill * scale,
          margin: spacing.margin(1, placed[j]!, placed[j]!),
          radius,
          style,
          labels,
        };
      });
    });
  }
  return out;
}
