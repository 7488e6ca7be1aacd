import type { SectorSpacing } from './spread-in-sectors.js';
import { degreeMinute } from './wheel-text.js';

/** One label row under a body's glyph: its kind, its box (width, height in pixels) and, for text, the text. */
export interface LabelRow {
  /** `degree-minute`: the one row of a crowded house's column (`9°03′`, and ℞ at its right when retrograde). */
  readonly kind: 'degree' | 'sign' | 'minute' | 'retrograde' | 'degree-minute';
  readonly width: number;
  readonly height: number;
  readonly text: string;
  /** A `degree-minute` row of a retrograde body: the ℞ mark's side (pixels), drawn at the right end of the row. */
  readonly mark?: number;
}

/**
 * How a column writes a body's position: `column`, rows inwards (degree, sign glyph, minute, ℞); `row`, one row
 * `9°03′` (℞ at its right), without the sign glyph — the label of a crowded house, whose glyphs stand in tiers.
 */
export type LabelStyle = 'column' | 'row';

/** What a column needs of its ring: sizes, radius, and the clear space kept from lines. */
export interface ColumnRing {
  readonly glyphRadius: number;
  readonly glyphSize: number;
  readonly fontSize: number;
  readonly labelGlyphSize: number;
  readonly clearance: number;
}

/**
 * Width of a character of the labels (digits, °, ′), in ems: Helvetica's and Arial's digits advance 0.556 em; the
 * wheel reserves 0.6 em so that any sans-serif fits.
 */
export const LABEL_EM = 0.6;

/**
 * @summary The label rows of a body's column in reading order — degree, sign glyph, minute, and the retrograde mark
 * when retrograde — at `scale` of their full size; in the `row` style one row, degree and minute (`9°03′`) with the
 * retrograde mark at its right.
 */
export function bodyColumn(
  ring: ColumnRing,
  scale: number,
  p: { readonly degree: number; readonly isRetrograde: boolean },
  style: LabelStyle = 'column',
): { readonly rows: readonly LabelRow[]; readonly gap: number } {
  const font = ring.fontSize * scale;
  const sign = ring.labelGlyphSize * scale;
  const dm = degreeMinute(p.degree);
  if (style === 'row') {
    const text = `${dm.degree}${dm.minute}`;
    const mark = p.isRetrograde ? 0.9 * sign : 0;
    const width = LABEL_EM * font * text.length + (mark > 0 ? 0.18 * font + mark : 0);
    const row: LabelRow = { kind: 'degree-minute', width, height: Math.max(font, mark), text, mark };
    return { rows: [row], gap: 0.18 * font };
  }
  const rows: LabelRow[] = [
    { kind: 'degree', width: LABEL_EM * font * dm.degree.length, height: font, text: dm.degree },
    { kind: 'sign', width: sign, height: sign, text: '' },
    { kind: 'minute', width: LABEL_EM * 0.9 * font * dm.minute.length, height: 0.9 * font, text: dm.minute },
  ];
  if (p.isRetrograde) rows.push({ kind: 'retrograde', width: 0.9 * sign, height: 0.9 * sign, text: '' });
  return { rows, gap: 0.18 * font };
}

/**
 * @summary Whether a column at screen angle `theta` (degrees counter-clockwise from 3 o'clock) lists its rows
 * inwards from the degree: where the column runs closer to horizontal, inwards must read left to right (the left
 * half); closer to vertical, top to bottom (the upper half). Elsewhere the rows go inwards from the ℞ mark, so that
 * every label reads "24° ♈ 38′", never "38′ ♈ 24°".
 */
