import { describe, expect, it } from 'vitest';
import { divisionalChart } from '../../src/records/divisional-chart.js';
import { divisionalCharts } from '../../src/records/divisional-charts.js';
import { siderealPositions } from '../../src/records/index.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
/** Sidereal longitudes of two routes (the positions record and the chart) agree to this, degrees. */
const LONGITUDE_TOLERANCE_DEG = 1e-9;

describe('divisionalChart', () => {
  it("D9: each graha's navamsa is ⌊λ·9/30⌋ mod 12 of its sidereal longitude (BPHS ch. 6), its rasi that of siderealPositions, vargottama when they agree", () => {
    const chart = divisionalChart({ birth: BIRTH, division: 9, conventions: { node: 'mean' } });
    expect(chart.points.map((p) => p.point)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu', 'Ascendant']);
    const reference = siderealPositions(`${BIRTH.birthDate}T18:30:00Z`, { ayanamsa: 'Lahiri', node: 'mean' });
    for (const p of chart.points) {
      expect(p.sign).toBe(SIGNS[Math.floor((p.siderealLongitude * 9) / 30) % 12]);
      expect(p.vargottama).toBe(p.sign === p.rasi);
      const ref = reference.find((r) => r.planet === p.point);
      if (ref === undefined) continue;
      expect(Math.abs(ref.siderealLongitude - p.siderealLongitude)).toBeLessThan(LONGITUDE_TOLERANCE_DEG);
      expect(p.rasi).toBe(ref.sign);
    }
  });
  it('without a birth time there is no Ascendant; the cyclic method takes any division', () => {
    const { birthTime: _t, ...untimed } = BIRTH;
    const chart = divisionalChart({ birth: untimed, division: 5, method: 'cyclic' });
    expect(chart.points).toHaveLength(9);
    for (const p of chart.points) expect(p.sign).toBe(SIGNS[Math.floor((p.siderealLongitude * 5) / 30) % 12]);
  });
  it('refuses a method the division does not have, naming method; D5 takes its own default (Narasimha Rao\'s)', () => {
    expect(() => divisionalChart({ birth: BIRTH, division: 5, method: 'parashara' })).toThrow(/method "parashara" does not define D5/);
    const d5 = divisionalChart({ birth: BIRTH, division: 5 });
    expect([d5.name, d5.method]).toEqual(['Panchamsa', 'narasimha-rao']);
  });
});

describe('divisionalCharts', () => {
  it('gives the 23 named divisions by their default methods, each equal to divisionalChart of the same division, and the Vimshopaka bala of Sun to Saturn', () => {
    const all = divisionalCharts({ birth: BIRTH });
    expect(all.charts.map((c) => c.division)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108, 144]);
    for (const division of [2, 9, 144]) {
      const one = divisionalChart({ birth: BIRTH, division });
      const chart = all.charts.find((c) => c.division === division)!;
      expect(chart.points).toEqual(one.points);
      expect([chart.name, chart.method]).toEqual([one.name, one.method]);
    }
    expect(all.vimshopaka.map((v) => v.graha)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
    for (const v of all.vimshopaka) for (const g of ['shadvarga', 'saptavarga', 'dasavarga', 'shodasavarga'] as const) {
      expect(v[g]).toBeGreaterThanOrEqual(5);
      expect(v[g]).toBeLessThanOrEqual(20);
    }
  });
  it('takes a list of divisions, an unnamed one by the cyclic count', () => {
    const some = divisionalCharts({ birth: BIRTH, divisions: [13, 9] });
    expect(some.charts.map((c) => [c.division, c.name, c.method])).toEqual([[13, 'D13', 'cyclic'], [9, 'Navamsa', 'parashara']]);
  });
});

describe('divisionalCharts far from the present', () => {
  it('answers a record valid against its schema for a birth of -3000 (the ayanamsa then negative: −48°; found by the OpenAPI property, seed -1281380298)', async () => {
    const { loadEphemerisSpan } = await import('../../src/index.js');
    await loadEphemerisSpan();
    const { Compile } = await import('typebox/compile');
    const { DivisionalCharts } = await import('../../src/schemas/divisional-chart.js');
    const chart = divisionalCharts({ birth: { birthDate: '-003000-01-01', latitude: 0, longitude: 0 }, conventions: { ayanamsaKind: 'mean' } });
    expect(chart.ayanamsa.value).toBeLessThan(0);
    expect(Compile(DivisionalCharts).Check(JSON.parse(JSON.stringify(chart)))).toBe(true);
  });
});
