import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilTime } from '../../src/time/civil-time.js';
import { GREGORIAN_ADOPTION, countryOfZone } from '../../src/time/gregorian-adoption.js';
import { natalChart } from '../../src/records/natal-chart.js';
import { caught } from '../charts/technique-helpers.js';

/**
 * `calendar: 'auto'` (issue 24): a birth date is read in the calendar of the place's country on that day.
 * Independent definitions of the day count: the Julian Day Number of a Julian-calendar date (Explanatory Supplement
 * to the Astronomical Almanac, 1992, eq. 12.92-1: 367Y − INT(7(Y + 5001 + INT((M − 9)/7))/4) + INT(275M/9) + D + 1729777, INT truncating) and of a
 * Gregorian one (Fliegel & Van Flandern 1968, Comm. ACM 11, 657, integer division truncating).
 */
const MOSCOW = { latitude: 55.7558, longitude: 37.6173 } as const;
const LONDON = { latitude: 51.5074, longitude: -0.1278 } as const;
const MS_TOLERANCE = 1;

const trunc = Math.trunc;
function jdnJulian(y: number, m: number, d: number): number {
  return 367 * y - trunc((7 * (y + 5001 + trunc((m - 9) / 7))) / 4) + trunc((275 * m) / 9) + d + 1729777;
}
function jdnGregorian(y: number, m: number, d: number): number {
  const a = trunc((m - 14) / 12);
  return trunc((1461 * (y + 4800 + a)) / 4) + trunc((367 * (m - 2 - 12 * a)) / 12) - trunc((3 * trunc((y + 4900 + a) / 100)) / 4) + d - 32075;
}
const julianMonthDays = (y: number, m: number) => (m === 2 ? (y % 4 === 0 ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!);
const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

describe("calendar: 'auto'", () => {
  it('a Russian birth of 1900-01-01 is read as Julian, = 1900-01-13 Gregorian (Russia kept the Julian calendar to 1918-01-31)', () => {
    const t = civilTime({ date: '1900-01-01', time: '12:00', ...MOSCOW, calendar: 'auto' });
    expect([t.calendar, t.gregorianDate, t.calendarCountry]).toEqual(['julian', '1900-01-13', 'RU']);
    const same = civilTime({ date: '1900-01-13', time: '12:00', ...MOSCOW, calendar: 'gregorian' });
    expect(Math.abs(t.epochMs - same.epochMs)).toBeLessThan(MS_TOLERANCE);
  });

  it('the natal chart says which calendar was read and the Gregorian date, and is the chart of that Gregorian date', () => {
    const chart = natalChart({ birthDate: '1900-01-01', birthTime: '12:00', ...MOSCOW, calendar: 'auto' });
    expect(chart.calendar).toBe('auto');
    expect(chart.civilTime).toMatchObject({ calendar: 'julian', gregorianDate: '1900-01-13', calendarCountry: 'RU' });
    const gregorian = natalChart({ birthDate: '1900-01-13', birthTime: '12:00', ...MOSCOW, calendar: 'gregorian' });
    expect(chart.positions).toEqual(gregorian.positions);
    expect(chart.ascendant).toBe(gregorian.ascendant);
  });

  it('without calendar, today’s rule: the same Russian date is Gregorian (after 1582-10-15)', () => {
    const t = civilTime({ date: '1900-01-01', time: '12:00', ...MOSCOW });
    expect([t.calendar, t.gregorianDate]).toEqual(['julian-gregorian', '1900-01-01']);
  });

  it('Russia from 1918-02-14 is Gregorian; 1918-02-01..13 did not exist there (an error naming the field)', () => {
    expect(civilTime({ date: '1918-02-14', ...MOSCOW, calendar: 'auto' }).calendar).toBe('gregorian');
    expect(civilTime({ date: '1918-01-31', ...MOSCOW, calendar: 'auto' }).gregorianDate).toBe('1918-02-13');
    const e = caught(() => civilTime({ date: '1918-02-05', ...MOSCOW, calendar: 'auto' }));
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.details.field).toBe('date');
    expect(e.message).toContain('1918-01-31 (Julian) was followed by 1918-02-14 (Gregorian)');
    const chartError = caught(() => natalChart({ birthDate: '1918-02-05', ...MOSCOW, calendar: 'auto' }));
    expect(chartError.details.field).toBe('birthDate');
  });

  it('Britain: Newton’s birth, 1642-12-25 in Woolsthorpe, is Julian (= 1643-01-04 Gregorian); 1752-09-14 is Gregorian', () => {
    const newton = civilTime({ date: '1642-12-25', latitude: 52.8, longitude: -0.63, calendar: 'auto' });
    expect([newton.calendar, newton.gregorianDate, newton.calendarCountry]).toEqual(['julian', '1643-01-04', 'GB']);
    expect(civilTime({ date: '1752-09-14', ...LONDON, calendar: 'auto' }).calendar).toBe('gregorian');
    expect(caught(() => civilTime({ date: '1752-09-10', ...LONDON, calendar: 'auto' })).code).toBe('INVALID_ARGUMENT');
  });

  it('Sweden’s own calendar of 1700–1712 is refused with what to type; a zone without a country keeps today’s rule', () => {
    const e = caught(() => civilTime({ date: '1705-06-01', latitude: 59.33, longitude: 18.07, calendar: 'auto' }));
    expect(e.message).toContain("give calendar: 'julian'");
    expect(civilTime({ date: '1500-03-01', latitude: 0, longitude: 0, timezone: 'UTC', calendar: 'auto' }).calendar).toBe('julian-gregorian');
    expect(civilTime({ date: '1700-01-01', latitude: 35.68, longitude: 139.77, calendar: 'auto' }).calendar).toBe('julian-gregorian');
  });

  it('every country of the table has a zone, and its last Julian date is followed by its first Gregorian date', () => {
    for (const a of GREGORIAN_ADOPTION) {
      const [y, m, d] = a.lastJulian.split('-').map(Number) as [number, number, number];
      const [gy, gm, gd] = a.firstGregorian.split('-').map(Number) as [number, number, number];
      expect(jdnGregorian(gy, gm, gd) - jdnJulian(y, m, d), a.country).toBe(1);
    }
    expect(countryOfZone('Europe/Kiev')).toBe('UA');
  });

  it('property: a proleptic Julian date read with calendar julian gives the Gregorian date of the same Julian Day Number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d0) => {
        const d = Math.min(d0, julianMonthDays(y, m));
        const t = civilTime({ date: iso(y, m, d), latitude: 0, longitude: 0, timezone: 'UTC', calendar: 'julian' });
        const [gy, gm, gd] = t.gregorianDate.split('-').map(Number) as [number, number, number];
        expect(jdnGregorian(gy, gm, gd)).toBe(jdnJulian(y, m, d));
        // And the instant is that day's noon: Unix day = JDN − 2440588.
        expect(Math.round((t.epochMs - 43_200_000) / 86_400_000)).toBe(jdnJulian(y, m, d) - 2440588);
      }),
      { numRuns: 300 },
    );
  });
});
