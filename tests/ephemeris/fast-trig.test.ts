import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastCos, fastSin, sinCosArrays } from '../../src/ephemeris/fast-trig.js';

/** Stated bound of fast-trig.ts for |a| ≤ 2e5 rad (the rounding of the argument itself is ~1e-11 there). */
const BOUND = 5e-14;
const angle = fc.double({ min: -2e5, max: 2e5, noNaN: true });

describe('fast-trig', () => {
  it('fastCos and fastSin agree with Math.cos and Math.sin within 5e-14 (property)', () => {
    fc.assert(
      fc.property(angle, (a) => {
        expect(Math.abs(fastCos(a) - Math.cos(a))).toBeLessThanOrEqual(BOUND);
        expect(Math.abs(fastSin(a) - Math.sin(a))).toBeLessThanOrEqual(BOUND);
      }),
      { numRuns: 2000 },
    );
  });

  it('is exact enough at the quadrant boundaries and special points', () => {
    for (const a of [0, Math.PI / 4, Math.PI / 2, Math.PI, -Math.PI / 2, 3 * Math.PI / 4, 1e5 + 0.5, -123456.789]) {
      expect(Math.abs(fastCos(a) - Math.cos(a))).toBeLessThanOrEqual(BOUND);
      expect(Math.abs(fastSin(a) - Math.sin(a))).toBeLessThanOrEqual(BOUND);
    }
  });

  it('sinCosArrays fills cosines and sines of every argument (property)', () => {
    fc.assert(
      fc.property(fc.array(angle, { minLength: 1, maxLength: 40 }), (list) => {
        const args = Float64Array.from(list);
        const c = new Float64Array(list.length);
        const s = new Float64Array(list.length);
        sinCosArrays(args, list.length, c, s);
        list.forEach((a, i) => {
          expect(Math.abs(c[i]! - Math.cos(a))).toBeLessThanOrEqual(BOUND);
          expect(Math.abs(s[i]! - Math.sin(a))).toBeLessThanOrEqual(BOUND);
        });
      }),
      { numRuns: 200 },
    );
  });
});
