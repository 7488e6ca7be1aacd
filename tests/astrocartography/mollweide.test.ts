/**
 * Issue 29, the Mollweide map projection: Snyder's worked example, its equal-area and shape properties, and the map
 * drawn with it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geoMollweide, mollweideRaw } from '../../src/world-map/mollweide.js';

const RAD = Math.PI / 180;
/** Snyder prints seven decimals. */
const SNYDER_TOLERANCE = 5e-8;

describe('mollweideRaw', () => {
  it('gives Snyder’s numerical example: R = 1, λ0 = 90° W, φ = 50° S, λ = 75° W → x = 0.1788845, y = −0.9208758', () => {
    // J. P. Snyder, Map Projections — A Working Manual (USGS PP 1395, 1987), Appendix A, Mollweide, sphere, forward.
    const [x, y] = mollweideRaw((-75 - -90) * RAD, -50 * RAD);
    expect(Math.abs(x - 0.1788845)).toBeLessThan(SNYDER_TOLERANCE);
    expect(Math.abs(y - -0.9208758)).toBeLessThan(SNYDER_TOLERANCE);
  });

  it('solves 2θ + sin 2θ = π sin φ, and maps the sphere onto the ellipse of semi-axes 2√2 and √2', () => {
    fc.assert(
      fc.property(fc.double({ min: -180, max: 180, noNaN: true }), fc.double({ min: -90, max: 90, noNaN: true }), (lonDeg, latDeg) => {
        const [x, y] = mollweideRaw(lonDeg * RAD, latDeg * RAD);
        const theta = Math.asin(y / Math.SQRT2);
        expect(Math.abs(2 * theta + Math.sin(2 * theta) - Math.PI * Math.sin(latDeg * RAD))).toBeLessThan(1e-9);
        expect((x / (2 * Math.SQRT2)) ** 2 + (y / Math.SQRT2) ** 2).toBeLessThanOrEqual(1 + 1e-12);
        if (Math.abs(lonDeg) === 180) expect(Math.abs((x / (2 * Math.SQRT2)) ** 2 + (y / Math.SQRT2) ** 2 - 1)).toBeLessThan(1e-9);
      }),
      { numRuns: 500 },
    );
  });

  it('is equal-area: the band between the equator and φ has the area 2π sin φ of the unit sphere', () => {
    // The band's image is bounded by x = ±(√8/π)·π·cos θ: area = ∫ 2·√8·cos θ dy with y = √2 sin θ, by the trapezoid rule.
    for (const latDeg of [10, 35, 60, 89]) {
      const thetaMax = Math.asin(mollweideRaw(0, latDeg * RAD)[1] / Math.SQRT2);
      const n = 20000;
      let area = 0;
      for (let i = 0; i < n; i++) {
        const t0 = (thetaMax * i) / n;
        const t1 = (thetaMax * (i + 1)) / n;
        const w = (t: number) => 2 * mollweideRaw(Math.PI, Math.asin((2 * t + Math.sin(2 * t)) / Math.PI))[0];
        area += ((w(t0) + w(t1)) / 2) * Math.SQRT2 * (Math.sin(t1) - Math.sin(t0));
      }
      expect(Math.abs(area - 2 * Math.PI * Math.sin(latDeg * RAD))).toBeLessThan(1e-6);
    }
  });

  it('fits a d3 map twice as wide as it is tall', () => {
    const p = geoMollweide().fitWidth(800, { type: 'Sphere' });
    const [x0, y0] = p([-180, 0])!;
    const [x1] = p([180, 0])!;
    const [, yn] = p([0, 90])!;
    expect((x1 - x0) / (2 * Math.abs(y0 - yn))).toBeCloseTo(2, 6);
  });
});

describe('astrocartographyMap with projection mollweide', () => {
  it('draws the map in the Mollweide ellipse and says so', async () => {
    const urania = await import('../../src/index.js');
    await urania.loadWorldLand();
    const record = urania.astrocartography({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, bodies: ['Sun'] });
    const svg = urania.astrocartographyMap(record, { projection: 'mollweide', width: 800 });
    expect(svg).toContain('World map (Mollweide projection)');
    expect(svg).not.toBe(urania.astrocartographyMap(record, { projection: 'equal-earth', width: 800 }));
  });
});
