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
import { localDayMs } from '../time/intl-local-day.js';

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
const HOUR_MS = 3600e3;
/**
 * The equation of time peaks at +16.4 minutes in early November (Meeus ch. 28) and grows with the perihelion's advance:
 * 16.55 minutes measured on 2150-11-03. The Sun transits within 17 minutes of local mean noon over 1850–2150.
 */
const EQUATION_OF_TIME_MAX_MS = 17 * 60e3;

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
          // The local day, from the zone rules of the platform: the reference searches it on its own, whole.
          const [dayStart, dayEnd] = localDayMs(date, c.timezone);
          for (const [key, dir] of [['rise', +1], ['set', -1]] as const) {
            // The reference's first event of that kind in the day (null when it finds none before the day ends).
            const ref = AE.SearchRiseSet(AE.Body[body], obs, dir, new Date(dayStart), (dayEnd - dayStart) / 86400e3);
            if (ref === null) {
              expect(got[key], `${date} ${key}: the reference finds none in the day`).toBeNull();
            } else {
              expect(got[key], `${date} ${key}: the reference finds ${ref.date.toISOString()}`).not.toBeNull();
              expect(Math.abs(ref.date.getTime() - ms(got[key])), `${date} ${key}`).toBeLessThan(tol);
            }
          }
          const refTransit = AE.SearchHourAngle(AE.Body[body], obs, 0, new Date(dayStart)).time.date.getTime();
          if (refTransit >= dayEnd) {
            expect(got.transit, `${date} transit: the reference finds none in the day`).toBeNull();
          } else {
            expect(got.transit, `${date} transit: the reference finds ${new Date(refTransit).toISOString()}`).not.toBeNull();
            expect(Math.abs(refTransit - ms(got.transit)), `${date} transit`).toBeLessThan(
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
  it('property: at non-polar latitudes the Sun rises, culminates near local mean noon and sets, in that order, in the local day', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.date({ min: new Date('1850-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true }),
        (latitude, longitude, d) => {
          const date = d.toISOString().slice(0, 10);
          // The whole-hour zone nearest to local mean time (Etc/GMT signs are inverted: Etc/GMT-10 is UTC+10), so that
          // local noon falls within 30 minutes of 12:00 and the whole day, rise to set, inside the local date.
          const hours = Math.round(longitude / 15);
          const timezone = hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
          const r = riseSetTransit({ body: 'Sun', date, latitude, longitude, timezone });
          expect(r.isCircumpolar).toBe(false);
          expect(r.neverRises).toBe(false);
          const [rise, transit, set] = [ms(r.rise), ms(r.transit), ms(r.set)];
          const where = `${date} at ${latitude}°, ${longitude}° (${timezone}): ${r.rise} ${r.transit} ${r.set}`;
          // Below the polar circles the Sun rises and sets every day: all three events, in order, under 24 h apart.
          expect(rise, where).toBeLessThan(transit);
          expect(transit, where).toBeLessThan(set);
          expect(set - rise, where).toBeLessThan(24 * HOUR_MS);
          // The Sun culminates at local mean noon (12:00 UT − longitude/15 h) plus the equation of time.
          const meanNoon = Date.parse(`${date}T12:00:00Z`) - (longitude / 15) * HOUR_MS;
          expect(Math.abs(transit - meanNoon), where).toBeLessThan(EQUATION_OF_TIME_MAX_MS);
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
