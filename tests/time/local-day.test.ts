import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekMonday, isoWeekday, localDay, localDateOf } from '../../src/time/local-day.js';

const HOUR = 1 / 24;
const SECOND = 1 / 86400;

describe('local days', () => {
  it('finds the Monday of the ISO week (ISO 8601: weeks run Monday to Sunday)', () => {
    expect(isoWeekMonday('2024-04-10')).toBe('2024-04-08'); // a Wednesday
    expect(isoWeekMonday('2024-04-14')).toBe('2024-04-08'); // a Sunday belongs to the week before
    expect(isoWeekMonday('2024-04-08')).toBe('2024-04-08');
    expect(isoWeekMonday('2025-01-01')).toBe('2024-12-30'); // the week straddles the year
    expect(isoWeekday('2000-01-01')).toBe(6); // a Saturday
  });

  it('adds days across months, leap days and centuries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('1900-02-28', 1)).toBe('1900-03-01'); // 1900 is not a leap year
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
  });

  it('gives daylight-saving days their 23 and 25 hours (Europe/Paris 2024)', () => {
    const spring = localDay('2024-03-31', 'Europe/Paris');
    const autumn = localDay('2024-10-27', 'Europe/Paris');
    const plain = localDay('2024-06-01', 'Europe/Paris');
    expect(Math.abs(spring.endJdUt - spring.startJdUt - 23 * HOUR)).toBeLessThan(SECOND);
    expect(Math.abs(autumn.endJdUt - autumn.startJdUt - 25 * HOUR)).toBeLessThan(SECOND);
    expect(Math.abs(plain.endJdUt - plain.startJdUt - 1)).toBeLessThan(SECOND);
    // 2024-06-01 00:00 CEST = 2024-05-31T22:00Z = JD 2460462.41667
    expect(Math.abs(plain.startJdUt - 2460462.4166667)).toBeLessThan(SECOND);
    expect(Math.abs(plain.noonJdUt - (plain.startJdUt + 0.5))).toBeLessThan(SECOND);
  });

  it('maps every instant of a local day back to that date', () => {
    const zones = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.constantFrom(...zones), fc.double({ min: 0, max: 0.999, noNaN: true }), (n, tz, f) => {
        const date = addDays('2020-01-01', n);
        const d = localDay(date, tz);
        expect(localDateOf(d.startJdUt + f * (d.endJdUt - d.startJdUt), tz)).toBe(date);
      }),
      { numRuns: 50 },
    );
  });
});