export function readsDegreeFirst(theta: number): boolean {
  const t = (theta * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  return Math.abs(c) >= Math.abs(s) ? c < 0 : s > 0;
}

/** A box of a column placed along its ray: the label row (or `undefined` for the glyph) and its center's radius. */
export interface PlacedBox {
  readonly row: LabelRow | undefined;
  readonly width: number;
  readonly height: number;
  readonly radius: number;
}

/**
 * @summary A body's column at screen angle `theta`: its glyph at the ring's radius, then its label rows inwards in
 * reading order (`readsDegreeFirst`), each taking along the radius its box's extent in that direction
 * (|cos θ|·width + |sin θ|·height), so that rows read on the left and right of the wheel do not run together.
 */
export function columnBoxes(
  ring: ColumnRing,
  scale: number,
  p: { readonly degree: number; readonly isRetrograde: boolean },
  theta: number,
  style: LabelStyle = 'column',
): PlacedBox[] {
  const size = ring.glyphSize * scale;
  const { rows, gap } = bodyColumn(ring, scale, p, style);
  const inward = readsDegreeFirst(theta) ? rows : [...rows].reverse();
  const t = (theta * Math.PI) / 180;
  const extent = (w: number, h: number) => Math.abs(Math.cos(t)) * w + Math.abs(Math.sin(t)) * h;
  const out: PlacedBox[] = [{ row: undefined, width: size, height: size, radius: ring.glyphRadius }];
  let r = ring.glyphRadius - extent(size, size) / 2 - gap;
  for (const row of inward) {
    const e = extent(row.width, row.height);
    out.push({ row, width: row.width, height: row.height, radius: r - e / 2 });
    r -= e + gap;
  }
  return out;
}

/** Screen angles sampled across a sector, at most this far apart (degrees), to find its worst spacing. */
const SAMPLE_STEP = 3;

/** The screen angles sampled over a sector from `from` to `to` (longitudes; `to` up to a whole turn later). */
function sectorThetas(from: number, to: number, toScreen: (longitude: number) => number): number[] {
  const raw = to - from;
  const width = raw >= 0 && raw <= 360 ? raw : ((raw % 360) + 360) % 360;
  const n = Math.max(1, Math.ceil(width / SAMPLE_STEP));
  return Array.from({ length: n + 1 }, (_, i) => toScreen(from + (width * i) / n));
}

/** The widest label a column may write (the spacing is the same for every body): 29°59′, retrograde. */
const WIDEST = { degree: 29.99, isRetrograde: true };

/**
 * @summary How far from the wheel's center a column with its glyph at the ring's radius reaches, the worst over a
 * sector (longitudes `from` to `to`): `inner`, the least distance of any of its boxes from the center (a box centered
 * r from it, reaching e along the ray, comes no closer than r − e); `outer`, the greatest (its far corner,
 * √((r + e)² + t²) with t its half extent across the ray).
 */
export function columnReach(
  ring: ColumnRing,
  scale: number,
  toScreen: (longitude: number) => number,
  style: LabelStyle,
  from: number,
  to: number,
): { readonly inner: number; readonly outer: number } {
  let inner = Infinity;
  let outer = -Infinity;
  for (const theta of sectorThetas(from, to, toScreen)) {
    const t = (theta * Math.PI) / 180;
    const c = Math.abs(Math.cos(t));
    const s = Math.abs(Math.sin(t));
    for (const b of columnBoxes(ring, scale, WIDEST, theta, style)) {
      const along = (c * b.width + s * b.height) / 2;
      const across = (s * b.width + c * b.height) / 2;
      inner = Math.min(inner, b.radius - along);
      outer = Math.max(outer, Math.hypot(b.radius + along, across));
    }
  }
  return { inner, outer };
}

/**
 * @summary The angular spacing of a ring of columns at a scale (times `base`) over a sector (`from` to `to`,
 * longitudes, read as screen angles through `toScreen`), the worst over the sector:
 * - separation: two neighbors' boxes (glyph and every label row, the widest labels) cannot meet — the chord between
 *   them along the ring (direction τ) must reach min(w/|τx|, h/|τy|), the exact condition for two equal
 *   axis-aligned boxes, with a 2 % margin;
 * - margin: every box keeps `clearance` pixels from a radial line through the sector's edge — the line's distance
 *   r·sin Δ from the box's center must reach the box's half-extent across the line, |sin θ|·w/2 + |cos θ|·h/2.
 */
export function columnSpacing(
  ring: ColumnRing,
  base: number,
  toScreen: (longitude: number) => number,
  style: LabelStyle = 'column',
): SectorSpacing {
  const angle = (d: number, r: number) => (Math.asin(Math.min(1, d / Math.max(r, 1e-9))) * 180) / Math.PI;
  // `to` runs from `from` up to a whole turn later (`from` itself: one direction).
  const thetas = (from: number, to: number): number[] => sectorThetas(from, to, toScreen);
  const widest = WIDEST;
  const worst = (scale: number, from: number, to: number, of: (b: PlacedBox, t: number) => number) =>
    Math.max(
      ...thetas(from, to).flatMap((theta) => {
        const t = (theta * Math.PI) / 180;
        return columnBoxes(ring, base * scale, widest, theta, style).map((b) => of(b, t));
      }),
    );
  return {
    separation: (scale, from, to) =>
      worst(scale, from, to, (b, t) => {
        const tx = Math.abs(Math.sin(t));
        const ty = Math.abs(Math.cos(t));
        const chord = Math.min(tx > 1e-9 ? b.width / tx : Infinity, ty > 1e-9 ? b.height / ty : Infinity);
        return 2 * angle((chord * 1.02) / 2, b.radius);
      }),
    margin: (scale, from, to) =>
      worst(scale, from, to, (b, t) =>
        angle(
          (Math.abs(Math.sin(t)) * b.width) / 2 + (Math.abs(Math.cos(t)) * b.height) / 2 + ring.clearance,
          b.radius,
        ),
      ),
  };
}
