/**
 * Chinese New Year and leap months 1900–2100 against tests/fixtures/chinese-new-year.json (published tables:
 * ICU4X's data, confirmed against the Hong Kong Observatory's Gregorian–Lunar conversion tables; see its
 * `_provenance`). Every year must match exactly — the date of the New Year and which month (if any) is leap.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chineseCalendar, chineseNewYear, chineseYearMonths } from '../../src/records/index.js';

interface Row {
  year: number;
  newYear: string;
  leapMonth: number;
}
const fixture = JSON.parse(readFileSync(new URL('../fixtures/chinese-new-year.json', import.meta.url), 'utf8')) as {
  years: Row[];
};

describe('Chinese New Year 1900–2100 vs the published tables', () => {
  it('covers the 201 years', () => {
    expect(fixture.years.length).toBe(201);
    expect(fixture.years[0]!.year).toBe(1900);
    expect(fixture.years.at(-1)!.year).toBe(2100);
  });

  it('every New Year date matches', () => {
    const wrong = fixture.years.filter((r) => chineseNewYear(r.year) !== r.newYear);
    expect(wrong.map((r) => `${r.year}: got ${chineseNewYear(r.year)}, published ${r.newYear}`)).toEqual([]);
  }, 60_000);

  it('every leap month matches (and months are 29 or 30 days, 12 or 13 a year)', () => {
    const wrong: string[] = [];
    for (const r of fixture.years) {
      const months = chineseYearMonths(r.year);
      const leap = months.find((m) => m.isLeapMonth)?.month ?? 0;
      if (leap !== r.leapMonth) wrong.push(`${r.year}: leap ${leap}, published ${r.leapMonth}`);
      expect(months.length).toBe(r.leapMonth === 0 ? 12 : 13);
      expect(months[0]!.start).toBe(r.newYear);
      for (const m of months) expect([29, 30]).toContain(m.days);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('the New Year is month 1, day 1 of its year, and the day before is the last day of month 12', () => {
    for (const r of fixture.years.filter((_, i) => i % 10 === 5)) {
      const c = chineseCalendar(r.newYear);
      expect(c).toMatchObject({ year: r.year, month: 1, day: 1, isLeapMonth: false });
      const d = new Date(`${r.newYear}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() - 1);
      const eve = chineseCalendar(d.toISOString().slice(0, 10));
      expect(eve.year).toBe(r.year - 1);
      expect(eve.month).toBe(12);
      expect([29, 30]).toContain(eve.day);
    }
  }, 60_000);
});
