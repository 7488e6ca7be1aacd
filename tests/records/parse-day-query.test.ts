import { describe, expect, it } from 'vitest';
import { parseDayQuery } from '../../src/records/parse-day-query.js';
import { AlmanacQuery, DailyHoroscopeQuery } from '../../src/schemas/index.js';
import { instant } from '../../src/time/index.js';

describe('parseDayQuery', () => {
  it('parses an ISO date as a member of the query', () => {
    const { query, date } = parseDayQuery(DailyHoroscopeQuery, { sign: 'Leo', date: '2024-03-20', timezone: 'Asia/Tokyo' });
    expect(query).toEqual({ sign: 'Leo', date: '2024-03-20', timezone: 'Asia/Tokyo' });
    expect(date).toBe('2024-03-20');
  });

  it('sets a Date or an Instant aside (the schema describes the ISO string HTTP sends)', () => {
    const d = new Date(Date.UTC(2024, 2, 20, 12));
    expect(parseDayQuery(AlmanacQuery, { date: d })).toEqual({ query: {}, date: d });
    const at = instant('2024-03-20T12:00:00Z');
    expect(parseDayQuery(AlmanacQuery, { date: at, timezone: 'UTC' })).toEqual({ query: { timezone: 'UTC' }, date: at });
  });

  it('leaves a missing date to the caller and rejects unknown members and bad values, naming the field', () => {
    expect(parseDayQuery(AlmanacQuery, {}).date).toBeUndefined();
    expect(() => parseDayQuery(AlmanacQuery, { date: '2024-03-20', sign: 'Leo' })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'sign' }) }),
    );
    expect(() => parseDayQuery(DailyHoroscopeQuery, { sign: 'Leo', date: '20 March 2024' })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'date' }) }),
    );
    expect(() => parseDayQuery(DailyHoroscopeQuery, { date: '2024-03-20' })).toThrow(
      expect.objectContaining({ code: 'MISSING_ARGUMENT', details: expect.objectContaining({ field: 'sign' }) }),
    );
  });
});
