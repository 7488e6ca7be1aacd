import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadLongitudes } from '../../src/chart-wheel/index.js';

/** Float slack of the placement arithmetic, degrees. */
const EPS = 1e-9;

function circularGap(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

describe('spreadLongitudes', () => {
  it('leaves longitudes that are already apart where they are', () => {
    expect(spreadLongitudes([10, 100, 200, 300], 6)).toEqual([10, 100, 200, 300]);
  });

  it('spreads a pair symmetrically about its mean', () => {
    const [a, b] = spreadLongitudes([10, 11], 6);
    expect(a).toBeCloseTo(7.5, 9);
    expect(b).toBeCloseTo(13.5, 9);
  });

  it('spreads across 0° Aries', () => {
    const [a, b] = spreadLongitudes([359, 1], 6);
    expect(a).toBeCloseTo(357, 9);
    expect(b).toBeCloseTo(3, 9);
  });

  it('property: neighbors end at least the step apart, order round the circle kept, nothing moves farther than needed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 359.999, noNaN: true }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 1, max: 15, noNaN: true }),
        (lons, step) => {
          const out = spreadLongitudes(lons, step);
          const used = Math.min(step, 360 / lons.length);
          expect(out).toHaveLength(lons.length);
          for (const x of out) expect(x >= 0 && x < 360).toBe(true);
          for (let i = 0; i < out.length; i++) {
            for (let j = i + 1; j < out.length; j++)
              expect(circularGap(out[i]!, out[j]!)).toBeGreaterThanOrEqual(used - 1e-6);
          }
          // No glyph moves by more than half the whole stack it could belong to.
          for (let i = 0; i < out.length; i++)
            expect(circularGap(out[i]!, lons[i]!)).toBeLessThanOrEqual((lons.length * used) / 2 + EPS + 1e-6);
        },
      ),
      { numRuns: 300 },
    );
  });
});
