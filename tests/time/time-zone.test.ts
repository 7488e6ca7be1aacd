import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/urania-error.js';
import { instant } from '../../src/time/instant.js';
import {
  assertTimeZone,
  localDateTime,
  timezoneForLocation,
  zoneOffsetMinutes,
} from '../../src/time/time-zone.js';
import { resolveWallClock, startOfLocalDay } from '../../src/time/wall-clock.js';

const MS_TOLERANCE_DAYS = 1 / 86400000;
const expectSameInstant = (actualJdUt: number, iso: string) =>
  expect(Math.abs(actualJdUt - instant(iso).jdUt)).toBeLessThanOrEqual(MS_TOLERANCE_DAYS);

describe('time zones', () => {
  it('localDateTime renders an instant in a zone, with the offset in force', () => {
    expect(localDateTime('2024-03-20T03:06:00Z', 'America/New_York')).toEqual({
      date: '2024-03-19',
      time: '23:06:00',
      utcOffsetMinutes: -240,
    });
    expect(localDateTime('2024-12-31T23:30:00Z', 'Asia/Kolkata')).toEqual({
      date: '2025-01-01',
      time: '05:00:00',
      utcOffsetMinutes: 330,
    });
    expect(localDateTime(instant('2024-07-01T00:00:00Z'), 'UTC')).toEqual({
      date: '2024-07-01',
      time: '00:00:00',
      utcOffsetMinutes: 0,
    });
  });

  it('zoneOffsetMinutes follows DST and keeps the seconds of historical LMT offsets', () => {
    expect(zoneOffsetMinutes('2024-01-15T12:00:00Z', 'Europe/Paris')).toBe(60);
    expect(zoneOffsetMinutes('2024-07-15T12:00:00Z', 'Europe/Paris')).toBe(120);
    expect(zoneOffsetMinutes('2024-01-15T12:00:00Z', 'Australia/Sydney')).toBe(660);
    // America/New_York LMT −4:56:02 (tzdata) before 1883-11-18.
    expect(
      Math.abs(zoneOffsetMinutes('1850-01-01T12:00:00Z', 'America/New_York') - -(4 * 60 + 56 + 2 / 60)),
    ).toBeLessThan(1e-9);
  });

  it('startOfLocalDay is local midnight, or the jump when midnight is skipped', () => {
    expectSameInstant(startOfLocalDay('2024-07-01', 'Asia/Tokyo').jdUt, '2024-06-30T15:00:00Z');
    expectSameInstant(startOfLocalDay('2024-03-31', 'Europe/London').jdUt, '2024-03-31T00:00:00Z');
    // Chile starts DST at 24:00 on the first Saturday of September: 2024-09-08 begins at 01:00 −03.
    expectSameInstant(startOfLocalDay('2024-09-08', 'America/Santiago').jdUt, '2024-09-08T04:00:00Z');
  });

  it('resolveWallClock reports fold and gap lengths', () => {
    const gap = resolveWallClock('America/New_York', Date.UTC(2024, 2, 10, 2, 30));
    expect(gap).toMatchObject({ resolution: 'skipped', transitionMs: 3600000 });
    const fold = resolveWallClock('America/New_York', Date.UTC(2024, 10, 3, 1, 30));
    expect(fold).toMatchObject({ resolution: 'ambiguous', transitionMs: 3600000, offsetMs: -4 * 3600000 });
    // Lord Howe Island moves its clocks by 30 minutes.
    const half = resolveWallClock('Australia/Lord_Howe', Date.UTC(2024, 9, 6, 2, 15));
    expect(half).toMatchObject({ resolution: 'skipped', transitionMs: 1800000 });
  });

  it('timezoneForLocation finds the zone of a place', () => {
    expect(timezoneForLocation(40.7128, -74.006)).toBe('America/New_York');
    expect(timezoneForLocation(48.8566, 2.3522)).toBe('Europe/Paris');
    expect(timezoneForLocation(-33.8688, 151.2093)).toBe('Australia/Sydney');
    expect(timezoneForLocation(35.6762, 139.6503)).toBe('Asia/Tokyo');
    expect(() => timezoneForLocation(95, 0)).toThrow(UraniaError);
  });

  it('assertTimeZone accepts IANA names and rejects others with INVALID_ARGUMENT on `timezone`', () => {
    expect(assertTimeZone('UTC')).toBe('UTC');
    expect(assertTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    for (const bad of ['Nowhere/City', '', 42, undefined]) {
      try {
        assertTimeZone(bad);
        throw new Error('no error');
      } catch (e) {
        expect(e).toBeInstanceOf(UraniaError);
        expect((e as UraniaError).code).toBe('INVALID_ARGUMENT');
        expect((e as UraniaError).details).toMatchObject({ field: 'timezone' });
      }
    }
  });
});
