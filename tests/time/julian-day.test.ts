import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calendarFromJulianDay, dayOfWeek, daysInMonth, julianDay } from '../../src/time/julian-day.js';

/** Meeus prints Julian Days to 0.01 d at most; the formulas are exact to float precision. */
const JD_TOLERANCE = 1e-9;
/** Round trips go through whole milliseconds. */
const MS_DAYS = 1 / 86400000;

describe('julianDay — Meeus, Astronomical Algorithms 2nd ed., chapter 7', () => {
  it('Example 7.a: 1957 October 4.81 (Sputnik 1) = JD 2436116.31', () => {
    expect(Math.abs(julianDay(1957, 10, 4.81) - 2436116.31)).toBeLessThan(JD_TOLERANCE);
  });

  it('Example 7.b: 333 January 27.5 (Julian calendar) = JD 1842713.0', () => {
    expect(Math.abs(julianDay(333, 1, 27.5) - 1842713.0)).toBeLessThan(JD_TOLERANCE);
  });

  it('the table of p. 62', () => {
    const table: [number, number, number, number][] = [
      [2000, 1, 1.5, 2451545.0],
      [1999, 1, 1.0, 2451179.5],
      [1987, 1, 27.0, 2446822.5],
      [1987, 6, 19.5, 2446966.0],
      [1988, 1, 27.0, 2447187.5],
      [1988, 6, 19.5, 2447332.0],
      [1900, 1, 1.0, 2415020.5],
      [1600, 1, 1.0, 2305447.5],
      [1600, 12, 31.0, 2305812.5],
      [837, 4, 10.3, 2026871.8],
      [-123, 12, 31.0, 1676496.5],
      [-122, 1, 1.0, 1676497.5],
      [-1000, 7, 12.5, 1356001.0],
      [-1000, 2, 29.0, 1355866.5],
      [-1001, 8, 17.9, 1355671.4],
      [-4712, 1, 1.5, 0.0],
    ];
    for (const [y, m, d, jd] of table) expect(Math.abs(julianDay(y, m, d) - jd)).toBeLessThan(JD_TOLERANCE);
  });

  it('hours, minutes and seconds add to the day', () => {
    expect(Math.abs(julianDay(1957, 10, 4, 19, 26, 24) - 2436116.31)).toBeLessThan(JD_TOLERANCE);
  });

  it('Example 7.c: JD 2436116.31 = 1957 October 4.81', () => {
    const c = calendarFromJulianDay(2436116.31);
    expect([c.year, c.month, c.day]).toEqual([1957, 10, 4]);
    const dayFraction = (c.hour + (c.minute + c.second / 60) / 60) / 24;
    expect(Math.abs(dayFraction - 0.81)).toBeLessThan(MS_DAYS);
  });

  it('Example 7.d: 1910 April 20 to 1986 February 9 is 27689 days (Halley)', () => {
    expect(julianDay(1986, 2, 9) - julianDay(1910, 4, 20)).toBe(27689);
  });

  it('Example 7.e: 1954 June 30 was a Wednesday', () => {
    expect(dayOfWeek(julianDay(1954, 6, 30))).toBe(3);
  });

  it('the Gregorian reform: 1582 October 4 (Julian) is followed by October 15 (Gregorian)', () => {
    expect(julianDay(1582, 10, 15) - julianDay(1582, 10, 4)).toBe(1);
    const before = calendarFromJulianDay(2299159.5);
    const after = calendarFromJulianDay(2299160.5);
    expect([before.year, before.month, before.day]).toEqual([1582, 10, 4]);
    expect([after.year, after.month, after.day]).toEqual([1582, 10, 15]);
  });

  it('knows the month lengths of both calendars', () => {
    expect(daysInMonth(1900, 2)).toBe(28); // Gregorian: century not divisible by 400
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1500, 2)).toBe(29); // Julian: every fourth year
    expect(daysInMonth(2023, 4)).toBe(30);
  });
});

describe('julianDay properties', () => {
  it('calendar -> JD -> calendar round-trips (years −4000..4000, to the millisecond)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -4000, max: 4000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 86399999 }),
        (year, month, rawDay, ms) => {
          const day = Math.min(rawDay, daysInMonth(year, month));
          if (year === 1582 && month === 10 && day > 4 && day < 15) return true; // dates that never existed
          const jd = julianDay(year, month, day) + ms / 86400000;
          const c = calendarFromJulianDay(jd);
          const msBack = Math.round(((c.hour * 60 + c.minute) * 60 + c.second) * 1000);
          return c.year === year && c.month === month && c.day === day && Math.abs(msBack - ms) <= 1;
        },
      ),
    );
  });

  it('JD -> calendar -> JD round-trips to the millisecond', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 3e6, noNaN: true }), (jd) => {
        const c = calendarFromJulianDay(jd);
        return Math.abs(julianDay(c.year, c.month, c.day, c.hour, c.minute, c.second) - jd) <= MS_DAYS;
      }),
    );
  });

  it('consecutive days have consecutive Julian Days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2299161, max: 2600000 }), (n) => {
        const jd = n + 0.5;
        const a = calendarFromJulianDay(jd);
        const b = calendarFromJulianDay(jd + 1);
        return julianDay(b.year, b.month, b.day) - julianDay(a.year, a.month, a.day) === 1;
      }),
    );
  });
});
