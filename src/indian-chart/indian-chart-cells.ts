import { clipByHalfPlane, insetPolygon, polygonCentroid, type Polygon, type Pt } from './convex-polygon.js';
import { LABEL_BOX_EM } from './fit-labels.js';
import { textWidthEm } from './text-width.js';

/** The three drawings: North Indian (houses fixed), South Indian and East Indian (signs fixed). */
export const INDIAN_CHART_STYLE_NAMES = ['north', 'south', 'east'] as const;
export type IndianChartStyleName = (typeof INDIAN_CHART_STYLE_NAMES)[number];

/** The short sign names written in the cells of the sign-fixed styles. */
export const SIGN_SHORT = ['Ari', 'Tau', 'Gem', 'Can', 'Leo', 'Vir', 'Lib', 'Sco', 'Sag', 'Cap', 'Aqu', 'Pis'] as const;

/**
 * One house (a cell) of a drawing: its sign (0 Aries … 11 Pisces), its outline, the label of its sign (the sign's
 * number in a North Indian chart, its short name in the others) in a corner, and the region left for the bodies'
 * labels — the outline moved in by the margin, with the corner of the sign label (and of the Ascendant's mark)
 * cut off, so that whatever the layout puts in the region keeps clear of the lines and of the sign label.
 */
export interface ChartCell {
  readonly sign: number;
  readonly polygon: readonly Pt[];
  readonly region: readonly Pt[];
  readonly signLabel: { readonly text: string; readonly x: number; readonly y: number; readonly size: number; readonly width: number };
  /** The Ascendant's mark of a South Indian chart: a line across the cell's top-left corner. */
  readonly ascendantMark?: readonly [Pt, Pt];
}

/** Sizes of a drawing, from the side of its square. */
export interface CellMetrics {
  readonly margin: number;
  readonly signSize: number;
}

export function cellMetrics(side: number): CellMetrics {
  return { margin: Math.max(2, side * 0.012), signSize: side * 0.03 };
}

const unit = (v: Pt): Pt => {
  const n = Math.hypot(v.x, v.y);
  return { x: v.x / n, y: v.y / n };
};

function inside(p: Polygon, q: Pt): boolean {
  let sign = 0;
  for (let i = 0; i < p.length; i++) {
    const u = p[i]!;
    const v = p[(i + 1) % p.length]!;
    const c = (v.x - u.x) * (q.y - u.y) - (v.y - u.y) * (q.x - u.x);
    if (Math.abs(c) < 1e-9) continue;
    if (sign === 0) sign = Math.sign(c);
    else if (Math.sign(c) !== sign) return false;
  }
  return true;
}

/**
 * @summary A label placed in the corner `vertex` of a cell, as close to it as the inset outline allows along the
 * direction to the cell's centroid, and the cell's region with that corner cut off beyond the label (a margin past
 * its farthest box corner).
 */
function cornerLabel(polygon: Polygon, vertex: Pt, text: string, size: number, margin: number, region: Polygon) {
  const u = unit({ x: polygonCentroid(polygon).x - vertex.x, y: polygonCentroid(polygon).y - vertex.y });
  const width = textWidthEm(text) * size;
  const h = LABEL_BOX_EM * size;
  const inset = insetPolygon(polygon, margin);
  const corners = (c: Pt): Pt[] => [
    { x: c.x - width / 2, y: c.y - h / 2 }, { x: c.x + width / 2, y: c.y - h / 2 },
    { x: c.x + width / 2, y: c.y + h / 2 }, { x: c.x - width / 2, y: c.y + h / 2 },
  ];
  // A right angle between a horizontal and a vertical edge (the bisector diagonal): the box in the corner, the
  // margin from both edges, so that every cell's label sits alike. Otherwise (the North Indian inner corners, whose
  // edges run diagonally): along the bisector until the box is inside the inset outline.
  let c: Pt = { x: vertex.x + Math.sign(u.x) * (margin + width / 2), y: vertex.y + Math.sign(u.y) * (margin + h / 2) };
  const diagonal = Math.abs(Math.abs(u.x) - Math.SQRT1_2) < 1e-6;
  if (!diagonal || !corners(c).every((q) => inside(inset, q))) {
    for (let d = 0; d < 10_000; d += 0.25) {
      c = { x: vertex.x + u.x * d, y: vertex.y + u.y * d };
      if (corners(c).every((q) => inside(inset, q))) break;
    }
  }
  const far = Math.max(...corners(c).map((q) => (q.x - vertex.x) * u.x + (q.y - vertex.y) * u.y)) + margin;
  const cut = clipByHalfPlane(region, { x: vertex.x + u.x * far, y: vertex.y + u.y * far }, u);
  return { label: { text, x: c.x, y: c.y, size, width }, region: cut };
}

function cell(sign: number, polygon: Pt[], corner: Pt, text: string, m: CellMetrics, ascendantMark = false): ChartCell {
  let region: Pt[] = insetPolygon(polygon, m.margin);
  let mark: readonly [Pt, Pt] | undefined;
  if (ascendantMark) {
    // Top-left corner of a square cell: the line from a down the top edge to a down the left edge.
    const tl = polygon[0]!;
    const a = m.signSize * 1.8;
    mark = [{ x: tl.x + a, y: tl.y }, { x: tl.x, y: tl.y + a }];
    const n = unit({ x: 1, y: 1 });
    const off = a / Math.SQRT2 + m.margin;
    region = clipByHalfPlane(region, { x: tl.x + n.x * off, y: tl.y + n.y * off }, n);
  }
  const placed = cornerLabel(polygon, corner, text, m.signSize, m.margin, region);
  return { sign, polygon, region: placed.region, signLabel: placed.label, ...(mark ? { ascendantMark: mark } : {}) };
}

