import { bodyColumn, type ColumnRing } from './body-column.js';
import { RAD_PER_DEG } from '../units/index.js';

/** An axis-aligned box, pixels, relative to the wheel's center (x rightwards, y downwards as in SVG). */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** One body to pack: its offset from the sector's start (degrees) and what its label writes. */
export interface PackMember {
  readonly offset: number;
  readonly degree: number;
  readonly isRetrograde: boolean;
}

/** A packed glyph: its center (offset from the sector's start, degrees; radius, pixels). */
export interface PackedGlyph {
  readonly offset: number;
  readonly radius: number;
  /** The glyph's box and (when the ring writes labels) the label's, relative to the wheel's center. */
  readonly boxes: readonly Box[];
}

/** What the packer needs of a sector: its start's screen angle and width (degrees), and the radii it may use. */
export interface PackSector {
  /** Screen angle (degrees counter-clockwise from 3 o'clock) of the sector's first line. */
  readonly startAngle: number;
  /** Width, degrees (less than 180: the sector is the meeting of two half-planes). */
  readonly width: number;
  /** No box reaches farther from the center than this, nor nearer than `floor` (pixels). */
  readonly ceiling: number;
  readonly floor: number;
}

/** The places tried are this fraction of the glyph's side apart, along circles and between them. */
const PLACE_STEPS = 6;

/** The clear space between two packed boxes of different glyphs, as a fraction of the glyph's side. */
export const PACK_GAP = 0.06;

/**
 * @summary How far below a packed glyph's center its one-row label (`9°03′`, ℞ at its right) is centered, pixels
 * (screen downwards): the glyph's half side, the label's gap and the label's half height. Glyph over label reads
 * as one pair, whatever the neighbors; a label beside its glyph could be read as its neighbor's.
 */
export function labelDrop(glyph: number, label: { readonly height: number }, gap: number): number {
  return glyph / 2 + gap + label.height / 2;
}

const boxAt = (x: number, y: number, w: number, h: number): Box => ({
  x0: x - w / 2,
  y0: y - h / 2,
  x1: x + w / 2,
  y1: y + h / 2,
});

/**
 * @summary Packs a crowded sector's glyphs at a scale, each with its one-row label as a box under it
 * (issue 22: a stellium keeps its glyphs large by using the whole depth of its house, not only tiers of equal
 * columns): the glyphs are taken in order of longitude and each goes to the first free place met scanning from the
 * outer edge inwards, and along each circle from the sector's first line (with `fromEnd`, the glyphs from the last
 * in longitude and each circle from the last line) — so the outermost circle reads in order of longitude, then
 * the next. A place is free when both boxes keep `clearance` pixels from the sector's two lines,
 * stay between `floor` and `ceiling`, and keep `PACK_GAP` of the glyph's side from every box already placed.
 * Undefined when a glyph finds no place.
 */
export function packSector(
  ring: ColumnRing,
  scale: number,
  sector: PackSector,
  members: readonly PackMember[],
  fromEnd = false,
): PackedGlyph[] | undefined {
  const g = ring.glyphSize * scale;
  const gap = PACK_GAP * g;
  const a0 = sector.startAngle * RAD_PER_DEG;
  const a1 = (sector.startAngle + sector.width) * RAD_PER_DEG;
  // The lines' directions with y upwards; a point (x, −y) is inside when it lies counter-clockwise of the first and
  // clockwise of the second, by the clearance.
  const s0 = { x: Math.cos(a0), y: Math.sin(a0) };
  const s1 = { x: Math.cos(a1), y: Math.sin(a1) };
  const c = ring.clearance;
  const inside = (b: Box): boolean => {
    for (const [x, yDown] of [
      [b.x0, b.y0],
      [b.x1, b.y0],
      [b.x0, b.y1],
      [b.x1, b.y1],
    ] as const) {
      const y = -yDown;
      if (s0.x * y - s0.y * x < c) return false;
      if (x * s1.y - y * s1.x < c) return false;
      if (Math.hypot(x, yDown) > sector.ceiling) return false;
    }
    // The box's nearest point to the center.
    const nx = b.x0 > 0 ? b.x0 : b.x1 < 0 ? b.x1 : 0;
    const ny = b.y0 > 0 ? b.y0 : b.y1 < 0 ? b.y1 : 0;
    return Math.hypot(nx, ny) >= sector.floor;
  };
  const placed: Box[] = [];
  const free = (b: Box) =>
    placed.every((p) => b.x1 + gap <= p.x0 || p.x1 + gap <= b.x0 || b.y1 + gap <= p.y0 || p.y1 + gap <= b.y0);
  const step = Math.max(0.5, g / PLACE_STEPS);
  // The places tried, in scan order: along circles from the outer edge inwards, each from the sector's first line
  // (or its last); only those where the glyph's own box fits the sector (the same for every glyph).
  const places: { readonly offset: number; readonly radius: number; readonly glyph: Box }[] = [];
  for (let r = sector.ceiling - g / 2; r >= sector.floor + g / 2; r -= step) {
    const da = step / r / RAD_PER_DEG;
    for (let k = 0; k * da <= sector.width; k++) {
      const offset = fromEnd ? sector.width - k * da : k * da;
      const a = (sector.startAngle + offset) * RAD_PER_DEG;
      const glyph = boxAt(r * Math.cos(a), -r * Math.sin(a), g, g);
      if (inside(glyph)) places.push({ offset, radius: r, glyph });
    }
  }
  const out: PackedGlyph[] = [];
  for (const m of fromEnd ? [...members].reverse() : members) {
    const row = bodyColumn(ring, scale, m, 'row');
    const label = row.rows[0]!;
    const labelled = label.width > 0 && label.height > 0;
    const drop = labelDrop(g, label, row.gap);
    let found: PackedGlyph | undefined;
    for (const { offset, radius, glyph } of places) {
      if (!free(glyph)) continue;
      if (!labelled) {
        found = { offset, radius, boxes: [glyph] };
        break;
      }
      const box = boxAt((glyph.x0 + glyph.x1) / 2, (glyph.y0 + glyph.y1) / 2 + drop, label.width, label.height);
      if (inside(box) && free(box)) {
        found = { offset, radius, boxes: [glyph, box] };
        break;
      }
    }
    if (found === undefined) return undefined;
    placed.push(...found.boxes);
    out.push(found);
  }
  return fromEnd ? out.reverse() : out;
}
