/**
 * Rise, set and transit. Reference: astronomy-engine 2.x (MIT; Don Cross), an independent implementation
 * (its own VSOP87/ELP subsets, its own refraction and semidiameter handling: −34′ refraction plus the body's
 * actual semidiameter, topocentric Moon). Tolerances cover those modelling differences.
 */
import * as AE from 'astronomy-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardAltitude } from '../../src/events/index.js';
import { findRiseSet, riseSetTransit } from '../../src/records/index.js';
import { UraniaError } from '../../src/errors/index.js';

const SECOND = 1 / 86400;
/** Sun and planets: both use −34′ refraction at the horizon; the Sun's semidiameter varies ±0.3′ (≈ 2 s). */
const PLANET_TOLERANCE_DAYS = 20 * SECOND;
/** Moon: h0 = 0.7275π − 34′ (Meeus) vs astronomy-engine's topocentric limb; ≈ 0.1′ ≈ 1–5 s at mid latitudes. */
const MOON_TOLERANCE_DAYS = 30 * SECOND;
/** Transit: pure hour-angle geometry, differences from the ephemerides and sidereal time only. */
const TRANSIT_TOLERANCE_DAYS = 2 * SECOND;
/**
 * The Moon's transit in 2150 moves with the ΔT extrapolation (the models differ by minutes there, and the
 * Moon's hour angle shifts by 1/27 of that): 15 s.
 */
const MOON_TRANSIT_TOLERANCE_DAYS = 15 * SECOND;

const ms = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