/**
 * @summary The twelve houses of a North Indian chart in the square (x0, y0, side): the diamond of the sides'
 * midpoints and the two diagonals make four diamonds (houses 1, 4, 7, 10: top, left, bottom, right) and eight
 * triangles; house 1 at the top, the houses counted counter-clockwise; house h holds sign (ascendant + h − 1) mod 12,
 * whose number (1 Aries … 12 Pisces) is written at the house's inner corner. Returned in house order.
 */
export function northIndianCells(x0: number, y0: number, side: number, ascendantSign: number): ChartCell[] {
  const m = cellMetrics(side);
  const P = (fx: number, fy: number): Pt => ({ x: x0 + fx * side, y: y0 + fy * side });
  const TL = P(0, 0), TR = P(1, 0), BR = P(1, 1), BL = P(0, 1);
  const T = P(0.5, 0), R = P(1, 0.5), B = P(0.5, 1), L = P(0, 0.5), C = P(0.5, 0.5);
  const P1 = P(0.25, 0.25), P2 = P(0.75, 0.25), P3 = P(0.75, 0.75), P4 = P(0.25, 0.75);
  // [outline, inner corner] of houses 1 … 12.
  const houses: [Pt[], Pt][] = [
    [[T, P1, C, P2], C], [[TL, P1, T], P1], [[TL, L, P1], P1], [[L, P4, C, P1], C],
    [[L, BL, P4], P4], [[BL, B, P4], P4], [[B, P3, C, P4], C], [[B, BR, P3], P3],
    [[BR, R, P3], P3], [[R, P2, C, P3], C], [[R, TR, P2], P2], [[TR, T, P2], P2],
  ];
  return houses.map(([outline, corner], h) => {
    const sign = (ascendantSign + h) % 12;
    return cell(sign, outline, corner, String(sign + 1), m);
  });
}

/**
 * @summary The twelve signs of a South Indian chart in the square (x0, y0, side): the border cells of a 4 × 4 grid,
 * Pisces top left, then clockwise Aries, Taurus, Gemini (top right), Cancer, Leo, Virgo (bottom right), Libra,
 * Scorpio, Sagittarius (bottom left), Capricorn, Aquarius; the centre 2 × 2 is left for the title. The Ascendant's
 * sign carries a line across its top-left corner. Returned in sign order (Aries first). `signNames`: the cells' sign labels (default `SIGN_SHORT`; a locale's `signShort`).
 */
export function southIndianCells(x0: number, y0: number, side: number, ascendantSign: number | undefined, signNames: readonly string[] = SIGN_SHORT): ChartCell[] {
  const m = cellMetrics(side);
  const q = side / 4;
  const at: [number, number][] = [[1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0]];
  return at.map(([col, row], sign) => {
    const x = x0 + col * q;
    const y = y0 + row * q;
    const outline = [{ x, y }, { x: x + q, y }, { x: x + q, y: y + q }, { x, y: y + q }];
    return cell(sign, outline, outline[1]!, signNames[sign]!, m, sign === ascendantSign);
  });
}

/**
 * @summary The twelve signs of an East Indian chart in the square (x0, y0, side): a 3 × 3 grid whose corner squares
 * are cut by the diagonals from the chart's corners to the centre square; Aries in the top middle, then
 * counter-clockwise Taurus and Gemini (the top-left corner's upper and lower triangles), Cancer (left middle), Leo,
 * Virgo, Libra (bottom middle), Scorpio, Sagittarius, Capricorn (right middle), Aquarius, Pisces; the centre square
 * is left for the title. Returned in sign order.
 */
export function eastIndianCells(x0: number, y0: number, side: number, signNames: readonly string[] = SIGN_SHORT): ChartCell[] {
  const m = cellMetrics(side);
  const t = side / 3;
  const P = (i: number, j: number): Pt => ({ x: x0 + i * t, y: y0 + j * t });
  // [outline, the corner of the sign label]: the square cells' top-right corner, the triangles' right angle.
  const cells: [Pt[], Pt][] = [
    [[P(1, 0), P(2, 0), P(2, 1), P(1, 1)], P(2, 0)], // Aries
    [[P(0, 0), P(1, 0), P(1, 1)], P(1, 0)], // Taurus
    [[P(0, 0), P(1, 1), P(0, 1)], P(0, 1)], // Gemini
    [[P(0, 1), P(1, 1), P(1, 2), P(0, 2)], P(1, 1)], // Cancer
    [[P(0, 2), P(1, 2), P(0, 3)], P(0, 2)], // Leo
    [[P(1, 2), P(1, 3), P(0, 3)], P(1, 3)], // Virgo
    [[P(1, 2), P(2, 2), P(2, 3), P(1, 3)], P(2, 2)], // Libra
    [[P(2, 2), P(3, 3), P(2, 3)], P(2, 3)], // Scorpio
    [[P(2, 2), P(3, 2), P(3, 3)], P(3, 2)], // Sagittarius
    [[P(2, 1), P(3, 1), P(3, 2), P(2, 2)], P(3, 1)], // Capricorn
    [[P(3, 0), P(3, 1), P(2, 1)], P(3, 1)], // Aquarius
    [[P(2, 0), P(3, 0), P(2, 1)], P(2, 0)], // Pisces
  ];
  return cells.map(([outline, corner], sign) => cell(sign, outline, corner, signNames[sign]!, m));
}
