import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ashtakavarga } from '../../src/records/index.js';
import { bhinnashtakavarga, ekadhipatyaReduction, sarvashtakavarga, trikonaReduction } from '../../src/vedic/ashtakavarga.js';
import { ASHTAKAVARGA_POINTS } from '../../src/vedic/ashtakavarga-tables.js';

/**
 * Ashtakavarga (BPHS ch. 66–68; B. V. Raman, *Ashtakavarga System of Prediction*, ch. 2–5). The totals are fixed by
 * the rules whatever the chart — Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39,
 * sarvashtakavarga 337 (Raman, ibid., ch. 3), and the lagna's own 49 — and the reductions follow Raman's ch. 4 rules,
 * checked here on cases built by hand.
 */
const TOTALS: Record<string, number> = { Sun: 48, Moon: 49, Mars: 39, Mercury: 54, Jupiter: 56, Venus: 52, Saturn: 39, Ascendant: 49 };
const signArb = fc.integer({ min: 0, max: 11 });
const chartArb = fc.record(Object.fromEntries(ASHTAKAVARGA_POINTS.map((p) => [p, signArb])) as Record<(typeof ASHTAKAVARGA_POINTS)[number], fc.Arbitrary<number>>);

describe('ashtakavarga totals (property)', () => {
  it('every bhinnashtakavarga total and the sarvashtakavarga are fixed for any chart; every sign holds 0 … 8', () => {
    fc.assert(
      fc.property(chartArb, (signs) => {
        const bavs = ASHTAKAVARGA_POINTS.map((p) => bhinnashtakavarga(p, signs));
        for (const b of bavs) {
          expect(b.bindus.reduce((a, x) => a + x, 0), b.point).toBe(TOTALS[b.point]);
          for (const x of b.bindus) expect(x >= 0 && x <= 8).toBe(true);
          // The prastara's rows sum to the bindus.
          for (let s = 0; s < 12; s += 1) expect(Object.values(b.contributors).reduce((a, row) => a + row[s]!, 0)).toBe(b.bindus[s]);
        }
        expect(sarvashtakavarga(bavs).reduce((a, x) => a + x, 0)).toBe(337);
      }),
      { numRuns: 200 },
    );
  });

  it('a contributor gives its bindus counted from its own sign: the Sun’s own contribution to the Sun (1, 2, 4, 7, 8, 9, 10, 11)', () => {
    const signs = { Sun: 3, Moon: 0, Mars: 0, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0, Ascendant: 0 };
    const row = bhinnashtakavarga('Sun', signs).contributors.Sun;
    // Sun in Cancer (3): houses 1, 2, 4, 7, 8, 9, 10, 11 are Cancer, Leo, Libra, Capricorn, Aquarius, Pisces, Aries, Taurus.
    expect(row).toEqual([1, 1, 0, 1, 1, 0, 1, 0, 0, 1, 1, 1]);
  });
});

describe('reductions (B. V. Raman, ch. 4)', () => {
  it('trikona: the least of each triad is taken away; a zero stops it; three equal become 0', () => {
    // Triads: (Ar, Le, Sg) 3, 5, 4 → 0, 2, 1; (Ta, Vi, Cp) 2, 0, 6 unchanged; (Ge, Li, Aq) 4, 4, 4 → 0; (Cn, Sc, Pi) 1, 7, 2 → 0, 6, 1.
    const before = [3, 2, 4, 1, 5, 0, 4, 7, 4, 6, 4, 2];
    expect(trikonaReduction(before)).toEqual([0, 2, 0, 0, 2, 0, 0, 6, 1, 6, 0, 1]);
  });

  it('ekadhipatya: the rules for occupied and empty signs of one lord', () => {
    const none = () => false;
    // Both empty and unequal (Aries 3, Scorpio 5) → both 3; both empty and equal (Taurus 2, Libra 2) → 0.
    const r1 = ekadhipatyaReduction([3, 2, 0, 0, 0, 0, 2, 5, 0, 0, 0, 0], none);
    expect([r1[0], r1[7], r1[1], r1[6]]).toEqual([3, 3, 0, 0]);
    // One occupied: Gemini (occupied) 4 > Virgo 2 → Virgo 0; Sagittarius (occupied) 1 < Pisces 5 → Pisces 1; equal → the empty one 0.
    const occupied = (s: number) => [2, 8, 9].includes(s);
    const r2 = ekadhipatyaReduction([0, 0, 4, 0, 0, 2, 0, 0, 1, 3, 3, 5], occupied);
    expect([r2[2], r2[5], r2[8], r2[11], r2[9], r2[10]]).toEqual([4, 0, 1, 1, 3, 0]);
    // Both occupied, or a zero: unchanged.
    expect(ekadhipatyaReduction([3, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0], (s) => s === 0 || s === 7)).toEqual([3, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0]);
  });

  it('shodhya pinda = Σ reduced × sign multiplier + Σ reduced of the grahas’ signs × graha multiplier', () => {
    const signs = { Sun: 0, Moon: 1, Mars: 2, Mercury: 3, Jupiter: 4, Venus: 5, Saturn: 6, Ascendant: 7 };
    const b = bhinnashtakavarga('Jupiter', signs);
    const rashi = [7, 10, 8, 4, 10, 5, 7, 8, 9, 5, 11, 12].reduce((a, m, s) => a + m * b.ekadhipatya[s]!, 0);
    const graha = [5, 5, 8, 5, 10, 7, 5].reduce((a, m, g) => a + m * b.ekadhipatya[g]!, 0); // graha g sits in sign g here
    expect(b.rashiPinda).toBe(rashi);
    expect(b.grahaPinda).toBe(graha);
    expect(b.shodhyaPinda).toBe(rashi + graha);
  });
});

describe('ashtakavarga record', () => {
  it('a birth: 337 bindus, eight points, transit scores read from the tables', () => {
    const a = ashtakavarga({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-01-01' });
    expect(a.sarvashtakavarga.total).toBe(337);
    expect(a.bhinnashtakavarga.map((b) => b.total)).toEqual(Object.values(TOTALS));
    expect(a.transits!.planets).toHaveLength(7);
    for (const t of a.transits!.planets) {
      const s = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'].indexOf(t.sign);
      expect(Math.floor(t.siderealLongitude / 30)).toBe(s);
      expect(t.bindus).toBe(a.bhinnashtakavarga.find((b) => b.point === t.planet)!.bindus[s]);
      expect(t.sarvashtakavarga).toBe(a.sarvashtakavarga.bindus[s]);
    }
  });
});
