import { allElements, byClass, textOf, type XmlElement } from './xml.js';

/**
 * Advance of a label character, in ems, as the test measures text: Helvetica's and Arial's digits are 0.556 em
 * wide and `°` and `′` narrower (0.400 and 0.278 em in Helvetica's metrics), so 0.556 em per character bounds every
 * label the wheel writes (digits, °, ′). The height of a text box is taken as its whole font size.
 */
export const TEXT_EM = 0.556;

/** An axis-aligned box in pixels, and what it is (for messages). */
export interface Rect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly what: string;
}

/** A drawn line: its ends, its stroke width and what it is. */
export interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly width: number;
  readonly what: string;
}

const TRANSFORM = /^translate\((-?[\d.]+),(-?[\d.]+)\) scale\(([\d.]+)\)$/;

/** @summary The box of a glyph group (its 0..100 grid scaled by `transform`), or undefined for other elements. */
export function glyphRect(g: XmlElement, what: string): Rect | undefined {
  const m = TRANSFORM.exec(g.attributes.transform ?? '');
  if (!m) return undefined;
  const k = Number(m[3]);
  const x = Number(m[1]);
  const y = Number(m[2]);
  return { x0: x, y0: y, x1: x + 100 * k, y1: y + 100 * k, what };
}

/** @summary The box of a `<text>` from its position, anchor, font size and length (`TEXT_EM` per character). */
export function textRect(t: XmlElement, what: string): Rect {
  const x = Number(t.attributes.x);
  const y = Number(t.attributes.y);
  const size = Number(t.attributes['font-size']);
  const w = TEXT_EM * size * [...textOf(t)].length;
  const anchor = t.attributes['text-anchor'] ?? 'start';
  const x0 = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  return { x0, y0: y - size / 2, x1: x0 + w, y1: y + size / 2, what: `${what} "${textOf(t)}"` };
}

/**
 * @summary Every glyph and label the lines must keep clear of: body glyphs and their label rows, the marks and
 * names of stars and lots, the cusp and angle labels outside the wheel (letters, sign glyphs, degrees), the house
 * numbers. Not the sign ring's glyphs (no line crosses the sign ring) nor the header and footer.
 */
export function labelRects(root: XmlElement): Rect[] {
  const out: Rect[] = [];
  const groups: [string, string][] = [
    ['body', 'data-body'],
    ['point', 'data-longitude'],
    ['cusp-label', 'data-longitude'],
    ['house-numbers', 'class'],
  ];
  for (const [cls, key] of groups) {
    for (const g of byClass(root, cls)) {
      const name = `${cls} ${g.attributes[key] ?? ''}`;
      for (const e of allElements(g)) {
        if (e.name === 'text') out.push(textRect(e, name));
        else if (e.name === 'g') {
          const r = glyphRect(e, `${name} ${e.attributes.class ?? 'glyph'}`);
          if (r !== undefined) out.push(r);
        }
      }
    }
  }
  return out;
}

/** @summary The cusp lines, the angles (lines and tips) of both charts, with the stroke widths of their groups. */
export function wheelLines(root: XmlElement): Segment[] {
  const out: Segment[] = [];
  for (const cls of ['cusps', 'angles', 'outer-angles']) {
    for (const g of byClass(root, cls)) {
      const width = Number(g.attributes['stroke-width']);
      for (const l of allElements(g).filter((e) => e.name === 'line')) {
        out.push({
          x1: Number(l.attributes.x1),
          y1: Number(l.attributes.y1),
          x2: Number(l.attributes.x2),
          y2: Number(l.attributes.y2),
          width,
          what: `${l.attributes.class} ${l.attributes['data-angle'] ?? l.attributes['data-house'] ?? ''}`,
        });
      }
    }
  }
  return out;
}

function pointSegment(px: number, py: number, s: Segment): number {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - s.x1) * dx + (py - s.y1) * dy) / len2));
  return Math.hypot(px - (s.x1 + t * dx), py - (s.y1 + t * dy));
}

function pointRect(px: number, py: number, r: Rect): number {
  const dx = Math.max(r.x0 - px, 0, px - r.x1);
  const dy = Math.max(r.y0 - py, 0, py - r.y1);
  return Math.hypot(dx, dy);
}

function segmentsCross(a: [number, number, number, number], b: [number, number, number, number]): boolean {
  const cross = (x1: number, y1: number, x2: number, y2: number, x3: number, y3: number) =>
    (x2 - x1) * (y3 - y1) - (y2 - y1) * (x3 - x1);
  const d1 = cross(b[0], b[1], b[2], b[3], a[0], a[1]);
  const d2 = cross(b[0], b[1], b[2], b[3], a[2], a[3]);
  const d3 = cross(a[0], a[1], a[2], a[3], b[0], b[1]);
  const d4 = cross(a[0], a[1], a[2], a[3], b[2], b[3]);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/**
 * @summary The distance between a line's centerline and a box, pixels (0 when the line enters the box): the least of
 * the ends' distances to the box and the corners' distances to the line, unless the line crosses an edge.
 */
export function segmentRectDistance(s: Segment, r: Rect): number {
  const inside = (x: number, y: number) => x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1;
  if (inside(s.x1, s.y1) || inside(s.x2, s.y2)) return 0;
  const edges: [number, number, number, number][] = [
    [r.x0, r.y0, r.x1, r.y0],
    [r.x1, r.y0, r.x1, r.y1],
    [r.x1, r.y1, r.x0, r.y1],
    [r.x0, r.y1, r.x0, r.y0],
  ];
  if (edges.some((e) => segmentsCross([s.x1, s.y1, s.x2, s.y2], e))) return 0;
  return Math.min(
    pointRect(s.x1, s.y1, r),
    pointRect(s.x2, s.y2, r),
    ...edges.map((e) => pointSegment(e[0], e[1], s)),
  );
}

/**
 * @summary The glyphs and labels closer than `clear` pixels to the edge of a line's stroke (the centerline's
 * distance less half the stroke width), as readable strings; empty when every label keeps clear.
 */
export function lineCrowding(root: XmlElement, clear: number): string[] {
  const lines = wheelLines(root);
  const out: string[] = [];
  for (const r of labelRects(root)) {
    for (const s of lines) {
      const d = segmentRectDistance(s, r) - s.width / 2;
      if (d < clear) out.push(`${r.what} is ${d.toFixed(2)} px from ${s.what}`);
    }
  }
  return out;
}
