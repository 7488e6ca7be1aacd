import { describe, expect, it } from 'vitest';
import { civilInstant, civilTime } from '../../src/time/civil-time.js';
import { julianDay } from '../../src/time/julian-day.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { zoneOffsetMs } from '../../src/time/time-zone.js';
import { jdFromEpochMs } from '../../src/time/unix-time.js';
import { UraniaError } from '../../src/errors/urania-error.js';

/** Independence Hall, Philadelphia. */
const PHILADELPHIA = { latitude: 39.9489, longitude: -75.1652 } as const;
/** Civil time works in whole milliseconds. */
const MS_TOLERANCE = 1;
const MS_PER_DAY = 86_400_000;
const UNIX_EPOCH_JD = 2440587.5;

describe('civil time before standard time', () => {
  it("Node's ICU gives America/New_York its LMT, −4:56:02, for 1776 (and for any date before 1883-11-18)", () => {
    const LMT_NEW_YORK_MS = -(4 * 3600 + 56 * 60 + 2) * 1000;
    expect(zoneOffsetMs('America/New_York', Date.UTC(1776, 6, 4, 22))).toBe(LMT_NEW_YORK_MS);
    expect(zoneOffsetMs('America/New_York', Date.UTC(1500, 0, 1))).toBe(LMT_NEW_YORK_MS);
    expect(zoneOffsetMs('America/New_York', Date.UTC(1883, 10, 18, 18))).toBe(-5 * 3600 * 1000);
  });

  it('the US chart: Philadelphia 1776-07-04 17:10 LMT is 22:10:39.648 UT, from the coordinates alone', () => {
    const t = civilTime({ date: '1776-07-04', time: '17:10', ...PHILADELPHIA });
    expect(t.timezone).toBe('America/New_York');
    expect(t.timezoneSource).toBe('coordinates');
    expect(t.isLocalMeanTime).toBe(true);
    // LMT of −75.1652°: 75.1652 × 4 min = 300.6608 min = 5 h 00 min 39.648 s behind Greenwich.
    expect(t.utcOffsetMinutes).toBeCloseTo(-300.6608, 9);
    expect(Math.abs(t.epochMs - Date.UTC(1776, 6, 4, 22, 10, 39, 648))).toBeLessThan(MS_TOLERANCE);
    expect(t.warnings.some((w) => w.includes('local mean time'))).toBe(true);
  });

  it('civilInstant gives the same instant (1776 is inside the span)', () => {
    expect(SUPPORTED_SPAN.firstYear).toBeLessThanOrEqual(1776);
    const c = civilInstant({ date: '1776-07-04', time: '17:10', ...PHILADELPHIA });
    expect(Math.abs(c.instant.jdUt - jdFromEpochMs(Date.UTC(1776, 6, 4, 22, 10, 39, 648)))).toBeLessThan(MS_TOLERANCE / MS_PER_DAY);
  });

  it('civilInstant refuses a date before the span, naming date', () => {
    const before = `-${String(-(SUPPORTED_SPAN.firstYear - 1)).padStart(4, '0')}-07-04`;
    try {
      civilInstant({ date: before, time: '17:10', ...PHILADELPHIA });
      throw new Error('expected OUT_OF_RANGE');
    } catch (e) {
      expect(e).toBeInstanceOf(UraniaError);
      expect((e as UraniaError).code).toBe('OUT_OF_RANGE');
      expect((e as UraniaError).details.field).toBe('date');
    }
  });

  it("reads a date before 1582-10-15 in the Julian calendar: Galileo, Pisa, 1564-02-15 (Julian), and 'gregorian' on request", () => {
    const PISA = { latitude: 43.7167, longitude: 10.4 } as const;
    const t = civilTime({ date: '1564-02-15', time: '12:00', ...PISA });
    expect(t.isLocalMeanTime).toBe(true);
    expect(t.calendar).toBe('julian-gregorian');
    // Julian 1564-02-15 12:00 LMT: Meeus (7.1), Julian calendar, minus the longitude's 41.6 min of mean time.
    const expectedJd = julianDay(1564, 2, 15, 12) - PISA.longitude / 360;
    expect(Math.abs((t.epochMs / MS_PER_DAY + UNIX_EPOCH_JD - expectedJd) * MS_PER_DAY)).toBeLessThan(MS_TOLERANCE);
    const g = civilTime({ date: '1564-02-15', time: '12:00', ...PISA, calendar: 'gregorian' });
    expect(g.calendar).toBe('gregorian');
    // The same written date in the proleptic Gregorian calendar is 10 days earlier.
    expect((t.epochMs - g.epochMs) / MS_PER_DAY).toBe(10);
  });

  it('rejects an unknown calendar and a dropped day, naming the field', () => {
    const bad = (input: Parameters<typeof civilTime>[0], field: string) => {
      try {
        civilTime(input);
        throw new Error('expected INVALID_ARGUMENT');
      } catch (e) {
        expect((e as UraniaError).code).toBe('INVALID_ARGUMENT');
        expect((e as UraniaError).details.field).toBe(field);
      }
    };
    bad({ date: '1776-07-04', ...PHILADELPHIA, calendar: 'mayan' as never }, 'calendar');
    bad({ date: '1582-10-10', ...PHILADELPHIA }, 'date');
  });
});
