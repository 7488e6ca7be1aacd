import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ISO_DATE_OR_DATE_TIME_PATTERN, ISO_DATE_PATTERN, ISO_DATE_TIME_PATTERN } from '../../src/schemas/fields.js';
import { ISO_YEAR_PATTERN, isoDateText } from '../../src/time/iso-year.js';
import { isCalendarDate } from '../../src/time/julian-day.js';

/** The date patterns of the schemas (schemas/fields.ts) agree with the time layer's calendar rules. */
const DATE = new RegExp(ISO_DATE_PATTERN);
const DATE_TIME = new RegExp(ISO_DATE_TIME_PATTERN);
const EITHER = new RegExp(ISO_DATE_OR_DATE_TIME_PATTERN);

/** 29 February exists in the default calendar or in the proleptic Gregorian one (the schema cannot tell which). */
const hasLeapDay = (year: number) => isCalendarDate(year, 2, 29) || isCalendarDate(year, 2, 29, 'gregorian');

/** Every written form of a year: 4 digits (0..9999), +4 digits, ±4 digits, ±6 digits. */
function forms(year: number): string[] {
  const abs = Math.abs(year);
  const sign = year < 0 ? '-' : '+';
  const out = [`${sign}${String(abs).padStart(6, '0')}`];
  if (abs <= 9999) out.push(`${sign}${String(abs).padStart(4, '0')}`);
  if (year >= 0 && year <= 9999) out.push(String(year).padStart(4, '0'));
  return out;
}

describe('ISO date patterns of the schemas', () => {
  it('accept 29 February exactly in the leap years of either calendar, in every year form, −3000..+3000', () => {
    for (let year = -3000; year <= 3000; year++) {
      for (const y of forms(year)) expect(DATE.test(`${y}-02-29`), `${y}-02-29`).toBe(hasLeapDay(year));
    }
  });

  it('accept every existing date and reject impossible ones (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const text = isoDateText(y, m, d);
        const exists = isCalendarDate(y, m, d) || isCalendarDate(y, m, d, 'gregorian');
        return DATE.test(text) === exists && DATE_TIME.test(`${text}T12:00:00Z`) === exists && (!exists || EITHER.test(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('use the same year forms as the time layer (ISO_YEAR_PATTERN)', () => {
    const year = new RegExp(`^${ISO_YEAR_PATTERN}-01-01$`);
    for (const text of ['2024-01-01', '-000500-01-01', '-0043-01-01', '+002024-01-01', '12345-01-01', '-43-01-01', '+20-01-01']) {
      expect(DATE.test(text), text).toBe(year.test(text));
      expect(EITHER.test(text), text).toBe(year.test(text));
    }
  });

  it('take date-times with seconds and a zone, and expanded years', () => {
    expect(DATE_TIME.test('-000043-03-15T12:00:00Z')).toBe(true);
    expect(DATE_TIME.test('2024-03-20T03:06:00.123+05:30')).toBe(true);
    expect(DATE_TIME.test('2024-03-20T03:06Z')).toBe(false);
    expect(DATE_TIME.test('2024-03-20T24:00:00Z')).toBe(false);
    expect(EITHER.test('-0043-03-15T12:00Z')).toBe(true);
  });
});
