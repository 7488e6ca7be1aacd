import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import span from '../fixtures/time-span-calendar.json';
import { isoString, parseIso } from '../../src/time/instant.js';
import { isoDateText, isoYear } from '../../src/time/iso-year.js';
import {
  calendarFromJulianDay, dayOfWeek, daysInMonth, isCalendarDate, julianDay, type DateCalendar,
} from '../../src/time/julian-day.js';
import { addDays } from '../../src/time/local-day.js';
import { parseCivilDate } from '../../src/time/wall-clock.js';
import { UraniaError } from '../../src/errors/urania-error.js';

/** Meeus's examples are exact in the formula; Julian Days of whole dates are multiples of 0.5 (float-exact). */
const JD_TOLERANCE = 1e-9;
/** The reference prints its times to the second; one second either way covers its rounding. */
const REFERENCE_TIME_TOLERANCE_DAYS = 1 / 86400;

/** Julian Day of an ISO text read in a calendar (the numeric path of `instant()`, without the span check). */
function jdOf(text: string, calendar: DateCalendar = 'julian-gregorian'): number {
  const p = parseIso(text, 'at', calendar);
  return julianDay(p.year, p.month, p.day, p.hour, p.minute, p.second, calendar) - (p.offsetMinutes ?? 0) / 1440;
}

function expectInvalid(fn: () => unknown, field: string): void {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(UraniaError);
    expect((e as UraniaError).code).toBe('INVALID_ARGUMENT');
    expect((e as UraniaError).details.field).toBe(field);
    return;
  }
  throw new Error('expected an INVALID_ARGUMENT');
}

describe('the Gregorian reform: Julian dates before 1582-10-15 (Meeus, Astronomical Algorithms, ch. 7)', () => {
  it('1582-10-04 is JD 2299159.5 and the next day, 1582-10-15, is JD 2299160.5', () => {
    expect(jdOf('1582-10-04')).toBe(2299159.5);
    expect(jdOf('1582-10-15')).toBe(2299160.5);
    expect(isoString(2299159.5, 'date')).toBe('1582-10-04');
    expect(isoString(2299160.5, 'date')).toBe('1582-10-15');
    expect(addDays('1582-10-04', 1)).toBe('1582-10-15');
    expect(addDays('1582-10-15', -1)).toBe('1582-10-04');
  });

  it('keeps the week going: Thursday 4 October was followed by Friday 15 October', () => {
    expect(dayOfWeek(jdOf('1582-10-04'))).toBe(4);
    expect(dayOfWeek(jdOf('1582-10-15'))).toBe(5);
  });

  it('rejects the ten dropped days by default, naming the field, and takes them in the proleptic Gregorian calendar', () => {
    for (const day of [5, 10, 14]) {
      const text = `1582-10-${String(day).padStart(2, '0')}`;
      expect(isCalendarDate(1582, 10, day)).toBe(false);
      expectInvalid(() => parseIso(text, 'birthDate'), 'birthDate');
      expectInvalid(() => parseCivilDate(text, 'birthDate'), 'birthDate');
      expect(isCalendarDate(1582, 10, day, 'gregorian')).toBe(true);
      expect(parseCivilDate(text, 'date', 'gregorian').day).toBe(day);
    }
  });

  it("Meeus Example 7.b: 333 January 27.5 (Julian) = JD 1842713.0, read and written as ISO text", () => {
    expect(Math.abs(jdOf('0333-01-27T12:00:00Z') - 1842713.0)).toBeLessThan(JD_TOLERANCE);
    expect(isoString(1842713.0)).toBe('0333-01-27T12:00:00Z');
  });

  it('JD 0 is −4712 January 1.5 (Julian), written as an expanded year', () => {
    expect(jdOf('-4712-01-01T12:00:00Z')).toBe(0);
    expect(jdOf('-004712-01-01T12:00:00Z')).toBe(0);
    expect(isoString(0)).toBe('-004712-01-01T12:00:00Z');
  });

  it("Caesar's assassination, −43 March 15 (44 BCE, Julian calendar), is JD 1705425.5 at 0h", () => {
    // Meeus (7.1) by hand: March, so Y = −43, M = 3; Julian calendar, so B = 0.
    // JD = INT(365.25 (Y + 4716)) + INT(30.6001 (M + 1)) + D + B − 1524.5
    //    = INT(365.25 × 4673) + INT(30.6001 × 4) + 15 + 0 − 1524.5
    //    = INT(1 706 813.25) + INT(122.4004) + 15 − 1524.5 = 1 706 813 + 122 + 15 − 1524.5 = 1 705 425.5
    const CAESAR_JD = 1705425.5;
    expect(jdOf('-0043-03-15')).toBe(CAESAR_JD);
    expect(jdOf('-000043-03-15')).toBe(CAESAR_JD);
    expect(isoString(CAESAR_JD, 'date')).toBe('-000043-03-15');
    // The same day in the proleptic Gregorian calendar is two days earlier in the month: 13 March −43.
    expect(isoString(CAESAR_JD, 'date', 'gregorian')).toBe('-000043-03-13');
  });

  it('agrees with the reference calendar dates of 200 instants over −3000..+3000 (span-positions.json)', () => {
    expect(span.rows.length).toBe(200);
    let worst = 0;
    for (const row of span.rows) {
      const [jd, , year, month, day, time] = row as [number, string, number, number, number, string];
      const [h, m, s] = time.split(':').map(Number) as [number, number, number];
      worst = Math.max(worst, Math.abs(julianDay(year, month, day, h, m, s) - jd));
      const c = calendarFromJulianDay(jd);
      const sameDay = c.year === year && c.month === month && c.day === day;
      // Within a second of midnight the printed date may be the neighbouring one.
      const nearMidnight = h === 0 && m === 0 && s <= 1;
      expect(sameDay || nearMidnight, `${jd}: ${c.year}-${c.month}-${c.day} vs ${year}-${month}-${day}`).toBe(true);
    }
    expect(worst).toBeLessThan(REFERENCE_TIME_TOLERANCE_DAYS);
  });
});

