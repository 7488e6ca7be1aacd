/**
 * The geometry of an Indian chart read back from its SVG (the tests' own reading, not the renderer's): the house
 * outlines (`<polygon data-sign>`) and every label's box — a `<text>` with `textLength` is exactly that wide in a
 * renderer that honours it (browsers, resvg) — its ink up to OVERHANG_EM more each side —, centred on x for
 * `text-anchor="middle"`, and 1.2 em tall around y for
 * `dominant-baseline="central"` (tests/indian-chart/text-boxes.test.ts checks with resvg that the drawn glyphs stay
 * inside that box).
 */
import { allElements, parseXml, textOf, type XmlElement } from '../chart-wheel/xml.js';

export interface P {
  readonly x: number;
  readonly y: number;
}

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly text: string;
  readonly sign: string;
  readonly body?: string;
  readonly chart?: string;
  readonly house?: number;
  readonly fontSize: number;
}

export interface ChartGeometry {
  readonly root: XmlElement;
  readonly cells: ReadonlyMap<string, { readonly polygon: readonly P[]; readonly house?: number; readonly strokeWidth: number }>;
  /** The bodies' label lines. */
  readonly labels: readonly Box[];
  /** The sign labels (numbers or short names) of the cells. */
  readonly signLabels: readonly Box[];
}

/** The half-height of a line's box, in em. */
export const HALF_LINE_EM = 0.6;
/** How far a glyph's ink may overhang the text's advance (its side bearing), in em: the box is wider by this each side. */
export const OVERHANG_EM = 0.06;

function box(e: XmlElement, sign: string): Box {
  const a = e.attributes;
  const size = Number(a['font-size']);
  const width = Number(a.textLength) + 2 * OVERHANG_EM * size;
  const x = Number(a.x);
  const y = Number(a.y);
  if (a['text-anchor'] !== 'middle' || a['dominant-baseline'] !== 'central' || !(width > 0)) throw new Error(`unexpected label ${JSON.stringify(a)}`);
  return {
    x0: x - width / 2, x1: x + width / 2, y0: y - HALF_LINE_EM * size, y1: y + HALF_LINE_EM * size,
    text: textOf(e), sign, fontSize: size,
    ...(a['data-body'] !== undefined ? { body: a['data-body'] } : {}),
    ...(a['data-chart'] !== undefined ? { chart: a['data-chart'] } : {}),
    ...(a['data-house'] !== undefined ? { house: Number(a['data-house']) } : {}),
  };
}

/** @summary The cells and label boxes of an Indian chart's SVG. */
export function chartGeometry(svg: string): ChartGeometry {
  const root = parseXml(svg);
  const all = allElements(root);
  const cells = new Map<string, { polygon: P[]; house?: number; strokeWidth: number }>();
  for (const e of all.filter((x) => x.name === 'polygon' && x.attributes['data-sign'] !== undefined)) {
    const polygon = e.attributes.points!.trim().split(/\s+/).map((pair) => {
      const [x, y] = pair.split(',').map(Number);
      return { x: x!, y: y! };
    });
    const h = e.attributes['data-house'];
    cells.set(e.attributes['data-sign']!, { polygon, strokeWidth: Number(e.attributes['stroke-width']), ...(h !== undefined ? { house: Number(h) } : {}) });
  }
  const texts = all.filter((x) => x.name === 'text');
  return {
    root,
    cells,
    labels: texts.filter((e) => e.attributes['data-body'] !== undefined).map((e) => box(e, e.attributes['data-sign']!)),
    signLabels: texts.filter((e) => e.attributes['data-sign-label'] !== undefined).map((e) => box(e, e.attributes['data-sign-label']!)),
  };
}

/** @summary The least distance from a point inside a convex polygon to its edges (negative when outside). */
export function clearanceInside(polygon: readonly P[], q: P): number {
  let area = 0;
  for (let i = 0; i < polygon.length; i++) {
    const u = polygon[i]!;
    const v = polygon[(i + 1) % polygon.length]!;
    area += u.x * v.y - v.x * u.y;
  }
  const s = Math.sign(area);
  let least = Infinity;
  for (let i = 0; i < polygon.length; i++) {
    const u = polygon[i]!;
    const v = polygon[(i + 1) % polygon.length]!;
    const len = Math.hypot(v.x - u.x, v.y - u.y);
    const cross = ((v.x - u.x) * (q.y - u.y) - (v.y - u.y) * (q.x - u.x)) / len;
    least = Math.min(least, s * cross);
  }
  return least;
}

/** @summary The least clearance of a box's four corners inside a convex polygon. */
export function boxClearance(polygon: readonly P[], b: Box): number {
  return Math.min(
    ...[{ x: b.x0, y: b.y0 }, { x: b.x1, y: b.y0 }, { x: b.x1, y: b.y1 }, { x: b.x0, y: b.y1 }].map((q) => clearanceInside(polygon, q)),
  );
}

/** @summary Whether two boxes share any area (touching edges do not count). */
export function overlap(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/**
 * @summary Every violation of the layout's guarantee in a chart: a label (or sign label) box not inside its
 * cell's outline by at least half the line's stroke plus `clearance` px, or two boxes overlapping.
 */
export function layoutViolations(g: ChartGeometry, clearance = 0.5): string[] {
  const out: string[] = [];
  const boxes = [...g.labels, ...g.signLabels];
  for (const b of boxes) {
    const cell = g.cells.get(b.sign);
    if (cell === undefined) {
      out.push(`${b.text}: no cell ${b.sign}`);
      continue;
    }
    const c = boxClearance(cell.polygon, b);
    if (c < cell.strokeWidth / 2 + clearance) out.push(`${b.text} in ${b.sign}: ${c.toFixed(2)} px from its cell's edge`);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      if (overlap(boxes[i]!, boxes[j]!)) out.push(`${boxes[i]!.text} (${boxes[i]!.sign}) overlaps ${boxes[j]!.text} (${boxes[j]!.sign})`);
    }
  }
  return out;
}
