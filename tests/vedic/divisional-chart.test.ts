import { describe, expect, it } from 'vitest';
import { divisionalChart } from '../../src/records/divisional-chart.js';
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
  it("refuses a division Parashara's rule does not define, naming division", () => {
    expect(() => divisionalChart({ birth: BIRTH, division: 5 })).toThrow(/division must be one of Parashara's sixteen/);
  });
});
