/**
 * Issue 29, the Uranian tools: the 90° dial, midpoint trees and planetary pictures against a dense independent scan of
 * their definitions (every pair and factor tested by its own arithmetic here).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dialDistance, dialPosition } from '../../../src/charts/uranian/dial-distance.js';
import { midpointTrees, planetaryPictures } from '../../../src/charts/uranian/planetary-pictures.js';
import { natalChart, uranianPictures } from '../../../src/index.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
/** Sums of longitudes below 720 carry a few ulps. */
const DIAL_TOLERANCE_DEG = 1e-9;

/** Distance on the 90° dial by brute force: the smallest |a − b − k·90| over k. */
function dialByScan(a: number, b: number): number {
  let best = Infinity;
  for (let k = -20; k <= 20; k++) best = Math.min(best, Math.abs(a - b - 90 * k));
  return best;
}

const factorsArb = fc.uniqueArray(fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), { minLength: 4, maxLength: 9 })
  .map((lons) => lons.map((longitude, i) => ({ name: `F${i}`, longitude })));

describe('the 90° dial', () => {
  it('distance equals the brute-force scan, and the conjunction, square and opposition coincide', () => {
    fc.assert(
      fc.property(fc.double({ min: -720, max: 720, noNaN: true }), fc.double({ min: -720, max: 720, noNaN: true }), (a, b) => {
        expect(Math.abs(dialDistance(a, b) - dialByScan(a, b))).toBeLessThan(DIAL_TOLERANCE_DEG);
        expect(dialDistance(a, a + 90)).toBeLessThan(DIAL_TOLERANCE_DEG);
        expect(dialDistance(a, a + 180)).toBeLessThan(DIAL_TOLERANCE_DEG);
        expect(dialPosition(a)).toBeGreaterThanOrEqual(0);
        expect(dialPosition(a)).toBeLessThan(90);
      }),
      { numRuns: 500 },
    );
  });
});

describe('midpoint trees and planetary pictures', () => {
  it('a tree holds exactly the midpoints within the orb of its factor, by a scan of every pair', () => {
    fc.assert(
      fc.property(factorsArb, fc.double({ min: 0.1, max: 5, noNaN: true }), (factors, orb) => {
        const trees = midpointTrees(factors, orb);
        for (const f of factors) {
          const expected: string[] = [];
          for (const a of factors) for (const b of factors) {
            if (a.name >= b.name || a === f || b === f) continue;
            if (dialByScan(f.longitude, (a.longitude + b.longitude) / 2) <= orb - DIAL_TOLERANCE_DEG) expected.push(`${a.name}/${b.name}`);
          }
          const got = trees.get(f.name)!.map((m) => [m.factor1, m.factor2].sort().join('/'));
          for (const e of expected) expect(got).toContain(e);
          for (const m of trees.get(f.name)!) expect(dialByScan(f.longitude, (factors.find((x) => x.name === m.factor1)!.longitude + factors.find((x) => x.name === m.factor2)!.longitude) / 2)).toBeLessThan(orb + DIAL_TOLERANCE_DEG);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('every picture satisfies A + B − C = D on the dial, and every such pair of pairs is found once', () => {
    fc.assert(
      fc.property(factorsArb, fc.double({ min: 0.1, max: 5, noNaN: true }), (factors, orb) => {
        const pictures = planetaryPictures(factors, orb);
        const at = (n: string) => factors.find((f) => f.name === n)!.longitude;
        const keys = new Set<string>();
        for (const p of pictures) {
          expect(dialByScan(at(p.a) + at(p.b) - at(p.c), at(p.d))).toBeLessThan(orb + DIAL_TOLERANCE_DEG);
          expect(new Set([p.a, p.b, p.c, p.d]).size).toBe(4);
          const key = [[p.a, p.b].sort().join('+'), [p.c, p.d].sort().join('+')].sort().join('=');
          expect(keys.has(key)).toBe(false);
          keys.add(key);
        }
        for (const a of factors) for (const b of factors) for (const c of factors) for (const d of factors) {
          const names = [a.name, b.name, c.name, d.name];
          if (new Set(names).size < 4) continue;
          if (dialByScan(a.longitude + b.longitude - c.longitude, d.longitude) > orb - DIAL_TOLERANCE_DEG) continue;
          expect(keys.has([[a.name, b.name].sort().join('+'), [c.name, d.name].sort().join('+')].sort().join('='))).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('uranianPictures places the natal factors, the eight transneptunians, the angles and the Aries point', () => {
    const u = uranianPictures({ birth: NY });
    const natal = natalChart(NY);
    expect(u.factors.map((f) => f.factor)).toEqual(expect.arrayContaining(['Cupido', 'Hades', 'Zeus', 'Kronos', 'Apollon', 'Admetos', 'Vulkanus', 'Poseidon', 'Ascendant', 'Midheaven', 'AriesPoint']));
    for (const f of u.factors) {
      const p = natal.positions.find((q) => q.body === f.factor);
      if (p !== undefined) expect(f.longitude).toBe(p.position.longitude);
      expect(Math.abs(f.dialPosition - dialPosition(f.longitude))).toBe(0);
    }
    expect(u.factors.find((f) => f.factor === 'Ascendant')!.longitude).toBe(natal.ascendant);
    expect(uranianPictures({ birth: NY, transneptunians: false }).factors.some((f) => f.factor === 'Cupido')).toBe(false);
    expect(u.pictures.every((p) => p.orb <= 1)).toBe(true);
    expect(u.midpointTrees).toHaveLength(u.factors.length);
  });
});
