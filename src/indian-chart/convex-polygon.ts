/**
 * Convex polygons, the shapes of the houses of an Indian chart (triangles, diamonds, squares): area, centroid, an
 * inward offset, the cut by a half-plane and the horizontal slice — all the layout needs to keep text inside a house.
 * Vertices in either orientation; every house of the three styles is convex.
 */

export interface Pt {
  readonly x: number;
  readonly y: number;
}

export type Polygon = readonly Pt[];

/** Twice the signed area of a polygon (shoelace formula); its sign tells the orientation of the vertices. */
function signedArea2(p: Polygon): number {
  let a = 0;
  for (let i = 0; i < p.length; i++) {
    const u = p[i]!;
    const v = p[(i + 1) % p.length]!;
    a += u.x * v.y - v.x * u.y;
  }
  return a;
}

/**
 * @summary The centroid of a polygon (of its area).
 * @example polygonCentroid([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }, { x: 0, y: 2 }]) // { x: 1, y: 1 }
 */
export function polygonCentroid(p: Polygon): Pt {
  const a2 = signedArea2(p);
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < p.length; i++) {
    const u = p[i]!;
    const v = p[(i + 1) % p.length]!;
    const f = u.x * v.y - v.x * u.y;
    cx += (u.x + v.x) * f;
    cy += (u.y + v.y) * f;
  }
  return { x: cx / (3 * a2), y: cy / (3 * a2) };
}

/**
 * @summary The half-plane `{ q : (q − at)·normal ≥ 0 }` kept of a convex polygon (Sutherland–Hodgman, one plane).
 */
export function clipByHalfPlane(p: Polygon, at: Pt, normal: Pt): Pt[] {
  const side = (q: Pt): number => (q.x - at.x) * normal.x + (q.y - at.y) * normal.y;
  const out: Pt[] = [];
  for (let i = 0; i < p.length; i++) {
    const u = p[i]!;
    const v = p[(i + 1) % p.length]!;
    const su = side(u);
    const sv = side(v);
    if (su >= 0) out.push(u);
    if ((su >= 0) !== (sv >= 0)) {
      const t = su / (su - sv);
      out.push({ x: u.x + t * (v.x - u.x), y: u.y + t * (v.y - u.y) });
    }
  }
  return out;
}

/**
 * @summary A convex polygon moved inwards by `d` along every edge's normal: the points at least `d` from every edge
 * (the intersection of the inward-shifted half-planes, clipped one at a time; empty when `d` exceeds the inradius).
 */
export function insetPolygon(p: Polygon, d: number): Pt[] {
  const ccw = signedArea2(p) > 0;
  let out: Pt[] = [...p];
  for (let i = 0; i < p.length && out.length > 0; i++) {
    const u = p[i]!;
    const v = p[(i + 1) % p.length]!;
    const len = Math.hypot(v.x - u.x, v.y - u.y);
    // Inward normal: left of the edge for a positively oriented polygon, right otherwise.
    const n = ccw ? { x: -(v.y - u.y) / len, y: (v.x - u.x) / len } : { x: (v.y - u.y) / len, y: -(v.x - u.x) / len };
    out = clipByHalfPlane(out, { x: u.x + n.x * d, y: u.y + n.y * d }, n);
  }
  return out;
}

/**
 * @summary The horizontal chord of a convex polygon at height y: `[left, right]`, or `undefined` when the line
 * misses it.
 */
export function sliceAt(p: Polygon, y: number): readonly [number, number] | undefined {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < p.length; i++) {
    const u = p[i]!;
    const v = p[(i + 1) % p.length]!;
    // Compared, not multiplied: the product of two tiny differences underflows to 0 (a near-horizontal edge just
    // below y was taken as crossing it, and its x extrapolated far outside the polygon).
    if ((u.y > y && v.y > y) || (u.y < y && v.y < y)) continue;
    if (u.y === v.y) {
      lo = Math.min(lo, u.x, v.x);
      hi = Math.max(hi, u.x, v.x);
      continue;
    }
    const t = Math.min(1, Math.max(0, (y - u.y) / (v.y - u.y)));
    const x = u.x + t * (v.x - u.x);
    lo = Math.min(lo, x);
    hi = Math.max(hi, x);
  }
  return lo <= hi ? [lo, hi] : undefined;
}

/**
 * @summary The widest horizontal interval `[left, right]` such that the rectangle `[left, right] × [y0, y1]` lies in
 * the convex polygon: the intersection of the chords at y0 and y1 (for a convex shape the left boundary is convex
 * and the right one concave in y, so the two ends bound the whole band), or `undefined`.
 */
export function bandInterval(p: Polygon, y0: number, y1: number): readonly [number, number] | undefined {
  const a = sliceAt(p, y0);
  const b = sliceAt(p, y1);
  if (a === undefined || b === undefined) return undefined;
  const lo = Math.max(a[0], b[0]);
  const hi = Math.min(a[1], b[1]);
  return lo <= hi ? [lo, hi] : undefined;
}

/** @summary The vertical extent `[top, bottom]` of a polygon. */
export function verticalExtent(p: Polygon): readonly [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const q of p) {
    lo = Math.min(lo, q.y);
    hi = Math.max(hi, q.y);
  }
  return [lo, hi];
}
