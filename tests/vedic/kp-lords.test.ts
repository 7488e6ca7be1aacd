import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kpLords, kpSubdivisions } from '../../src/vedic/kp-lords.js';
import { kpSignificators } from '../../src/vedic/kp-significators.js';

/**
 * KP lords against their definition (K. S. Krishnamurti, KP Reader I–II), written here independently: the
 * nakshatra of 13°20′ = 800′ is cut into nine subs of 800′ × years/120 from its own lord in the Vimshottari order;
 * a sub again into nine sub-subs from the sub's lord. Arcs are counted in thirds of an arcminute, so that every sub
 * boundary (20 units per year) and sign boundary (5 400 units) is a whole number.
 */
const ORDER = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'] as const;
const YEARS = [7, 20, 6, 10, 7, 18, 16, 19, 17];
const SIGN_LORDS = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];
const UNITS_PER_DEGREE = 180;
const NAKSHATRA_UNITS = 2400;
const SIGN_UNITS = 5400;
/** Two routes to a boundary in degrees agree to this. */
const BOUNDARY_TOLERANCE_DEG = 1e-9;

/** The lord and [start, end) of the part of a span of `total` units starting with lord index i0 that holds `x`. */
function part(i0: number, x: number, total: number): { lord: number; start: number; end: number } {
  let start = 0;
  for (let i = 0; i < 9; i++) {
    const lord = (i0 + i) % 9;
    const end = start + (total * YEARS[lord]!) / 120;
    if (x < end || i === 8) return { lord, start, end };
    start = end;
  }
  throw new Error('unreachable');
}

describe('KP sub-lords (the 249 subdivisions)', () => {
  it('the sub boundaries of the 27 nakshatras and the 12 sign boundaries cut the zodiac into 249 parts', () => {
    const cuts = new Set<number>();
    for (let n = 0; n < 27; n++) {
      let cum = 0;
      for (let i = 0; i < 9; i++) {
        cuts.add(n * NAKSHATRA_UNITS + cum * 20);
        cum += YEARS[(n + i) % 9]!;
      }
    }
    for (let s = 0; s < 12; s++) cuts.add(s * SIGN_UNITS);
    const sorted = [...cuts].sort((a, b) => a - b);
    expect(sorted).toHaveLength(249);
    const table = kpSubdivisions();
    expect(table).toHaveLength(249);
    table.forEach((row, i) => {
      expect(row.number).toBe(i + 1);
      expect(Math.abs(row.start - sorted[i]! / UNITS_PER_DEGREE)).toBeLessThan(BOUNDARY_TOLERANCE_DEG);
      expect(Math.abs(row.end - (sorted[i + 1] ?? 360 * UNITS_PER_DEGREE) / UNITS_PER_DEGREE)).toBeLessThan(BOUNDARY_TOLERANCE_DEG);
      const mid = (row.start + row.end) / 2;
      const lords = kpLords(mid);
      expect([row.signLord, row.starLord, row.subLord]).toEqual([lords.signLord, lords.starLord, lords.subLord]);
    });
  });
  it('six subs straddle a sign boundary: Rahu\'s in Krittika (30°), the Moon\'s in Punarvasu (90°), and their repeats 120° and 240° on', () => {
    const table = kpSubdivisions();
    const split = table.filter((row, i) => i > 0 && table[i - 1]!.subLord === row.subLord && table[i - 1]!.starLord === row.starLord).map((row) => [row.start, row.subLord]);
    expect(split).toEqual([[30, 'Rahu'], [90, 'Moon'], [150, 'Rahu'], [210, 'Moon'], [270, 'Rahu'], [330, 'Moon']]);
  });
  it('the first subs of Ashwini: Ketu 0°–0°46′40″, Venus to 3°00′, Sun to 3°40′ (800′ × 7/120, × 20/120, × 6/120)', () => {
    const [a, b, c] = kpSubdivisions();
    expect([a!.subLord, b!.subLord, c!.subLord]).toEqual(['Ketu', 'Venus', 'Sun']);
    expect(Math.abs(a!.end - (46 + 40 / 60) / 60)).toBeLessThan(BOUNDARY_TOLERANCE_DEG);
    expect(Math.abs(b!.end - 3)).toBeLessThan(BOUNDARY_TOLERANCE_DEG);
    expect(Math.abs(c!.end - (3 + 40 / 60))).toBeLessThan(BOUNDARY_TOLERANCE_DEG);
  });
  it('sign, star, sub and sub-sub lords of random longitudes equal the definition', () => {
    const longitude = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true });
    fc.assert(fc.property(longitude, (lon) => {
      const u = lon * UNITS_PER_DEGREE;
      const n = Math.floor(u / NAKSHATRA_UNITS);
      const sub = part(n % 9, u - n * NAKSHATRA_UNITS, NAKSHATRA_UNITS);
      const x = ((u - n * NAKSHATRA_UNITS - sub.start) / (sub.end - sub.start)) * NAKSHATRA_UNITS;
      const subSub = part(sub.lord, x, NAKSHATRA_UNITS);
      // skip a longitude within a rounding of a boundary, where the two routes may fall either side
      const near = [sub.start, sub.end].some((b) => Math.abs(u - n * NAKSHATRA_UNITS - b) < 1e-7) || [subSub.start, subSub.end].some((b) => Math.abs(x - b) < 1e-6);
      if (near) return true;
      const got = kpLords(lon);
      return got.signLord === SIGN_LORDS[Math.floor(lon / 30)] && got.starLord === ORDER[n % 9] && got.subLord === ORDER[sub.lord] && got.subSubLord === ORDER[subSub.lord];
    }), { numRuns: 3000 });
  });
});

