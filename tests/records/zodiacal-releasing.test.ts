/**
 * Zodiacal releasing (Valens, Anthology IV.4): sign periods, 360-day years, sub-period sequence, the loosing of
 * the bond (worked: a Capricorn level-1 period), peak periods, contiguity (fast-check), schema, bad input.
 */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { RELEASING_PERIODS } from '../../src/charts/traditional/index.js';
import { zodiacalReleasing } from '../../src/records/index.js';
import { ZodiacalReleasingPeriod } from '../../src/schemas/index.js';
import { SIGNS } from '../../src/schemas/enums.js';
import { expectFieldError } from '../charts/technique-helpers.js';

const DAY_MS = 86400000;
const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / DAY_MS;
/** Dates are rendered to the second. */
const SECOND = 1 / 86400;

describe('zodiacal releasing', () => {
  it('periods: the minor years of the domicile lords, Capricorn 27 and Aquarius 30; 211 in all', () => {
    expect(RELEASING_PERIODS).toMatchObject({ Aries: 15, Taurus: 8, Gemini: 20, Cancer: 25, Leo: 19, Virgo: 20, Libra: 8, Scorpio: 15, Sagittarius: 12, Capricorn: 27, Aquarius: 30, Pisces: 12 });
    expect(Object.values(RELEASING_PERIODS).reduce((a, b) => a + b, 0)).toBe(211);
  });

  it('level 1 from a lot in Cancer: Cancer 25 years of 360 days, then Leo 19, Virgo 20 …', () => {
    const birth = '1990-01-01T00:00:00Z';
    const l1 = zodiacalReleasing({ lot: 100, birth, levels: 1, years: 60 });
    expect(l1.map((p) => p.sign)).toEqual(['Cancer', 'Leo', 'Virgo']);
    expect(l1[0]).toMatchObject({ lord: 'Moon', level: 1, durationMonths: 300, isPeakPeriod: true, isLoosingOfTheBond: false, startDate: birth });
    expect(Math.abs(days(l1[0]!.startDate, l1[0]!.endDate) - 25 * 360)).toBeLessThan(SECOND);
    expect(l1[1]).toMatchObject({ lord: 'Sun', isPeakPeriod: false });
  });

  it('Capricorn level-1 period: twelve sub-periods (211 months), then the loosing of the bond to Cancer', () => {
    // Lot at 280° (Capricorn). Level 2 runs Capricorn 27, Aquarius 30, Pisces 12, … Sagittarius 12 months (211),
    // then jumps to Cancer (opposite Capricorn) for 25, Leo 19, … until the 324 months (27 years) are spent:
    // Cancer 25 + Leo 19 + Virgo 20 + Libra 8 + Scorpio 15 + Sagittarius 12 = 99, and Capricorn is cut to 14.
    const zr = zodiacalReleasing({ lot: 280, birth: '1950-05-05T12:00:00Z', levels: 2, years: 20 });
    const l2 = zr.filter((p) => p.level === 2);
    const order = ['Capricorn', 'Aquarius', 'Pisces', 'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Cancer'];
    expect(l2.slice(0, 13).map((p) => p.sign)).toEqual(order);
    expect(l2.filter((p) => p.isLoosingOfTheBond).map((p) => p.sign)).toEqual(['Cancer']);
    expect(l2[12]!.isLoosingOfTheBond).toBe(true);
    const full = zodiacalReleasing({ lot: 280, birth: '1950-05-05T12:00:00Z', levels: 2, years: 30 }).filter((p) => p.level === 2);
    const afterBond = full.slice(12, 19);
    expect(afterBond.map((p) => p.sign)).toEqual(['Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn']);
    expect(afterBond[6]!.durationMonths).toBeCloseTo(14, 6);
    expect(full[19]!.sign).toBe('Aquarius'); // the next level-1 period's first sub-period
  });

  it('peak periods are the signs angular to Fortune; Spirit releasing uses Fortune’s angles', () => {
    const zr = zodiacalReleasing({ lot: 15, fortune: 100, birth: '2000-01-01T00:00:00Z', levels: 2, years: 40 });
    for (const p of zr) {
      const offset = (SIGNS.indexOf(p.sign) - 3 + 12) % 12; // Fortune in Cancer
      expect(p.isPeakPeriod).toBe(offset % 3 === 0);
    }
  });

  it('levels 3 and 4: 2½-day and 5-hour units', () => {
    const zr = zodiacalReleasing({ lot: 35, birth: '2000-01-01T00:00:00Z', levels: 4, years: 0.1 });
    const l3 = zr.find((p) => p.level === 3)!;
    const l4 = zr.find((p) => p.level === 4)!;
    expect(l3.sign).toBe('Taurus');
    expect(Math.abs(days(l3.startDate, l3.endDate) - 8 * 2.5)).toBeLessThan(SECOND);
    expect(Math.abs(days(l4.startDate, l4.endDate) * 24 - 8 * 5)).toBeLessThan(SECOND * 24);
  });

  it('contiguous sub-periods filling their parents; records valid (property)', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 359.99, noNaN: true }), (lot) => {
      const zr = zodiacalReleasing({ lot, birth: '1900-01-01T00:00:00Z', levels: 3, years: 30 });
      let ok = zr.every((p) => Value.Check(ZodiacalReleasingPeriod, p));
      for (const level of [1, 2, 3]) {
        const ps = zr.filter((p) => p.level === level);
        for (let i = 1; i < ps.length; i += 1) ok &&= ps[i]!.startDate === ps[i - 1]!.endDate;
        ok &&= ps[0]!.startDate === '1900-01-01T00:00:00Z';
      }
      // Every level-2 period lies inside a level-1 period; each level-1's children end with it.
      for (const parent of zr.filter((p) => p.level === 1)) {
        const kids = zr.filter((p) => p.level === 2 && p.startDate >= parent.startDate && p.endDate <= parent.endDate);
        if (kids.length > 0 && parent.endDate <= '1930') ok &&= kids[kids.length - 1]!.endDate === parent.endDate && kids[0]!.sign === parent.sign;
      }
      return ok;
    }), { numRuns: 25 });
  });

  it('bad input names the field', () => {
    const birth = '2000-01-01T00:00:00Z';
    expectFieldError(() => zodiacalReleasing({ lot: 1, birth, levels: 5 }), 'levels', 'OUT_OF_RANGE');
    expectFieldError(() => zodiacalReleasing({ lot: Number.NaN, birth }), 'lot');
    expectFieldError(() => zodiacalReleasing({ lot: 1, birth, fortune: Number.NaN }), 'fortune');
    expectFieldError(() => zodiacalReleasing({ lot: 1, birth, years: 0 }), 'years', 'OUT_OF_RANGE');
    expectFieldError(() => zodiacalReleasing({ lot: 1 } as never), 'birth', 'MISSING_ARGUMENT');
    expectFieldError(() => zodiacalReleasing({ birth } as never), 'lot', 'MISSING_ARGUMENT');
  });
});
