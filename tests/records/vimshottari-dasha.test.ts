/**
 * Vimshottari dasha: the BPHS ch. 46 years and order, the balance at birth, sub-period rules, contiguity
 * (fast-check), schema validity and bad input.
 */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DashaPeriod } from '../../src/schemas/index.js';
import { bodyPosition } from '../../src/records/positions.js';
import { ayanamsa } from '../../src/records/ayanamsa.js';
import { VIMSHOTTARI_YEARS, type DashaLord } from '../../src/vedic/index.js';
import { vimshottariDasha } from '../../src/records/index.js';
import { expectFieldError } from '../charts/technique-helpers.js';
import { CENTURY_BEFORE_SPAN, yearDate } from '../setup/span-edges.js';

const DAY_MS = 86400000;
const YEAR_DAYS = 365.25;
/** Dates are rendered to the second. */
const SECOND_IN_YEARS = 1 / 86400 / YEAR_DAYS;
const ms = (iso: string) => Date.parse(iso);
const years = (a: string, b: string) => (ms(b) - ms(a)) / DAY_MS / YEAR_DAYS;

describe('Vimshottari facts', () => {
  it('Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17: 120 years', () => {
    expect(VIMSHOTTARI_YEARS).toEqual({ Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17 });
    expect(Object.values(VIMSHOTTARI_YEARS).reduce((a, b) => a + b, 0)).toBe(120);
  });
});

describe('vimshottariDasha', () => {
  const birth = '2000-01-01T00:00:00Z';

  it('Moon at 0° (start of Ashwini): the full Ketu dasha from birth, then Venus, Sun, …', () => {
    const d = vimshottariDasha({ birth, moonLongitude: 0, levels: 1 });
    expect(d.map((p) => p.planet)).toEqual(['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury']);
    expect(d[0]!.startDate).toBe(birth);
    expect(Math.abs(years(d[0]!.startDate, d[0]!.endDate) - 7)).toBeLessThan(SECOND_IN_YEARS);
  });

  it('Moon in the middle of Bharani (20°): Venus dasha with a balance of 10 years, begun 10 years before birth', () => {
    const d = vimshottariDasha({ birth, moonLongitude: 20, levels: 1 });
    expect(d[0]!.planet).toBe('Venus');
    expect(Math.abs(years(birth, d[0]!.endDate) - 10)).toBeLessThan(SECOND_IN_YEARS);
    expect(Math.abs(years(d[0]!.startDate, birth) - 10)).toBeLessThan(SECOND_IN_YEARS);
  });

  it('Moon ¾ through Rohini (sidereal 40° + 10°): Moon dasha, 2.5 years left', () => {
    const d = vimshottariDasha({ birth, moonLongitude: 40 + 10, levels: 1 });
    expect(d[0]!.planet).toBe('Moon');
    expect(Math.abs(years(birth, d[0]!.endDate) - 2.5)).toBeLessThan(SECOND_IN_YEARS);
  });

  it('antardashas start with the mahadasha lord; Venus–Sun lasts 20 × 6 / 120 = 1 year', () => {
    const venus = vimshottariDasha({ birth, moonLongitude: 20 })[0]!;
    const subs = venus.subPeriods!;
    expect(subs.map((p) => p.planet)).toEqual(['Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu']);
    expect(subs[0]!.durationYears).toBeCloseTo((20 * 20) / 120, 12);
    expect(subs[1]!.durationYears).toBeCloseTo(1, 12);
    expect(subs[0]!.startDate).toBe(venus.startDate);
    expect(subs[8]!.endDate).toBe(venus.endDate);
  });

  it('without moonLongitude the sidereal Moon (Lahiri) of the birth instant is used', () => {
    const at = '1990-07-15T18:30:00Z';
    const moon = bodyPosition('Moon', at).longitude - ayanamsa('Lahiri', at);
    const a = vimshottariDasha({ birth: at, levels: 1 });
    const b = vimshottariDasha({ birth: at, moonLongitude: moon, levels: 1 });
    expect(a).toEqual(b);
  });

  it('every level validates against the DashaPeriod schema', () => {
    const d = vimshottariDasha({ birth, moonLongitude: 123.4, levels: 3 });
    for (const p of d) expect(Value.Check(DashaPeriod, p)).toBe(true);
    expect(d[0]!.subPeriods![0]!.subPeriods).toHaveLength(9);
  });

  it('bad input names the field', () => {
    expectFieldError(() => vimshottariDasha({ birth, levels: 6 }), 'levels', 'OUT_OF_RANGE');
    expectFieldError(() => vimshottariDasha({ birth, levels: 1.5 }), 'levels');
    expectFieldError(() => vimshottariDasha({ birth, moonLongitude: Number.NaN }), 'moonLongitude');
    expectFieldError(() => vimshottariDasha({ birth, ayanamsa: 'Fagan' as 'Lahiri' }), 'ayanamsa');
    expectFieldError(() => vimshottariDasha({} as { birth: string }), 'birth', 'MISSING_ARGUMENT');
    expectFieldError(() => vimshottariDasha({ birth: yearDate(CENTURY_BEFORE_SPAN) }), 'birth', 'OUT_OF_RANGE');
  });
});

describe('vimshottariDasha properties', () => {
  const moon = fc.double({ min: 0, max: 359.999999, noNaN: true });
  const check = (periods: readonly DashaPeriod[], parentYears: number, parentStart: string, parentEnd: string): boolean => {
    let ok = periods.length === 9 && periods[0]!.startDate === parentStart && periods[8]!.endDate === parentEnd;
    const sum = periods.reduce((s, p) => s + p.durationYears!, 0);
    ok &&= Math.abs(sum - parentYears) < 1e-9;
    periods.forEach((p, i) => {
      if (i > 0) ok &&= p.startDate === periods[i - 1]!.endDate;
      ok &&= Math.abs(years(p.startDate, p.endDate) - p.durationYears!) < 2 * SECOND_IN_YEARS;
      if (p.subPeriods !== undefined) {
        ok &&= p.subPeriods[0]!.planet === p.planet;
        ok &&= check(p.subPeriods, p.durationYears!, p.startDate, p.endDate);
      }
    });
    return ok;
  };
  it('contiguous at every level, summing to 120 years per cycle and to the parent below', () => {
    fc.assert(fc.property(moon, (m) => {
      const d = vimshottariDasha({ birth: '1985-06-01T12:00:00Z', moonLongitude: m, levels: 3 });
      return check(d, 120, d[0]!.startDate, d[8]!.endDate) && Math.abs(years(d[0]!.startDate, d[8]!.endDate) - 120) < 2 * SECOND_IN_YEARS;
    }), { numRuns: 40 });
  });
  it('the birth falls inside the first mahadasha, whose lord rules the Moon’s nakshatra', () => {
    fc.assert(fc.property(moon, (m) => {
      const q = m / (40 / 3);
      fc.pre(Math.abs(q - Math.round(q)) > 1e-9); // away from the exact boundaries, where q may round either way
      const b = '1985-06-01T12:00:00Z';
      const d = vimshottariDasha({ birth: b, moonLongitude: m, levels: 1 });
      const lords: DashaLord[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
      const expected = lords[Math.floor(m / (40 / 3)) % 9];
      return ms(d[0]!.startDate) <= ms(b) + 1000 && ms(b) < ms(d[0]!.endDate) && d[0]!.planet === expected;
    }));
  });
});
