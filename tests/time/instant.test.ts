import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UraniaError } from '../../src/errors/urania-error.js';
import { deltaT } from '../../src/time/delta-t.js';
import {
  dateFromInstant,
  instant,
  instantFromJulianDay,
  isoDate,
  isoString,
  SUPPORTED_RANGE,
} from '../../src/time/instant.js';
import { addDays } from '../../src/time/local-day.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { epochMsFromJd } from '../../src/time/unix-time.js';

const MS_DAYS = 1 / 86400000;
/** Resolution of a JD near 2.4e6 in a double (2 ulp ≈ 9e-10 d ≈ 80 µs). */
const JD_FLOAT_RESOLUTION = 1e-9;

function expectCode(fn: () => unknown, code: string, field = 'at') {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(UraniaError);
    expect((e as UraniaError).code).toBe(code);
    expect((e as UraniaError).details).toMatchObject({ field });
    return;
  }
  throw new Error(`expected ${code}`);
}

describe('instant()', () => {
  it('parses a date as 00:00 UTC and J2000.0 as JD 2451545.0', () => {
    expect(instant('2000-01-01').jdUt).toBe(2451544.5);
    expect(Math.abs(instant('2000-01-01T12:00:00Z').jdUt - 2451545.0)).toBeLessThan(MS_DAYS);
  });

  it('applies offsets: 2024-03-20T08:36:00+05:30 = 2024-03-20T03:06:00Z', () => {
    const a = instant('2024-03-20T08:36:00+05:30');
    const b = instant('2024-03-20T03:06:00Z');
    const c = instant('2024-03-19T23:06-0400');
    expect(Math.abs(a.jdUt - b.jdUt)).toBeLessThan(MS_DAYS);
    expect(Math.abs(c.jdUt - b.jdUt)).toBeLessThan(MS_DAYS);
    // JD of 2024-03-20 03:06 UT: 2460389.5 + 3.1/24.
    expect(Math.abs(b.jdUt - (2460389.5 + 3.1 / 24))).toBeLessThan(MS_DAYS);
  });

  it('accepts fractional seconds and Date objects', () => {
    const a = instant('2024-03-20T03:06:00.250Z');
    const b = instant(new Date(Date.UTC(2024, 2, 20, 3, 6, 0, 250)));
    expect(Math.abs(a.jdUt - b.jdUt)).toBeLessThan(MS_DAYS);
  });

  it('returns an Instant unchanged and carries TT = UT + ΔT', () => {
    const at = instant('1990-05-05T05:05:05Z');
    expect(instant(at)).toBe(at);
    expect(Math.abs(at.jdTt - at.jdUt - deltaT(at.jdUt) / 86400)).toBeLessThan(JD_FLOAT_RESOLUTION);
  });

  it('rejects malformed strings, impossible dates and missing zones with INVALID_ARGUMENT', () => {
    for (const bad of [
      '',
      'yesterday',
      '2024-13-01',
      '2023-02-29',
      '2024-03-20T25:00Z',
      '2024-03-20T12:60Z',
      '2024-03-20T12:00:00',
      '2024-03-20T12:00+19:00',
    ]) {
      expectCode(() => instant(bad), 'INVALID_ARGUMENT');
    }
    expectCode(() => instant(new Date(Number.NaN)), 'INVALID_ARGUMENT');
    expectCode(() => instant(42 as never), 'INVALID_ARGUMENT');
  });

  it('rejects the second before the span and its end (1799, 2201 today) with OUT_OF_RANGE naming the field', () => {
    const before = `${addDays(SUPPORTED_SPAN.firstDate, -1)}T23:59:59Z`;
    const after = SUPPORTED_SPAN.to.slice(0, 10);
    expectCode(() => instant(before), 'OUT_OF_RANGE');
    expectCode(() => instant(SUPPORTED_SPAN.to), 'OUT_OF_RANGE');
    expectCode(() => instant(after, 'from'), 'OUT_OF_RANGE', 'from');
    expectCode(() => instant(after, { field: 'to' }), 'OUT_OF_RANGE', 'to');
    expect(instant(SUPPORTED_SPAN.from).jdUt).toBe(SUPPORTED_RANGE.fromJd);
    expect(() => instant(`${SUPPORTED_SPAN.lastDate}T23:59:59Z`)).not.toThrow();
  });

  it('renders ISO strings at each precision', () => {
    const jd = instant('2024-03-20T03:06:07.891Z').jdUt;
    expect(isoString(jd)).toBe('2024-03-20T03:06:08Z'); // rounded, not truncated
    expect(isoString(jd, 'minute')).toBe('2024-03-20T03:06Z');
    expect(isoString(instant('2024-03-20T03:06:31Z').jdUt, 'minute')).toBe('2024-03-20T03:07Z');
    expect(isoString(jd, 'millisecond')).toBe('2024-03-20T03:06:07.891Z');
    expect(isoDate(jd)).toBe('2024-03-20');
    expect(dateFromInstant(instant('2024-03-20T03:06:07.891Z')).toISOString()).toBe(
      '2024-03-20T03:06:07.891Z',
    );
  });
});

describe('instantFromJulianDay', () => {
  it('keeps the given scale exactly: UT in, jdUt out; TT in, jdTt out', () => {
    fc.assert(
      fc.property(
        fc.double({ min: SUPPORTED_RANGE.fromJd + 1, max: SUPPORTED_RANGE.toJd - 1, noNaN: true }),
        (jd) => {
          const tt = instantFromJulianDay(jd, 'TT');
          const ut = instantFromJulianDay(jd, 'UT');
          return (
            tt.jdTt === jd &&
            ut.jdUt === jd &&
            Math.abs(tt.jdTt - tt.jdUt - deltaT(tt.jdUt) / 86400) < JD_FLOAT_RESOLUTION
          );
        },
      ),
    );
  });

  it('rejects non-finite days, unknown scales and out-of-range days', () => {
    expectCode(() => instantFromJulianDay(Number.NaN), 'INVALID_ARGUMENT', 'jd');
    expectCode(() => instantFromJulianDay(2451545, 'TDB' as never), 'INVALID_ARGUMENT', 'scale');
    expectCode(() => instantFromJulianDay(SUPPORTED_RANGE.fromJd - 0.1), 'OUT_OF_RANGE', 'jd');
  });
});

describe('instant properties', () => {
  it('is strictly monotonic in the input time (UT and TT)', () => {
    const min = epochMsFromJd(SUPPORTED_RANGE.fromJd);
    const max = epochMsFromJd(SUPPORTED_RANGE.toJd) - 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min, max }), fc.integer({ min: 1, max: 10 * 86400000 }), (ms, step) => {
        fc.pre(ms + step <= max);
        const a = instant(new Date(ms));
        const b = instant(new Date(ms + step));
        return b.jdUt > a.jdUt && b.jdTt > a.jdTt;
      }),
    );
  });

  it('ISO string -> instant -> ISO string round-trips to the millisecond (Date text read as proleptic Gregorian)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(epochMsFromJd(SUPPORTED_RANGE.fromJd)),
          max: new Date(epochMsFromJd(SUPPORTED_RANGE.toJd) - 1000),
          noInvalidDate: true,
        }),
        (d) => {
          const text = d.toISOString();
          return isoString(instant(text, { calendar: 'gregorian' }).jdUt, 'millisecond', 'gregorian') === text.replace(/^\+0*/, '');
        },
      ),
    );
  });
});
