/**
 * Civil time: expected instants come from published time-zone facts (national DST rules, the IANA tzdata
 * history notes), not from the code under test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UraniaError } from '../../src/errors/urania-error.js';
import { civilInstant, isZoneOnLocalMeanTime } from '../../src/time/civil-time.js';
import { instant } from '../../src/time/instant.js';
import { localDateTime } from '../../src/time/time-zone.js';
import { addDays } from '../../src/time/local-day.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

/** Civil instants are exact to the millisecond (Unix ms -> JD round trip). */
const MS_TOLERANCE_DAYS = 1 / 86400000;
/** Local mean time: longitude × 4 min; allow a millisecond. */
const expectSameInstant = (actualJdUt: number, iso: string) =>
  expect(Math.abs(actualJdUt - instant(iso).jdUt)).toBeLessThanOrEqual(MS_TOLERANCE_DAYS);

const NYC = { latitude: 40.7128, longitude: -74.006 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const LYON = { latitude: 45.764, longitude: 4.8357 };
const KOLKATA = { latitude: 22.5726, longitude: 88.3639 };
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const TOKYO = { latitude: 35.6762, longitude: 139.6503 };

function expectError(fn: () => unknown, code: string, field: string) {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(UraniaError);
    expect((e as UraniaError).code).toBe(code);
    expect((e as UraniaError).details).toMatchObject({ field });
    expect((e as UraniaError).message).toContain(field);
    return;
  }
  throw new Error(`expected a ${code} error for ${field}`);
}

describe('civilInstant — zones from coordinates and daylight saving', () => {
  it('New York summer (EDT, UTC−4): 1990-07-15 14:30 -> 18:30Z', () => {
    const r = civilInstant({ date: '1990-07-15', time: '14:30', ...NYC });
    expect(r.timezone).toBe('America/New_York');
    expect(r.timezoneSource).toBe('coordinates');
    expect(r.utcOffsetMinutes).toBe(-240);
    expect(r.resolution).toBe('exact');
    expect(r.isLocalMeanTime).toBe(false);
    expect(r.warnings).toEqual([]);
    expectSameInstant(r.instant.jdUt, '1990-07-15T18:30:00Z');
  });

  it('New York gap: 2024-03-10 02:30 does not exist (US DST from 02:00, 2nd Sunday of March) -> 03:30 EDT', () => {
    const r = civilInstant({ date: '2024-03-10', time: '02:30', ...NYC });
    expect(r.resolution).toBe('skipped');
    expectSameInstant(r.instant.jdUt, '2024-03-10T07:30:00Z');
    expect(r.utcOffsetMinutes).toBe(-240);
    expect(r.warnings.join(' ')).toMatch(/did not exist.*03:30/);
  });

  it('New York fold: 2024-11-03 01:30 happens twice (DST ends 02:00, 1st Sunday of November) -> first (EDT)', () => {
    const r = civilInstant({ date: '2024-11-03', time: '01:30', ...NYC });
    expect(r.resolution).toBe('ambiguous');
    expectSameInstant(r.instant.jdUt, '2024-11-03T05:30:00Z');
    expect(r.utcOffsetMinutes).toBe(-240);
    expect(r.warnings.join(' ')).toMatch(/occurred twice.*first occurrence/);
  });

  it('London gap and fold (EU rules: last Sunday of March / October at 01:00 UTC)', () => {
    const gap = civilInstant({ date: '2024-03-31', time: '01:30', ...LONDON });
    expect(gap.timezone).toBe('Europe/London');
    expect(gap.resolution).toBe('skipped');
    expectSameInstant(gap.instant.jdUt, '2024-03-31T01:30:00Z');
    const fold = civilInstant({ date: '2024-10-27', time: '01:30', ...LONDON });
    expect(fold.resolution).toBe('ambiguous');
    expectSameInstant(fold.instant.jdUt, '2024-10-27T00:30:00Z');
  });

  it('Sydney (southern hemisphere): gap on 2024-10-06 02:30, fold on 2024-04-07 02:30', () => {
    const gap = civilInstant({ date: '2024-10-06', time: '02:30', ...SYDNEY });
    expect(gap.timezone).toBe('Australia/Sydney');
    expect(gap.resolution).toBe('skipped');
    expectSameInstant(gap.instant.jdUt, '2024-10-05T16:30:00Z');
    const fold = civilInstant({ date: '2024-04-07', time: '02:30', ...SYDNEY });
    expect(fold.resolution).toBe('ambiguous');
    expectSameInstant(fold.instant.jdUt, '2024-04-06T15:30:00Z');
  });

  it('Kolkata: IST is UTC+5:30 with no daylight saving', () => {
    const r = civilInstant({ date: '2000-01-01', time: '12:00', ...KOLKATA });
    expect(r.timezone).toBe('Asia/Kolkata');
    expect(r.utcOffsetMinutes).toBe(330);
    expectSameInstant(r.instant.jdUt, '2000-01-01T06:30:00Z');
  });

  it('Tokyo: post-war daylight saving (JDT, UTC+10) in summer 1950', () => {
    const r = civilInstant({ date: '1950-07-01', time: '12:00', ...TOKYO });
    expect(r.timezone).toBe('Asia/Tokyo');
    expect(r.utcOffsetMinutes).toBe(600);
    expectSameInstant(r.instant.jdUt, '1950-07-01T02:00:00Z');
  });

  it('Paris: summer time in 1920 (WEST, UTC+1) and Paris Mean Time in 1900 (UTC+0:09:21)', () => {
    expectSameInstant(
      civilInstant({ date: '1920-07-01', time: '12:00', ...PARIS }).instant.jdUt,
      '1920-07-01T11:00:00Z',
    );
    // 1891–1911 the legal time of all France was Paris Mean Time — also in Lyon, not Lyon's own mean time.
    const pmt = civilInstant({ date: '1900-03-01', time: '12:00', ...LYON });
    expect(pmt.timezone).toBe('Europe/Paris');
    expect(pmt.isLocalMeanTime).toBe(false);
    expectSameInstant(pmt.instant.jdUt, '1900-03-01T11:50:39Z');
  });

  it('Kolkata 1900 used Madras time (UTC+5:21:10), not local mean time', () => {
    const r = civilInstant({ date: '1900-01-01', time: '12:00', ...KOLKATA });
    expect(r.isLocalMeanTime).toBe(false);
    expectSameInstant(r.instant.jdUt, '1900-01-01T06:38:50Z');
  });
});

