import * as fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { BODIES, DashaPeriod, HOUSE_SYSTEMS, NatalChartRequest, SIGNS, TWELVE_HOUSE_SYSTEMS, ZodiacPosition } from '../../src/schemas/index.js';
import * as testing from '../../src/testing/index.js';
import { instant } from '../../src/time/instant.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** UT Julian Day of an ISO date as Urania reads it (Julian calendar before 1582-10-15, expanded years). */
const jdOf = (isoDate: string): number => instant(isoDate).jdUt;

describe('dates', () => {
  it('arbIsoDate stays within its bounds and writes real calendar dates', () => {
    fc.assert(
      fc.property(testing.arbIsoDate('1899-12-25', '1900-03-05'), (d) => {
        expect(d).toMatch(ISO_DATE);
        expect(d >= '1899-12-25' && d <= '1900-03-05').toBe(true);
        expect(new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10)).toBe(d); // round-trips: no Feb 29 1900
      }),
    );
  });

  it(`arbIsoDate defaults to the supported span ${SUPPORTED_SPAN.firstDate} … ${SUPPORTED_SPAN.lastDate} and reaches both ends`, () => {
    const sample = fc.sample(testing.arbIsoDate(), { numRuns: 2000, seed: 1 });
    const [first, last] = [jdOf(SUPPORTED_SPAN.firstDate), jdOf(SUPPORTED_SPAN.lastDate)];
    expect(sample.every((d) => jdOf(d) >= first && jdOf(d) <= last)).toBe(true);
    expect(sample.some((d) => jdOf(d) < jdOf('0001-01-01')) && sample.some((d) => jdOf(d) > jdOf('2201-01-01'))).toBe(true);
    const { firstDate, lastDate } = SUPPORTED_SPAN;
    expect(fc.sample(testing.arbIsoDate(lastDate, lastDate), 3)).toEqual([lastDate, lastDate, lastDate]);
    expect(fc.sample(testing.arbIsoDate(firstDate, firstDate), 3)).toEqual([firstDate, firstDate, firstDate]);
    expect(fc.sample(testing.arbIsoDate('2200-12-31', '2200-12-31'), 3)).toEqual(['2200-12-31', '2200-12-31', '2200-12-31']);
  });

  it('arbIsoDateTime instants fall in the range whatever the offset', () => {
    fc.assert(
      fc.property(testing.arbIsoDateTime('2000-01-01', '2000-01-01'), (t) => {
        const ms = Date.parse(t);
        expect(ms).toBeGreaterThanOrEqual(Date.UTC(2000, 0, 1));
        expect(ms).toBeLessThan(Date.UTC(2000, 0, 2));
      }),
    );
  });

  it('arbClockTime writes HH:MM from 00:00 to 23:59', () => {
    fc.assert(fc.property(testing.arbClockTime(), (t) => /^([01]\d|2[0-3]):[0-5]\d$/.test(t)));
  });

  it('arbTimeZone names zones that Intl knows', () => {
    for (const zone of testing.SAMPLE_TIME_ZONES) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });

  it('rejects a malformed bound with a UraniaError naming it', () => {
    expect(() => testing.arbIsoDate('1800-1-1')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'from' }) }));
  });
});

describe('values', () => {
  it('draw only spec values', () => {
    fc.assert(
      fc.property(testing.arbSign(), testing.arbBody(), testing.arbHouseSystem(), (s, b, h) =>
        SIGNS.includes(s) && BODIES.includes(b) && HOUSE_SYSTEMS.includes(h)),
    );
  });

  it('arbTwelveHouseSystem draws the 24 twelve-house systems, the ten beyond the spec included, never Gauquelin', () => {
    const drawn = new Set(fc.sample(testing.arbTwelveHouseSystem(), { numRuns: 2000, seed: 15 }));
    expect([...drawn].every((h) => (TWELVE_HOUSE_SYSTEMS as readonly string[]).includes(h))).toBe(true);
    expect(drawn.size).toBe(24);
    expect(drawn.has('Gauquelin' as never)).toBe(false);
    expect([...drawn].some((h) => !(HOUSE_SYSTEMS as readonly string[]).includes(h))).toBe(true);
  });

  it('latitudes, longitudes and ecliptic longitudes stay in range', () => {
    fc.assert(
      fc.property(testing.arbLatitude(), testing.arbLongitude(), testing.arbEclipticLongitude(), (lat, lon, ecl) =>
        lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180 && ecl >= 0 && ecl < 360),
    );
  });
});

describe('requests', () => {
  it('electional ranges run forward, 1 to 365 days', () => {
    fc.assert(
      fc.property(testing.arbElectionalRequest(), (r) => {
        const days = jdOf(r.endDate) - jdOf(r.startDate);
        return days >= 1 && days <= 365 && jdOf(r.endDate) <= jdOf(SUPPORTED_SPAN.lastDate);
      }),
    );
  });

  it('natal requests honour date bounds', () => {
    fc.assert(
      fc.property(testing.arbNatalChartRequest({ from: '1950-01-01', to: '1950-12-31' }), (r) => r.birthDate.startsWith('1950-')),
    );
  });

  it('horoscope queries always carry the date the core composers require', () => {
    fc.assert(fc.property(testing.arbWeeklyHoroscopeQuery(), testing.arbDailyHoroscopeQuery(), (w, d) => !!w.date && !!d.date));
  });
});

describe('arbFromSchema', () => {
  it('honours the exclusive maximum of longitudes', () => {
    fc.assert(fc.property(testing.arbFromSchema(ZodiacPosition), (z) => z.longitude < 360 && z.degree < 30 && z.minute < 60));
  });

  it('builds recursive dasha periods to a bounded depth', () => {
    const depth = (p: DashaPeriod): number => 1 + Math.max(0, ...(p.subPeriods ?? []).map(depth));
    const sample = fc.sample(testing.arbFromSchema(DashaPeriod), { numRuns: 200, seed: 3 });
    expect(sample.every((p) => Value.Check(DashaPeriod, p))).toBe(true);
    expect(Math.max(...sample.map(depth))).toBeGreaterThan(1);
    expect(Math.max(...sample.map(depth))).toBeLessThanOrEqual(4);
  });
});

describe('failsOnField', () => {
  it('is false for a valid value and for a field that is not the broken one', () => {
    const ok = { birthDate: '2000-01-01', latitude: 0, longitude: 0 };
    const bad = { ...ok, latitude: 95 };
    expect(testing.failsOnField(NatalChartRequest, ok, 'latitude')).toBe(false);
    expect(testing.failsOnField(NatalChartRequest, bad, 'longitude')).toBe(false);
    expect(testing.failsOnField(NatalChartRequest, bad, 'latitude')).toBe(true);
  });

  it('points at a missing member through its parent', () => {
    expect(testing.failsOnField(NatalChartRequest, { latitude: 0, longitude: 0 }, 'birthDate')).toBe(true);
    expect(testing.failsOnField(NatalChartRequest, { latitude: 0, longitude: 0 }, 'latitude')).toBe(false);
  });
});
