import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { daySexagenary, numberSuiMonths, sexagenaryName, SOLAR_TERMS } from '../../src/calendars/index.js';
import { chineseCalendar, findSolarTerms } from '../../src/records/index.js';
import { UraniaError } from '../../src/errors/index.js';
import { ChineseCalendarDate } from '../../src/schemas/index.js';
import { Value } from 'typebox/value';

/** Test-local tables (independent of src): characters -> pinyin of the stems and branches. */
const STEM: Record<string, string> = { 甲: 'Jia', 乙: 'Yi', 丙: 'Bing', 丁: 'Ding', 戊: 'Wu', 己: 'Ji', 庚: 'Geng', 辛: 'Xin', 壬: 'Ren', 癸: 'Gui' };
const BRANCH: Record<string, string> = { 子: 'Zi', 丑: 'Chou', 寅: 'Yin', 卯: 'Mao', 辰: 'Chen', 巳: 'Si', 午: 'Wu', 未: 'Wei', 申: 'Shen', 酉: 'You', 戌: 'Xu', 亥: 'Hai' };
const pinyin = (gz: string): string => `${STEM[gz[0]!]}-${BRANCH[gz[1]!]}`;

const anchors = (
  JSON.parse(readFileSync(new URL('../fixtures/chinese-ganzhi-anchors.json', import.meta.url), 'utf8')) as {
    anchors: [string, string, string, string][];
  }
).anchors;

describe('chineseCalendar: stem-branches vs a published golden table', () => {
  for (const [date, year, month, day] of anchors) {
    it(`${date}: ${year}年 ${month}月 ${day}日`, () => {
      const c = chineseCalendar(date);
      expect(c.yearStemBranch).toBe(pinyin(year));
      expect(c.monthStemBranch).toBe(pinyin(month));
      expect(c.dayStemBranch).toBe(pinyin(day));
    });
  }
});

describe('chineseCalendar: known dates', () => {
  it('the sexagenary day anchor: 1949-10-01 was a Jia-Zi day (JDN 2433191)', () => {
    expect(sexagenaryName(daySexagenary(2433191))).toBe('Jia-Zi');
    expect(chineseCalendar('1949-10-01').dayStemBranch).toBe('Jia-Zi');
  });

  it('2023 had a leap 2nd month from 2023-03-22 (HKO almanac)', () => {
    expect(chineseCalendar('2023-03-21')).toMatchObject({ month: 2, isLeapMonth: false, day: 30 });
    expect(chineseCalendar('2023-03-22')).toMatchObject({ month: 2, isLeapMonth: true, day: 1 });
    expect(chineseCalendar('2023-04-20')).toMatchObject({ month: 3, isLeapMonth: false, day: 1 });
  });

  it('2033 has the rare leap 11th month from 2033-12-22 (HKO conversion table)', () => {
    expect(chineseCalendar('2033-12-22')).toMatchObject({ year: 2033, month: 11, isLeapMonth: true, day: 1 });
    expect(chineseCalendar('2034-01-20')).toMatchObject({ year: 2033, month: 12, isLeapMonth: false, day: 1 });
  });

  it('the 2024 Year of the Wood Dragon', () => {
    expect(chineseCalendar('2024-02-10')).toMatchObject({
      year: 2024, month: 1, day: 1, isLeapMonth: false, animal: 'Dragon', element: 'Wood', yearStemBranch: 'Jia-Chen',
    });
  });

  it('takes instants in China time: 2024-02-09T16:30Z is already 2024-02-10 00:30 in Beijing', () => {
    expect(chineseCalendar('2024-02-09T16:30:00Z')).toMatchObject({ month: 1, day: 1 });
    expect(chineseCalendar('2024-02-09T15:30:00Z')).toMatchObject({ month: 12, day: 30 });
  });

  it('validates its input, naming the field', () => {
    expect(() => chineseCalendar('2024-13-01')).toThrow(UraniaError);
    expect(() => chineseCalendar('1800-06-01')).toThrow(/date/);
    expect(() => chineseCalendar('2200-06-01')).toThrow(/date/);
  });
});

describe('chineseCalendar: properties', () => {
  const dates = fc
    .date({ min: new Date('1801-03-01T00:00:00Z'), max: new Date('2199-10-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('validates against the ChineseCalendarDate schema; consecutive days advance the day or start a month', () => {
    fc.assert(
      fc.property(dates, (iso) => {
        const a = chineseCalendar(iso);
        expect(Value.Check(ChineseCalendarDate, a)).toBe(true);
        const next = new Date(`${iso}T12:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        const b = chineseCalendar(next.toISOString().slice(0, 10));
        if (b.day === 1) {
          expect([29, 30]).toContain(a.day);
        } else {
          expect(b.day).toBe(a.day + 1);
          expect(b.month).toBe(a.month);
          expect(b.isLeapMonth).toBe(a.isLeapMonth);
        }
        expect(SOLAR_TERMS.map((t) => t.pinyin)).toContain(a.solarTerm);
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});

describe('numberSuiMonths (the rules, on synthetic sui)', () => {
  it('a 12-month sui is numbered 11, 12, 1, …, 10 with no leap month', () => {
    const starts = Array.from({ length: 13 }, (_, i) => i * 30);
    const majors = Array.from({ length: 12 }, (_, i) => i * 30 + 10);
    const months = numberSuiMonths(starts, majors);
    expect(months.map((m) => m.number)).toEqual([11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(months.some((m) => m.isLeap)).toBe(false);
  });

  it('property: in a 13-month sui the first month without a principal term is leap and repeats its predecessor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (gap) => {
        const starts = Array.from({ length: 14 }, (_, i) => i * 29);
        // One principal term in every month except month index `gap`.
        const majors = starts.slice(0, 13).map((s, i) => (i === gap ? -1000 : s + 5));
        const months = numberSuiMonths(starts, majors);
        expect(months.length).toBe(13);
        const leap = months.findIndex((m) => m.isLeap);
        expect(leap).toBe(gap);
        expect(months[gap]!.number).toBe(months[gap - 1]!.number);
        expect(months[0]!.number).toBe(11);
        expect(months.filter((m) => !m.isLeap).map((m) => m.number)).toEqual([11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      }),
    );
  });
});

describe('findSolarTerms', () => {
  it('finds the 24 terms of a year in order, 14–16.5 days apart', () => {
    const terms = findSolarTerms({ from: '2024-01-01T00:00:00Z', to: '2025-01-01T00:00:00Z' });
    expect(terms.length).toBe(24);
    expect(terms[0]!.term).toBe('Xiaohan');
    for (let i = 1; i < terms.length; i++) {
      const gap = terms[i]!.jdTt - terms[i - 1]!.jdTt;
      expect(gap).toBeGreaterThan(14);
      expect(gap).toBeLessThan(16.5);
    }
  });

  it('rejects reversed ranges naming the field', () => {
    expect(() => findSolarTerms({ from: '2025-01-01', to: '2024-01-01' })).toThrow(/to/);
  });
});