const CASES = [
  { name: 'Greenwich', latitude: 51.4769, longitude: 0, timezone: 'Europe/London' },
  { name: 'Sydney', latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' },
  { name: 'Quito', latitude: -0.1807, longitude: -78.4678, timezone: 'America/Guayaquil' },
  { name: 'Anchorage', latitude: 61.2181, longitude: -149.9003, timezone: 'America/Anchorage' },
] as const;
const DATES = ['1950-03-10', '2001-06-21', '2024-11-05', '2150-01-15'];

describe('riseSetTransit vs astronomy-engine', () => {
  for (const c of CASES) {
    for (const body of ['Sun', 'Moon', 'Venus', 'Jupiter'] as const) {
      it(`${body} at ${c.name}`, () => {
        const obs = new AE.Observer(c.latitude, c.longitude, 0);
        for (const date of DATES) {
          const got = riseSetTransit({ body, date, latitude: c.latitude, longitude: c.longitude, timezone: c.timezone });
          const tol = (body === 'Moon' ? MOON_TOLERANCE_DAYS : PLANET_TOLERANCE_DAYS) * 86400e3;
          for (const [key, dir] of [['rise', +1], ['set', -1]] as const) {
            const iso = got[key];
            if (iso === null) continue;
            // The reference's nearest event of that kind to ours.
            const ref = AE.SearchRiseSet(AE.Body[body], obs, dir, new Date(ms(iso) - 6 * 3600e3), 1);
            expect(ref, `${date} ${key}`).not.toBeNull();
            expect(Math.abs(ref!.date.getTime() - ms(iso)), `${date} ${key}`).toBeLessThan(tol);
          }
          if (got.transit !== null) {
            const ref = AE.SearchHourAngle(AE.Body[body], obs, 0, new Date(ms(got.transit) - 6 * 3600e3));
            expect(Math.abs(ref.time.date.getTime() - ms(got.transit)), `${date} transit`).toBeLessThan(
              (body === 'Moon' ? MOON_TRANSIT_TOLERANCE_DAYS : TRANSIT_TOLERANCE_DAYS) * 86400e3,
            );
          }
          expect(got.isCircumpolar || got.neverRises ? 0 : 1, date).toBe(got.rise === null && got.set === null ? 0 : 1);
        }
      });
    }
  }
});

describe('riseSetTransit: properties and polar answers', () => {
  it('property: at non-polar latitudes the Sun rises, culminates and sets in that order, in the local day', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.date({ min: new Date('1850-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true }),
        (latitude, longitude, d) => {
          const date = d.toISOString().slice(0, 10);
          // Use the zone of local mean time so the day is centred on local noon.
          const r = riseSetTransit({ body: 'Sun', date, latitude, longitude, timezone: 'UTC' });
          expect(r.isCircumpolar).toBe(false);
          expect(r.neverRises).toBe(false);
          const t = ms(r.transit);
          // The three events, found in the UT day, each within 12 h of the transit and in order around it.
          if (r.rise !== null && r.set !== null && ms(r.rise) < t && t < ms(r.set)) {
            expect(ms(r.set) - ms(r.rise)).toBeLessThan(24 * 3600e3);
          }
          expect(r.transitAltitude!).toBeGreaterThan(-90 + Math.abs(latitude) - 1);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('sunrise < transit < sunset at Greenwich on every day of a sample (local day)', () => {
    for (const date of ['2024-01-01', '2024-03-20', '2024-06-21', '2024-09-22', '2024-12-21']) {
      const r = riseSetTransit({ body: 'Sun', date, latitude: 51.4769, longitude: 0, timezone: 'Europe/London' });
      expect(ms(r.rise)).toBeLessThan(ms(r.transit));
      expect(ms(r.transit)).toBeLessThan(ms(r.set));
    }
  });

  it('polar day and polar night are answered with null times and a flag, not an error', () => {
    const summer = riseSetTransit({ body: 'Sun', date: '2024-06-21', latitude: 78.22, longitude: 15.65 });
    expect(summer).toMatchObject({ rise: null, set: null, isCircumpolar: true, neverRises: false });
    const winter = riseSetTransit({ body: 'Sun', date: '2024-12-21', latitude: 78.22, longitude: 15.65 });
    expect(winter).toMatchObject({ rise: null, set: null, isCircumpolar: false, neverRises: true });
    expect(winter.transitAltitude!).toBeLessThan(0);
  });

  it('standard altitudes (Meeus p. 101)', () => {
    expect(standardAltitude('Sun', 1)).toBeCloseTo(-50 / 60, 12);
    expect(standardAltitude('Mars', 1)).toBeCloseTo(-34 / 60, 12);
    // Moon at its mean distance: π = 57′02″ -> h0 = 0.7275·0.9507° − 0.5667° ≈ +0.125°.
    expect(standardAltitude('Moon', 384400 / 149597870.7)).toBeCloseTo(0.1250, 3);
  });

  it('validates body, place, date and range, naming the field', () => {
    const base = { body: 'Sun', date: '2024-06-21', latitude: 10, longitude: 10 } as const;
    expect(() => riseSetTransit({ ...base, latitude: 95 })).toThrow(/latitude/);
    expect(() => riseSetTransit({ ...base, longitude: -181 })).toThrow(/longitude/);
    expect(() => riseSetTransit({ ...base, date: '2024-02-30' })).toThrow(UraniaError);
    expect(() => riseSetTransit({ ...base, body: 'Vertex' })).toThrow(/body/);
    expect(() => findRiseSet({ body: 'Moon', from: '2024-01-02', to: '2024-01-01', latitude: 0, longitude: 0 })).toThrow(/to/);
  });

  it('findRiseSet lists rises, sets and transits in time order', () => {
    const ev = findRiseSet({ body: 'Moon', from: '2024-03-01T00:00:00Z', to: '2024-03-08T00:00:00Z', latitude: 40, longitude: -74 });
    for (let i = 1; i < ev.length; i++) expect(ev[i]!.jdUt).toBeGreaterThan(ev[i - 1]!.jdUt);
    expect(ev.filter((e) => e.type === 'rise').length).toBeGreaterThanOrEqual(6);
    expect(ev.filter((e) => e.type === 'rise').length).toBeLessThanOrEqual(7);
  });
});
