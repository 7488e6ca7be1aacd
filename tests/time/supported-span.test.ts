import { describe, expect, it } from 'vitest';
import { SUPPORTED_YEARS, supportedYear } from '../../src/schemas/fields.js';
import { SUPPORTED_RANGE } from '../../src/time/instant.js';
import { SUPPORTED_SPAN, supportedSpanOf } from '../../src/time/supported-span.js';
import { HOROSCOPE_YEARS } from '../../src/horoscope/horoscope-years.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from '../../src/events/event-range.js';
import { RANGE_PATH_JD_TT } from '../../src/ephemeris/range-path.js';
import { ARB_DATE_RANGE } from '../../src/testing/arb-dates.js';
import { ttFromUt } from '../../src/time/time-scales.js';

describe('SUPPORTED_SPAN: the supported span stated once', () => {
  it('describes 1800–2200 with the Julian Days and text the library always had', () => {
    const s = supportedSpanOf(1800, 2200);
    // 1800-01-01 0h and 2201-01-01 0h UT (Meeus (7.1), Gregorian): the values SUPPORTED_RANGE carried as literals.
    expect(s.fromJd).toBe(2378496.5);
    expect(s.toJd).toBe(2524958.5);
    expect(s.from).toBe('1800-01-01T00:00:00Z');
    expect(s.to).toBe('2201-01-01T00:00:00Z');
    expect(s.description).toBe('1800-01-01T00:00:00Z to 2200-12-31T23:59:59Z');
    expect([s.firstDate, s.lastDate, s.years]).toEqual(['1800-01-01', '2200-12-31', '1800–2200']);
  });

  it('describes −3000..+3000 (Julian calendar before 1582) with expanded years', () => {
    const s = supportedSpanOf(-3000, 3000);
    // −3000 January 1, Julian: Y = −3001, M = 13, B = 0: INT(365.25 × 1715) + INT(30.6001 × 14) + 1 − 1524.5
    //   = 626403 + 428 + 1 − 1524.5 = 625307.5.
    expect(s.fromJd).toBe(625307.5);
    // 3001 January 1, Gregorian: Y = 3000, M = 13, A = 30, B = 2 − 30 + 7 = −21:
    //   INT(365.25 × 7716) + INT(30.6001 × 14) + 1 − 21 − 1524.5 = 2818269 + 428 + 1 − 21 − 1524.5 = 2817152.5.
    expect(s.toJd).toBe(2817152.5);
    expect(s.from).toBe('-003000-01-01T00:00:00Z');
    expect(s.lastDate).toBe('3000-12-31');
  });

  it('is what every range of the library derives from', () => {
    expect([SUPPORTED_SPAN.firstYear, SUPPORTED_SPAN.lastYear]).toEqual([SUPPORTED_YEARS.first, SUPPORTED_YEARS.last]);
    expect(SUPPORTED_RANGE).toEqual({
      fromJd: SUPPORTED_SPAN.fromJd, toJd: SUPPORTED_SPAN.toJd, from: SUPPORTED_SPAN.from, to: SUPPORTED_SPAN.to,
      description: SUPPORTED_SPAN.description,
    });
    expect(HOROSCOPE_YEARS).toEqual({ min: SUPPORTED_SPAN.firstYear, max: SUPPORTED_SPAN.lastYear });
    const year = supportedYear('Year.') as unknown as { minimum: number; maximum: number };
    expect([year.minimum, year.maximum]).toEqual([SUPPORTED_SPAN.firstYear, SUPPORTED_SPAN.lastYear]);
    expect(SUPPORTED_START_JD_TT).toBe(ttFromUt(SUPPORTED_SPAN.fromJd));
    // 'less 1 µs' is below the resolution of a double at JD 2.5e6 (~40 µs): equal or below.
    expect(SUPPORTED_END_JD_TT).toBeLessThanOrEqual(ttFromUt(SUPPORTED_SPAN.toJd));
    expect(ttFromUt(SUPPORTED_SPAN.toJd) - SUPPORTED_END_JD_TT).toBeLessThan(1e-9);
    expect(RANGE_PATH_JD_TT).toEqual({ from: SUPPORTED_SPAN.fromJd - 2, to: SUPPORTED_SPAN.toJd + 2 });
    expect(ARB_DATE_RANGE).toEqual({ from: SUPPORTED_SPAN.firstDate, to: SUPPORTED_SPAN.lastDate });
  });
});