describe('KP significators at four levels (KP Reader VI)', () => {
  it('a hand-made chart: equal cusps from 0° Aries; the Sun in Ashwini (Ketu\'s star) in house 1, Ketu in Magha (its own star) in house 5, Mars in Bharani (Venus\'s star) in house 2', () => {
    const cusps = Array.from({ length: 12 }, (_, i) => i * 30);
    const planets = [
      { planet: 'Sun', longitude: 5 }, { planet: 'Ketu', longitude: 125 }, { planet: 'Mars', longitude: 35 },
      { planet: 'Moon', longitude: 200 }, { planet: 'Mercury', longitude: 250 }, { planet: 'Jupiter', longitude: 265 },
      { planet: 'Venus', longitude: 300 }, { planet: 'Saturn', longitude: 340 }, { planet: 'Rahu', longitude: 305 },
    ] as const;
    // stars: Sun 5° Ashwini (Ketu); Ketu 125° Magha (Ketu); Mars 35° Krittika (Sun); Moon 200° Vishakha (Jupiter);
    // Mercury 250° Mula (Ketu); Jupiter 265° Purva Ashadha (Venus); Venus 300° Dhanishta (Mars); Saturn 340° U. Bhadrapada
    // (Saturn); Rahu 305° Dhanishta (Mars).
    const { houses, significators } = kpSignificators(cusps, planets);
    expect(houses.get('Sun')).toBe(1);
    expect(houses.get('Mars')).toBe(2);
    const h1 = significators[0]!;
    expect(h1.level2).toEqual(['Sun']); // occupant
    expect(h1.level1).toEqual(['Mars']); // in the Sun's star (Krittika)
    expect(h1.level4).toEqual(['Mars']); // Aries on the cusp
    expect(h1.level3).toEqual(['Venus', 'Rahu']); // in Mars's star (Dhanishta), in the order of the planets given
    const h5 = significators[4]!;
    expect(h5.level2).toEqual(['Ketu']);
    expect(h5.level1).toEqual(['Sun', 'Ketu', 'Mercury']); // in Ketu's stars (Ashwini, Magha, Mula)
    expect(h5.level4).toEqual(['Sun']); // Leo
    expect(h5.level3).toEqual(['Mars']); // in the Sun's star
  });
});
