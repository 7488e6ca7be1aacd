/**
 * Issue 11 #6: a date-time written with an offset names a local day in that offset (docs/horoscopes.md "Inputs and
 * errors"). `2024-04-14T23:30:00-05:00` is Sunday 14 April 2024 at UTC−05:00 (2024-04-15T04:30Z); the ISO week
 * containing it is Monday 8 – Sunday 14 April (ISO 8601: weeks run Monday–Sunday; 2024-04-14 is a Sunday by the
 * calendar). An explicit `timezone` still wins: the day is the local date of the instant in that zone.
 */
import { describe, expect, it } from 'vitest';
import {
  allHoroscopes,
  almanacDay,
  dailyHoroscope,
  lunarGuidance,
  moonPhase,
  weeklyHoroscope,
} from '../../src/index.js';
import { queryDay } from '../../src/records/query-local-date.js';

const SUNDAY_EVENING_CHICAGO = '2024-04-14T23:30:00-05:00';

describe('issue 11 #6: a date-time with an offset names a day of that offset', () => {
  it('issue 11 #6: weekly Leo for 2024-04-14T23:30:00-05:00 is the week of 8 April, not 15 April', () => {
    const w = weeklyHoroscope({ sign: 'Leo', date: SUNDAY_EVENING_CHICAGO });
    expect(w.weekStart).toBe('2024-04-08');
    expect(w.weekEnd).toBe('2024-04-14');
  });

  it('issue 11 #6: daily, all-signs, almanac and lunar guidance name the offset’s local date', () => {
    expect(dailyHoroscope({ sign: 'Leo', date: SUNDAY_EVENING_CHICAGO }).date).toBe('2024-04-14');
    expect(allHoroscopes({ date: SUNDAY_EVENING_CHICAGO })[0]!.date).toBe('2024-04-14');
    expect(almanacDay({ date: SUNDAY_EVENING_CHICAGO }).date).toBe('2024-04-14');
    expect(lunarGuidance({ date: SUNDAY_EVENING_CHICAGO }).date).toBe('2024-04-14');
    // Half-hour and far-east offsets: 00:30 on 15 April at UTC+14 is 2024-04-14T10:30Z, a UTC 14 April.
    expect(almanacDay({ date: '2024-04-15T00:30:00+14:00' }).date).toBe('2024-04-15');
    expect(almanacDay({ date: '2024-04-14T23:30:00+05:30' }).date).toBe('2024-04-14');
  });

  it('issue 11 #6: the day runs in the offset: local noon at UTC−05:00 is 17:00 UT', () => {
    // Noon at UTC−05:00 on 2024-04-14 is 17:00 UT; the UTC day would take 12:00 UT. 14 April: no void at either.
    const atOffset = almanacDay({ date: SUNDAY_EVENING_CHICAGO });
    const atFive = almanacDay({ date: '2024-04-14', timezone: 'America/Bogota' }); // UTC−05:00 all year, no DST
    expect(atOffset).toEqual(atFive);
  });

  it('issue 11 #6: moonPhase dates its instant in the offset it is written with, or in the zone given', () => {
    expect(moonPhase(SUNDAY_EVENING_CHICAGO).date).toBe('2024-04-14');
    expect(moonPhase(SUNDAY_EVENING_CHICAGO, 'UTC').date).toBe('2024-04-15');
    expect(moonPhase('2024-04-15T04:30:00Z').date).toBe('2024-04-15');
    // 00:00 on 25 March in Tokyo is 2024-03-24T15:00Z: its date there is the 25th.
    expect(moonPhase('2024-03-24T15:00:00Z', 'Asia/Tokyo').date).toBe('2024-03-25');
  });

  it('issue 11 #6: an explicit timezone wins over the offset; Z and date-only values keep UTC', () => {
    expect(weeklyHoroscope({ sign: 'Leo', date: SUNDAY_EVENING_CHICAGO, timezone: 'UTC' }).weekStart).toBe(
      '2024-04-15',
    );
    expect(queryDay(SUNDAY_EVENING_CHICAGO, 'Asia/Tokyo')).toEqual({
      date: '2024-04-15',
      timezone: 'Asia/Tokyo',
    });
    expect(queryDay(SUNDAY_EVENING_CHICAGO, undefined)).toEqual({ date: '2024-04-14', timezone: '-05:00' });
    expect(queryDay('2024-04-14T23:30:00+05:30', undefined)).toEqual({
      date: '2024-04-14',
      timezone: '+05:30',
    });
    expect(queryDay('2024-04-14T23:30:00Z', undefined)).toEqual({ date: '2024-04-14', timezone: 'UTC' });
    expect(queryDay('2024-04-14T23:30:00+00:00', undefined)).toEqual({ date: '2024-04-14', timezone: 'UTC' });
    expect(queryDay('2024-04-14', undefined)).toEqual({ date: '2024-04-14', timezone: 'UTC' });
    expect(queryDay(new Date(Date.UTC(2024, 3, 15, 4, 30)), undefined)).toEqual({
      date: '2024-04-15',
      timezone: 'UTC',
    });
  });
});