describe('civilInstant — local mean time before standard time', () => {
  const lmtIso = (date: string, wall: string, longitude: number) =>
    new Date(Date.parse(`${date}T${wall}Z`) - longitude * 4 * 60000).toISOString();

  it('New York before the 1883-11-18 railway time: LMT of the birth longitude', () => {
    const r = civilInstant({ date: '1880-01-01', time: '10:00', ...NYC });
    expect(r.isLocalMeanTime).toBe(true);
    expect(Math.abs(r.utcOffsetMinutes - -74.006 * 4)).toBeLessThan(1e-9);
    expectSameInstant(r.instant.jdUt, lmtIso('1880-01-01', '10:00:00', NYC.longitude));
    expect(r.warnings.join(' ')).toMatch(/local mean time/);
    // After 1883-11-18 New York kept EST.
    expectSameInstant(
      civilInstant({ date: '1884-01-01', time: '10:00', ...NYC }).instant.jdUt,
      '1884-01-01T15:00:00Z',
    );
  });

  it('Paris 1850, London 1840, Kolkata 1850, Sydney 1880, Tokyo 1850: LMT from the longitude', () => {
    for (const [place, date] of [
      [PARIS, '1850-03-01'],
      [LONDON, '1840-06-01'],
      [KOLKATA, '1850-06-01'],
      [SYDNEY, '1880-06-01'],
      [TOKYO, '1850-06-01'],
    ] as const) {
      const r = civilInstant({ date, time: '09:15', ...place });
      expect(r.isLocalMeanTime).toBe(true);
      expectSameInstant(r.instant.jdUt, lmtIso(date, '09:15:00', place.longitude));
    }
  });

  it('London after 1847-12-01 keeps GMT (railway time), even at another longitude in the zone', () => {
    const r = civilInstant({ date: '1850-06-01', time: '12:00', latitude: 53.48, longitude: -2.24 }); // Manchester
    expect(r.timezone).toBe('Europe/London');
    expect(r.isLocalMeanTime).toBe(false);
    expectSameInstant(r.instant.jdUt, '1850-06-01T12:00:00Z');
  });

  it('an explicit fixed zone is never local mean time', () => {
    expect(isZoneOnLocalMeanTime('UTC', Date.UTC(1850, 0, 1))).toBe(false);
    expect(isZoneOnLocalMeanTime('Etc/GMT+5', Date.UTC(1850, 0, 1))).toBe(false);
    expectSameInstant(
      civilInstant({ date: '1850-01-01', time: '12:00', ...NYC, timezone: 'UTC' }).instant.jdUt,
      '1850-01-01T12:00:00Z',
    );
  });
});

