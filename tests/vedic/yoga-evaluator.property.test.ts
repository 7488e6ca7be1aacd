import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Graha } from '../../src/vedic/graha-relationships.js';
import type { YogaChart } from '../../src/vedic/yoga-evaluator.js';
import { YOGA_RULES } from '../../src/vedic/yoga-rules.js';
import { yogasOf } from '../../src/vedic/yogas-of.js';

/**
 * The evaluator against direct checks, written here from the definitions, over random charts (lagna and the eight
 * longitudes drawn on a fine grid; Ketu opposite Rahu). Sign of a longitude: floor(λ / 30); house of sign s from sign o:
 * (s − o) mod 12 + 1.
 */
/** Longitudes on a 0.001° grid offset by 0.0005°: never on a sign boundary, never a rounding hair from another point. */
const lon = fc.integer({ min: 0, max: 359_999 }).map((k) => k / 1000 + 0.0005);
const chartArb = fc.record({
  lagna: lon, Sun: lon, Moon: lon, Mars: lon, Mercury: lon, Jupiter: lon, Venus: lon, Saturn: lon, Rahu: lon,
}).map((r): YogaChart => {
  const { lagna, ...g } = r;
  return { lagna, grahas: { ...g, Ketu: (g.Rahu + 180) % 360 } as Record<Graha, number> };
});

const sign = (l: number) => Math.floor(l / 30) % 12;
const house = (l: number, from: number) => ((sign(l) - sign(from) + 12) % 12) + 1;
const SEVEN: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

function present(chart: YogaChart): Set<string> {
  return new Set(yogasOf(chart).map((y) => y.rule.id));
}

describe('yogasOf agrees with hand-coded checks', () => {
  it('Gajakesari, Budhaditya, Chandra–Mangala, Sunapha, Ruchaka, Hamsa and Kala Sarpa', () => {
    fc.assert(
      fc.property(chartArb, (c) => {
        const g = c.grahas;
        const found = present(c);
        expect(found.has('gajakesari')).toBe([1, 4, 7, 10].includes(house(g.Jupiter, g.Moon)));
        expect(found.has('budhaditya')).toBe(sign(g.Sun) === sign(g.Mercury));
        expect(found.has('chandra-mangala')).toBe(sign(g.Moon) === sign(g.Mars));
        expect(found.has('sunapha')).toBe((['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const).some((p) => house(g[p], g.Moon) === 2));
        // Mars in a kendra from the lagna in Aries, Scorpio (own) or Capricorn (exalted).
        expect(found.has('ruchaka')).toBe([1, 4, 7, 10].includes(house(g.Mars, c.lagna)) && [0, 7, 9].includes(sign(g.Mars)));
        // Jupiter in a kendra in Sagittarius, Pisces (own) or Cancer (exalted).
        expect(found.has('hamsa')).toBe([1, 4, 7, 10].includes(house(g.Jupiter, c.lagna)) && [8, 11, 3].includes(sign(g.Jupiter)));
        const arcs = SEVEN.map((p) => (g[p] >= g.Rahu ? g[p] - g.Rahu : g[p] - g.Rahu + 360)); // forward arc from Rahu
        expect(found.has('kala-sarpa')).toBe(arcs.every((a) => a > 0 && a < 180) || arcs.every((a) => a > 180));
      }),
      { numRuns: 300 },
    );
  });

  it('exactly one sankhya yoga (Vallaki … Gola) holds in every chart: the seven occupy one to seven signs', () => {
    const sankhya = ['gola', 'yuga', 'shula', 'kedara', 'pasha', 'dama', 'vallaki'];
    fc.assert(
      fc.property(chartArb, (c) => {
        const found = present(c);
        const count = new Set(SEVEN.map((p) => sign(c.grahas[p]))).size;
        expect(sankhya.filter((id) => found.has(id))).toEqual([sankhya[count - 1]]);
      }),
      { numRuns: 200 },
    );
  });

  it('Kemadruma and Durudhara exclude each other, and every yoga found names only grahas of the chart', () => {
    fc.assert(
      fc.property(chartArb, (c) => {
        const ys = yogasOf(c);
        const ids = new Set(ys.map((y) => y.rule.id));
        expect(ids.has('kemadruma') && (ids.has('sunapha') || ids.has('anapha') || ids.has('durudhara'))).toBe(false);
        for (const y of ys) expect(y.grahas.length).toBeGreaterThan(0);
        expect(YOGA_RULES.length).toBeGreaterThanOrEqual(60);
      }),
      { numRuns: 200 },
    );
  });
});
