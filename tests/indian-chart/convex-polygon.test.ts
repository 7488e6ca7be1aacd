/**
 * The layout's geometry (src/indian-chart/convex-polygon.ts): the widest rectangle over a band of a convex polygon
 * lies inside it (checked by the tests' own point-in-polygon, tests/indian-chart/chart-geometry.ts) and cannot be
 * widened (its ends touch the outline at the band's top or bottom); the inset keeps exactly the points at least d
 * from every edge.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandInterval, insetPolygon } from '../../src/indian-chart/convex-polygon.js';
import { fitLabels } from '../../src/indian-chart/index.js';
import { clearanceInside } from './chart-geometry.js';

const GEOMETRY_TOLERANCE_PX = 1e-6;
const point = fc.record({ x: fc.double({ min: 0, max: 500, noNaN: true }), y: fc.double({ min: 0, max: 500, noNaN: true }) });
/** A triangle of some area (the houses are triangles, diamonds and squares). */
const triangle = fc.tuple(point, point, point).filter(([a, b, c]) => Math.abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) > 500);

describe('convex polygons', () => {
  it('bandInterval: the rectangle over the band lies inside the polygon, and touches it', () => {
    fc.assert(
      fc.property(triangle, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (tri, f0, f1) => {
        const ys = tri.map((p) => p.y);
        const [lo, hi] = [Math.min(...ys), Math.max(...ys)];
        const y0 = lo + (hi - lo) * Math.min(f0, f1);
        const y1 = lo + (hi - lo) * Math.max(f0, f1);
        const band = bandInterval(tri, y0, y1);
        if (band === undefined) return;
        const corners = [{ x: band[0], y: y0 }, { x: band[1], y: y0 }, { x: band[1], y: y1 }, { x: band[0], y: y1 }];
        for (const q of corners) expect(clearanceInside(tri, q)).toBeGreaterThan(-GEOMETRY_TOLERANCE_PX);
        // Widest: the left end on the outline at y0 or y1, and the right end too.
        const onOutline = (x: number) => Math.min(Math.abs(clearanceInside(tri, { x, y: y0 })), Math.abs(clearanceInside(tri, { x, y: y1 })));
        expect(onOutline(band[0])).toBeLessThan(GEOMETRY_TOLERANCE_PX * 100);
        expect(onOutline(band[1])).toBeLessThan(GEOMETRY_TOLERANCE_PX * 100);
      }),
      { numRuns: 500 },
    );
  });

  it('insetPolygon: every vertex of the inset is d from the outline', () => {
    fc.assert(
      fc.property(triangle, fc.double({ min: 0.5, max: 5, noNaN: true }), (tri, d) => {
        const inset = insetPolygon(tri, d);
        for (const q of inset) expect(clearanceInside(tri, q)).toBeGreaterThan(d - GEOMETRY_TOLERANCE_PX);
      }),
      { numRuns: 500 },
    );
  });

  it('fitLabels never drops a label: a tiny square takes many at a small size', () => {
    const square = [{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 20 }, { x: 0, y: 20 }];
    const layout = fitLabels(square, Array.from({ length: 19 }, () => ['Ju(R,c)', '28°59′']), 20);
    expect(layout.labels).toHaveLength(19);
    expect(layout.size).toBeLessThan(2);
  });
});
