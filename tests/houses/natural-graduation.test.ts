/**
 * Natural Graduation (docs/houses.md): no reference table exists, so these tests check the stated definition —
 * house sizes m, m·g, m·g², m·g³ in four groups, Porphyry's quadrants — with hand-computed values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naturalGraduationCusps } from '../../src/houses/index.js';
import { houseCuspsFromArmc } from '../../src/records/house-cusps-from-armc.js';
import { angleError } from './helpers.js';

const ROUNDOFF_DEG = 1e-9;

/** A frame with only the Ascendant and the MC set (the system uses nothing else). */
function frame(ascendant: number, midheaven: number) {
  return { armc: 0, obliquity: 23.44, latitude: 0, ascendant, midheaven };
}

function sizes(cusps: readonly number[]): number[] {
  return cusps.map((c, i) => ((((cusps[(i + 1) % 12] as number) - c) % 360) + 360) % 360);
}

describe('Natural Graduation', () => {
  it('hand example with ratio g = 2: Q = 960/7°, house sizes 60/7 · (2, 1, 2, 4, 8, 4) repeated', () => {
    // g = 2: m(1 + 2g) = 5m = 180 − Q and m g²(2 + g) = 16 m = Q → m = 180/21 = 60/7°, Q = 960/7°.
    const mc = 10;
    const asc = mc + 960 / 7;
    const r = naturalGraduationCusps(frame(asc, mc));
    if (!r.ok) throw new Error('expected cusps');
    const unit = 60 / 7;
    const expected = [2, 1, 2, 4, 8, 4, 2, 1, 2, 4, 8, 4].map((k) => k * unit);
    sizes(r.cusps).forEach((s, i) => expect(Math.abs(s - (expected[i] as number)), `house ${i + 1}`).toBeLessThan(ROUNDOFF_DEG));
    expect(angleError(r.cusps[0] as number, asc)).toBeLessThan(ROUNDOFF_DEG);
    expect(angleError(r.cusps[9] as number, mc)).toBeLessThan(ROUNDOFF_DEG);
    expect(angleError(r.cusps[3] as number, mc + 180)).toBeLessThan(ROUNDOFF_DEG);
  });

  it('equal quadrants (Q = 90°) give equal 30° houses', () => {
    const r = naturalGraduationCusps(frame(123, 33));
    if (!r.ok) throw new Error('expected cusps');
    sizes(r.cusps).forEach((s) => expect(Math.abs(s - 30)).toBeLessThan(ROUNDOFF_DEG));
  });

  it('at every latitude: positive sizes in four groups, one constant ratio between neighbouring houses', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }),
        fc.double({ min: -90, max: 90, noNaN: true }),
        (t, f) => {
          const r = houseCuspsFromArmc({ armc: t, obliquity: 23.44, latitude: f, system: 'NaturalGraduation' });
          const q = ((((r.ascendant - r.midheaven) % 360) + 360) % 360);
          // Extreme quadrants (MC on the horizon at the poles): sizes below round-off make ratios meaningless.
          fc.pre(q > 1 && q < 179);
          expect(r.systemUsed).toBe('NaturalGraduation');
          const s = sizes(r.cusps);
          // Quadrants are Porphyry's: houses 10–12 span MC → Ascendant.
          expect(Math.abs((s[9] as number) + (s[10] as number) + (s[11] as number) - q)).toBeLessThan(1e-7);
          s.forEach((x) => expect(x).toBeGreaterThan(0));
          // Groups {2,8}, {1,3,7,9}, {4,6,10,12}, {5,11} and the ratio g between consecutive groups.
          const [h1, h2, h3, h4, h5, h6] = s as [number, number, number, number, number, number];
          expect(Math.abs(h1 - h3) / h1).toBeLessThan(1e-9);
          expect(Math.abs(h4 - h6) / h4).toBeLessThan(1e-9);
          const g = h1 / h2;
          expect(Math.abs(h4 / h1 - g) / g).toBeLessThan(1e-7);
          expect(Math.abs(h5 / h4 - g) / g).toBeLessThan(1e-7);
        },
      ),
    );
  });
});
