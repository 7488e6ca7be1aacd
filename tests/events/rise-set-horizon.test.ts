/**
 * Issue 11 bug #2: rises and sets minutes apart at high latitude. References: the U.S. Naval Observatory's
 * table of the Moon's rise and set at 80°N, 130°E for 2034 (tests/fixtures, with its provenance) and a dense
 * 2-minute sampling of the altitude itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { horizonModel, planetaryHoursOf, riseSetBetween } from '../../src/events/index.js';
import { findRiseSet, isAboveHorizon, riseSetTransit } from '../../src/records/index.js';
import { julianDay } from '../../src/time/julian-day.js';
import usno from '../fixtures/usno-moon-rise-set-2034-e130-n80.json';

const MINUTE_DAYS = 1 / 1440;
/** USNO rounds to the minute; its Moon differs from Meeus's h0 = 0.7275π − 34′ by well under a minute: 2 min. */
const USNO_TOLERANCE_DAYS = 2 * MINUTE_DAYS;
/** Dense sampling step of the property test. */
const SAMPLE_STEP_DAYS = 2 * MINUTE_DAYS;
/** A sign change between two samples has a reported event within the sampling step (plus 1 s of slack). */
const SAMPLED_TOLERANCE_DAYS = SAMPLE_STEP_DAYS + 1 / 86400;

/**
 * 2022-02-20 at 80°N, 0°E, the first sunrise after the polar night: the Sun's noon altitude is 90° − φ + δ with
 * δ ≈ −10.80° (δ at 12h UT), i.e. −0.80°, 0.03° above h0 = −0°50′; with the altitude's curvature at noon,
 * cos φ cos δ (2π rad/day)² ≈ 380°/day², the Sun is up for 2·√(2·0.03/380) day ≈ 25 minutes — less than an hour.
 */
const SHORT_DAY = { date: '2022-02-20', maxDayDays: 1 / 24 } as const;

const place = { latitude: usno.latitude, longitude: usno.longitude };
/** UT Julian Day of an ISO UT instant, for the comparison with the table (minutes since 0h UT of the date). */
const jdOf = (date: string, hhmm: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  return julianDay(y, m, d, hh + mm / 60);
};
const jdOfIso = (iso: string | null): number =>
  iso === null ? Number.NaN : Date.parse(iso) / 86400e3 + 2440587.5;