describe('astronomical years: year 0 = 1 BCE, negative years, expanded ISO years', () => {
  it('year 0 is a Julian leap year that follows −1 and precedes 1', () => {
    expect(daysInMonth(0, 2)).toBe(29);
    expect(daysInMonth(-4, 2)).toBe(29);
    expect(daysInMonth(-1, 2)).toBe(28);
    expect(addDays('-0001-12-31', 1)).toBe('0000-01-01');
    expect(addDays('0000-12-31', 1)).toBe('0001-01-01');
    expect(jdOf('0000-03-01') - jdOf('0000-02-28')).toBe(2);
    // Proleptic Gregorian: year 0 is divisible by 400, a leap year; −100 is not.
    expect(daysInMonth(0, 2, 'gregorian')).toBe(29);
    expect(daysInMonth(-100, 2, 'gregorian')).toBe(28);
    expect(daysInMonth(-100, 2)).toBe(29);
  });

  it('writes years 0..9999 with four digits and the others expanded with a sign and six digits', () => {
    expect(isoYear(0)).toBe('0000');
    expect(isoYear(2024)).toBe('2024');
    expect(isoYear(-1)).toBe('-000001');
    expect(isoYear(-3000)).toBe('-003000');
    expect(isoYear(10000)).toBe('+010000');
    expect(isoDateText(-500, 3, 21)).toBe('-000500-03-21');
  });

  it('reads every form of the same date alike: -000500, -0500; +002024 and 2024', () => {
    expect(jdOf('-000500-03-21')).toBe(jdOf('-0500-03-21'));
    expect(jdOf('+002024-01-01')).toBe(jdOf('2024-01-01'));
    expect(parseIso('-0043-03-15').year).toBe(-43);
    expect(parseCivilDate('-000500-03-21')).toEqual({ year: -500, month: 3, day: 21 });
  });

  it('rejects malformed years (five digits, seven digits, no digits)', () => {
    for (const text of ['12345-01-01', '-0000001-01-01', '-01-01', '+20-01-01']) expectInvalid(() => parseIso(text), 'at');
  });

  it('agrees with JavaScript Date (proleptic Gregorian) in the gregorian calendar over −3000..+3000', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
        const date = new Date(0);
        date.setUTCFullYear(y, m - 1, d);
        const jsJd = date.getTime() / 86_400_000 + 2440587.5;
        return julianDay(y, m, d, 0, 0, 0, 'gregorian') === jsJd;
      }),
    );
  });
});

describe('round trips over −3000..+3000 in both calendars', () => {
  const arbText = (calendar: DateCalendar) =>
    fc
      .record({
        year: fc.integer({ min: -3000, max: 3000 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
        hour: fc.integer({ min: 0, max: 23 }),
        minute: fc.integer({ min: 0, max: 59 }),
        second: fc.integer({ min: 0, max: 59 }),
      })
      .filter((t) => isCalendarDate(t.year, t.month, t.day, calendar))
      .map((t) => {
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${isoDateText(t.year, t.month, t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}Z`;
      });

  for (const calendar of ['julian-gregorian', 'gregorian'] as const) {
    it(`ISO -> JD -> ISO is the identity (${calendar})`, () => {
      fc.assert(fc.property(arbText(calendar), (text) => isoString(jdOf(text, calendar), 'second', calendar) === text), { numRuns: 500 });
    });
  }

  it('JD -> calendar -> JD is the identity to the millisecond (both calendars)', () => {
    fc.assert(
      fc.property(fc.double({ min: 625307.5, max: 2817152.5, noNaN: true }), fc.constantFrom('julian-gregorian', 'gregorian' as const), (jd, calendar) => {
        const c = calendarFromJulianDay(jd, calendar);
        return Math.abs(julianDay(c.year, c.month, c.day, c.hour, c.minute, c.second, calendar) - jd) < 1e-8 + 0.5 / 86_400_000;
      }),
      { numRuns: 500 },
    );
  });

  it('the two calendars agree from 1582-10-15 on and differ by the Julian lag before (9 then 10 days across Julian-only leap day 1500-02-29, −2 at year 0)', () => {
    expect(jdOf('2024-03-20', 'gregorian')).toBe(jdOf('2024-03-20'));
    expect(jdOf('1582-10-15', 'gregorian')).toBe(jdOf('1582-10-15'));
    expect(jdOf('1500-03-01', 'gregorian') - jdOf('1500-03-01')).toBe(-10);
    expect(jdOf('1500-02-28', 'gregorian') - jdOf('1500-02-28')).toBe(-9);
    expect(jdOf('1582-10-04', 'gregorian') - jdOf('1582-10-04')).toBe(-10);
    expect(jdOf('0000-03-01', 'gregorian') - jdOf('0000-03-01')).toBe(2);
  });
});