describe('civilInstant — explicit zones, defaults and validation', () => {
  it('honours an explicit IANA zone over the coordinates', () => {
    const r = civilInstant({ date: '2024-01-15', time: '08:00:30', ...NYC, timezone: 'Asia/Tokyo' });
    expect(r.timezone).toBe('Asia/Tokyo');
    expect(r.timezoneSource).toBe('explicit');
    expectSameInstant(r.instant.jdUt, '2024-01-14T23:00:30Z');
  });

  it('assumes local noon without a time, and says so', () => {
    const r = civilInstant({ date: '2024-01-15', ...KOLKATA });
    expectSameInstant(r.instant.jdUt, '2024-01-15T06:30:00Z');
    expect(r.warnings.join(' ')).toMatch(/noon/);
  });

  it('uses a nautical zone at sea', () => {
    const r = civilInstant({ date: '2024-01-15', time: '12:00', latitude: 0, longitude: -30 });
    expect(r.timezone).toBe('Etc/GMT+2');
    expectSameInstant(r.instant.jdUt, '2024-01-15T14:00:00Z');
  });

  it('rejects bad input naming the field and the allowed range', () => {
    expectError(
      () => civilInstant({ date: '2024-01-15', time: '12:00', latitude: 91, longitude: 0 }),
      'OUT_OF_RANGE',
      'latitude',
    );
    expectError(
      () => civilInstant({ date: '2024-01-15', time: '12:00', latitude: 0, longitude: -180.5 }),
      'OUT_OF_RANGE',
      'longitude',
    );
    expectError(
      () => civilInstant({ date: '2024-01-15', time: '24:00', latitude: 0, longitude: 0 }),
      'INVALID_ARGUMENT',
      'time',
    );
    expectError(
      () => civilInstant({ date: '2024-01-15', time: '7:5', latitude: 0, longitude: 0 }),
      'INVALID_ARGUMENT',
      'time',
    );
    expectError(
      () => civilInstant({ date: '2023-02-29', time: '12:00', latitude: 0, longitude: 0 }),
      'INVALID_ARGUMENT',
      'date',
    );
    expectError(
      () => civilInstant({ date: '15/01/2024', latitude: 0, longitude: 0 }),
      'INVALID_ARGUMENT',
      'date',
    );
    expectError(
      () => civilInstant({ date: '2024-01-15', latitude: 0, longitude: 0, timezone: 'Mars/Olympus_Mons' }),
      'INVALID_ARGUMENT',
      'timezone',
    );
    expectError(
      () => civilInstant({ date: addDays(SUPPORTED_SPAN.firstDate, -1), time: '12:00', latitude: 0, longitude: 0, timezone: 'UTC' }),
      'OUT_OF_RANGE',
      'date',
    );
    expectError(() => civilInstant({ date: '2024-01-15' } as never), 'MISSING_ARGUMENT', 'latitude');
  });
});

describe('civilInstant — properties', () => {
  const zones = [
    'America/New_York',
    'Europe/London',
    'Europe/Paris',
    'Asia/Kolkata',
    'Australia/Sydney',
    'Asia/Tokyo',
  ];
  it('round-trips through localDateTime for every exact or ambiguous wall time (1950–2100)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({
          min: new Date('1950-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (timezone, d) => {
          const date = d.toISOString().slice(0, 10);
          const time = d.toISOString().slice(11, 19);
          const r = civilInstant({ date, time, latitude: 0, longitude: 0, timezone });
          const back = localDateTime(r.instant, timezone);
          if (r.resolution === 'skipped') return back.date === date && back.time > time;
          return back.date === date && back.time === time && back.utcOffsetMinutes === r.utcOffsetMinutes;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is non-decreasing in the wall-clock time within a day', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: 0, max: 1438 }), (timezone, minutes) => {
        const t = (m: number) =>
          `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        // A day without transitions: 2024-06-15 (no zone above changes offset that day).
        const a = civilInstant({ date: '2024-06-15', time: t(minutes), latitude: 0, longitude: 0, timezone });
        const b = civilInstant({
          date: '2024-06-15',
          time: t(minutes + 1),
          latitude: 0,
          longitude: 0,
          timezone,
        });
        return b.instant.jdUt > a.instant.jdUt;
      }),
    );
  });
});