describe('issue 11 #2: short excursions above and below the horizon', () => {
  it('issue 11 #2: at 80°N, 130°E the Moon rises 14:19 and sets 14:41 UT on 2034-05-02 (USNO)', () => {
    const day = riseSetTransit({ body: 'Moon', date: '2034-05-02', ...place, timezone: 'UTC' });
    expect(Math.abs(jdOfIso(day.rise) - jdOf('2034-05-02', '14:19'))).toBeLessThan(USNO_TOLERANCE_DAYS);
    expect(Math.abs(jdOfIso(day.set) - jdOf('2034-05-02', '14:41'))).toBeLessThan(USNO_TOLERANCE_DAYS);
    expect(day.neverRises).toBe(false);
    expect(day.isCircumpolar).toBe(false);
    const events = findRiseSet({
      body: 'Moon',
      from: '2034-05-02T00:00:00Z',
      to: '2034-05-03T00:00:00Z',
      ...place,
    });
    expect(events.filter((e) => e.type === 'rise' || e.type === 'set').map((e) => e.type)).toEqual([
      'rise',
      'set',
    ]);
    expect(isAboveHorizon('Moon', place, '2034-05-02T14:30:00Z')).toBe(true);
  });

  it('issue 11 #2: at 80°N, 130°E the Moon sets 13:21 and rises 13:51 UT on 2034-05-16 (USNO)', () => {
    const day = riseSetTransit({ body: 'Moon', date: '2034-05-16', ...place, timezone: 'UTC' });
    expect(Math.abs(jdOfIso(day.set) - jdOf('2034-05-16', '13:21'))).toBeLessThan(USNO_TOLERANCE_DAYS);
    expect(Math.abs(jdOfIso(day.rise) - jdOf('2034-05-16', '13:51'))).toBeLessThan(USNO_TOLERANCE_DAYS);
  });

  it('issue 11 #2: the Moon at 80°N, 130°E in May 2034 matches USNO day by day, polar days and nights included', () => {
    for (const row of usno.days) {
      const day = riseSetTransit({ body: 'Moon', date: row.date, ...place, timezone: 'UTC' });
      for (const key of ['rise', 'set'] as const) {
        const expected = row[key];
        if (expected === null) expect(day[key], `${row.date} ${key}`).toBeNull();
        else
          expect(Math.abs(jdOfIso(day[key]) - jdOf(row.date, expected)), `${row.date} ${key}`).toBeLessThan(
            USNO_TOLERANCE_DAYS,
          );
      }
      const continuously = 'continuously' in row ? row.continuously : undefined;
      expect(day.isCircumpolar, `${row.date} above`).toBe(continuously === 'above');
      expect(day.neverRises, `${row.date} below`).toBe(continuously === 'below');
    }
  });

  it('issue 11 #2: polar day and polar night have no crossing in findRiseSet, only transits', () => {
    const svalbard = { latitude: 80, longitude: 15 };
    for (const [from, to, up] of [
      ['2024-06-01T00:00:00Z', '2024-06-11T00:00:00Z', true],
      ['2024-12-15T00:00:00Z', '2024-12-25T00:00:00Z', false],
    ] as const) {
      const events = findRiseSet({ body: 'Sun', from, to, ...svalbard });
      expect(events.filter((e) => e.type === 'rise' || e.type === 'set')).toEqual([]);
      expect(events.filter((e) => e.type === 'transit').length).toBe(10);
      expect(isAboveHorizon('Sun', svalbard, from)).toBe(up);
    }
  });

  it('issue 11 #2: property — every sign change of altitude − h0 sampled every 2 minutes has a reported rise/set', () => {
    const bodies = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...bodies),
        // Weighted towards high latitudes, where short excursions happen.
        fc.oneof(
          fc.double({ min: -89, max: 89, noNaN: true }),
          fc.double({ min: 60, max: 85, noNaN: true }).map((x) => (x > 72.5 ? x : -x)),
        ),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: Math.ceil(julianDay(1900, 1, 1)), max: Math.ceil(julianDay(2100, 1, 1)) }),
        (body, latitude, longitude, day) => {
          const at = { latitude, longitude };
          const from = day - 0.5;
          const to = from + 1;
          const model = horizonModel(body, at, from);
          const events = riseSetBetween(body, at, from, to).filter(
            (e) => e.type === 'rise' || e.type === 'set',
          );
          let prev = model.altitudeAboveH0(from);
          for (let t = from + SAMPLE_STEP_DAYS; t <= to; t += SAMPLE_STEP_DAYS) {
            const v = model.altitudeAboveH0(t);
            if (v > 0 !== prev > 0) {
              const type = v > 0 ? 'rise' : 'set';
              const near = events.filter(
                (e) => e.type === type && Math.abs(e.jdUt - t) < SAMPLED_TOLERANCE_DAYS,
              );
              expect(
                near.length,
                `${body} ${latitude} ${longitude} ${day} ${type} near ${t}`,
              ).toBeGreaterThan(0);
            }
            prev = v;
          }
        },
      ),
      {
        numRuns: 100,
        // The two USNO cases (a rising and a setting minutes apart) are always among the runs.
        examples: [
          ['Moon', usno.latitude, usno.longitude, Math.ceil(julianDay(2034, 5, 2))],
          ['Moon', usno.latitude, usno.longitude, Math.ceil(julianDay(2034, 5, 16))],
        ],
      },
    );
  });

  it('issue 11 #2: planetary hours use a sunrise–sunset excursion of under an hour (80°N, the first sunrise after the polar night)', () => {
    const at = { latitude: 80, longitude: 0 };
    const hours = planetaryHoursOf(SHORT_DAY.date, at, 'UTC');
    expect(hours.method).toBe('sunrise-sunset');
    expect(hours.sunsetJdUt! - hours.sunriseJdUt!).toBeLessThan(SHORT_DAY.maxDayDays);
  });
});
