import { describe, expect, it } from 'vitest';
import { clearDaySkies, dayContext } from '../../src/horoscope/day-context.js';
import { horoscopeZodiac } from '../../src/horoscope/horoscope-zodiac.js';
import { dailyHoroscope } from '../../src/records/index.js';
import { SIGNS } from '../../src/schemas/index.js';
import { localDay } from '../../src/time/local-day.js';

/** The dates of a year, in order (`YYYY-MM-DD`). */
function datesOf(year: number): string[] {
  const days = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
  return Array.from({ length: days }, (_, d) => new Date(Date.UTC(year, 0, 1 + d)).toISOString().slice(0, 10));
}

describe('the sky of a day is computed once for the 12 signs (issue 30)', () => {
  it('a batch that goes sign by sign through a whole year finds every day it saw still remembered', () => {
    clearDaySkies();
    const dates = datesOf(2026);
    // The first sign's pass computes each day; the second sign's pass, a year of days later, asks for the same days.
    const first = dates.map((date) => dayContext(localDay(date, 'UTC')));
    const second = dates.map((date) => dayContext(localDay(date, 'UTC')));
    for (let i = 0; i < dates.length; i++) {
      expect(second[i]!.voidState).toBe(first[i]!.voidState);
      expect(second[i]!.moon).toBe(first[i]!.moon);
      expect(second[i]!.sky).toBe(first[i]!.sky);
    }
  }, 120_000);

  it('keeps each caller its own day and zodiac: a zone or a zodiac that changes the day is a different sky', () => {
    clearDaySkies();
    const utc = dayContext(localDay('2026-03-20', 'UTC'));
    const tokyo = dayContext(localDay('2026-03-20', 'Asia/Tokyo'));
    const sidereal = dayContext(localDay('2026-03-20', 'UTC'), horoscopeZodiac('Lahiri'));
    expect(tokyo.day.timezone).toBe('Asia/Tokyo');
    expect(tokyo.voidState).not.toBe(utc.voidState);
    expect(sidereal.zodiac.key).toBe('Lahiri');
    expect(sidereal.sky).not.toBe(utc.sky);
    // The same numbers under another zone name (UTC and Etc/UTC) share the sky but keep their own day.
    const etc = dayContext(localDay('2026-03-20', 'Etc/UTC'));
    expect(etc.day.timezone).toBe('Etc/UTC');
    expect(etc.sky).toBe(utc.sky);
  });

  it('changes no byte: daily horoscopes asked sign by sign equal the same ones computed from a fresh sky', () => {
    // The optimised path: sign by sign over a sample of days (the order of a batch), the memo warm after the first sign.
    // The independent path: every record computed right after the memo is emptied.
    const dates = ['2026-01-01', '2026-02-17', '2026-03-20', '2026-06-21', '2026-08-12', '2026-11-30', '2026-12-31'];
    const queries = [
      { timezone: 'UTC' },
      { timezone: 'America/Chicago', perspective: 'moon' as const },
      { timezone: 'Asia/Kolkata', zodiac: 'sidereal' as const },
    ];
    for (const q of queries) {
      clearDaySkies();
      const warm = SIGNS.flatMap((sign) => dates.map((date) => JSON.stringify(dailyHoroscope({ sign, date, ...q }))));
      const fresh = SIGNS.flatMap((sign) =>
        dates.map((date) => {
          clearDaySkies();
          return JSON.stringify(dailyHoroscope({ sign, date, ...q }));
        }),
      );
      expect(warm).toEqual(fresh);
    }
  }, 120_000);
});
