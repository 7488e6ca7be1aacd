import { describe, expect, it } from 'vitest';
import { parse } from '../../src/records/parse.js';
import { queryLocalDate, queryTimeZone } from '../../src/records/query-local-date.js';
import { MonthlyHoroscopeQuery } from '../../src/schemas/index.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { YEAR_AFTER_SPAN, YEAR_BEFORE_SPAN, yearDate } from '../setup/span-edges.js';

describe('query dates', () => {
  it('reads a date-only value as the local date and a date-time in the zone', () => {
    expect(queryLocalDate('2024-03-20', 'Asia/Tokyo')).toBe('2024-03-20');
    expect(queryLocalDate('2024-03-20T03:00:00Z', 'America/New_York')).toBe('2024-03-19');
    expect(queryLocalDate('2024-03-20T23:30:00-05:00', 'Asia/Tokyo')).toBe('2024-03-21');
    expect(queryLocalDate(new Date(Date.UTC(2024, 2, 20, 12)), 'UTC')).toBe('2024-03-20');
  });

  it('rejects impossible dates, out-of-range years, unknown zones and missing dates, naming the field', () => {
    expect(() => queryLocalDate('2023-02-29', 'UTC')).toThrow(/date 2023-02-29 does not exist: 2023-02 has days 01\.\.28/);
    expect(() => queryLocalDate('2024-13-01', 'UTC')).toThrow(/date has month 13; months are 01\.\.12/);
    expect(() => queryLocalDate(yearDate(YEAR_BEFORE_SPAN, 12, 31), 'UTC')).toThrow(
      `date must be a date in the years ${SUPPORTED_SPAN.firstYear}..${SUPPORTED_SPAN.lastYear}`,
    );
    expect(() => queryLocalDate(yearDate(YEAR_AFTER_SPAN), 'UTC')).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
    expect(queryLocalDate(SUPPORTED_SPAN.firstDate, 'UTC')).toBe(SUPPORTED_SPAN.firstDate);
    expect(queryLocalDate(SUPPORTED_SPAN.lastDate, 'UTC')).toBe(SUPPORTED_SPAN.lastDate);
    expect(() => queryLocalDate(undefined, 'UTC')).toThrow(expect.objectContaining({ code: 'MISSING_ARGUMENT' }));
    expect(() => queryTimeZone('Mars/Olympus_Mons')).toThrow(/timezone "Mars\/Olympus_Mons" is not an IANA time-zone name/);
    // A month outside 1..12 is a schema rule now (MonthlyHoroscopeQuery, through parse): OUT_OF_RANGE naming month.
    expect(() => parse(MonthlyHoroscopeQuery, { sign: 'Leo', year: 2024, month: 13 })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'month', received: 13, allowed: 'integer 1..12' }) }),
    );
    expect(queryTimeZone(undefined)).toBe('UTC');
  });
});
