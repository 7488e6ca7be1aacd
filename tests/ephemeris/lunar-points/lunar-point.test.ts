import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UraniaError } from '../../../src/errors/urania-error.js';
import { signedDelta } from '../../../src/units/angle.js';
import {
  LUNAR_POINTS,
  LUNAR_POINT_RANGE,
  lunarPoint,
  lunarPointSpeed,
  type LunarPoint,
} from '../../../src/ephemeris/lunar-points/index.js';
import { LUNAR_POINT_ROWS } from './reference.js';

const ARCSEC = 1 / 3600;

/** Accuracy goals of issue #3 (max longitude error over 1800–2200 vs the reference, TT). */
const GOAL_ARCSEC: Record<LunarPoint, number> = {
  NorthNodeMean: 2,
  LilithMean: 2,
  NorthNode: 5,
  LilithTrue: 30,
};
/** Latitude goals: the nodes are on the ecliptic by definition; the apogees share the longitude goal. */
const LATITUDE_GOAL_ARCSEC: Record<LunarPoint, number> = { NorthNodeMean: 0, NorthNode: 0, LilithMean: 2, LilithTrue: 30 };
/** Distances are conventions (see docs/lunar-points.md); they agree with the reference to this relative bound. */
const DISTANCE_RELATIVE = 1e-5;
/** Speed goal of issue #3: 5″/day. */
const SPEED_GOAL_DEG_PER_DAY = 5 * ARCSEC;
/** Every point, the osculating apogee included, meets the 5″/day goal (measured 2.3″/day for LilithTrue). */
const SPEED_BOUND: Record<LunarPoint, number> = {
  NorthNodeMean: SPEED_GOAL_DEG_PER_DAY,
  LilithMean: SPEED_GOAL_DEG_PER_DAY,
  NorthNode: SPEED_GOAL_DEG_PER_DAY,
  LilithTrue: SPEED_GOAL_DEG_PER_DAY,
};

function stats(errors: number[]): { max: number; rms: number } {
  const max = Math.max(...errors.map(Math.abs));
  const rms = Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length);
  return { max, rms };
}

describe('lunarPoint vs the Swiss Ephemeris reference (tests/fixtures/lunar-points.json, 300 instants 1800–2200)', () => {
  for (const point of LUNAR_POINTS) {
    it(`${point}: longitude ≤ ${GOAL_ARCSEC[point]}″, latitude ≤ ${LATITUDE_GOAL_ARCSEC[point]}″, distance`, () => {
      const lonErr: number[] = [];
      const latErr: number[] = [];
      for (const row of LUNAR_POINT_ROWS) {
        const ref = row[point];
        const got = lunarPoint(point, row.jd_tt);
        lonErr.push(signedDelta(ref.lon, got.longitude) / ARCSEC);
        latErr.push((got.latitude - ref.lat) / ARCSEC);
        expect(Math.abs(got.distanceAu / ref.dist - 1)).toBeLessThan(DISTANCE_RELATIVE);
      }
      const lon = stats(lonErr);
      const lat = stats(latErr);
      // Printed so the measured numbers can be copied into docs/lunar-points.md.
      console.log(`${point}: lon max ${lon.max.toFixed(3)}″ rms ${lon.rms.toFixed(3)}″; lat max ${lat.max.toFixed(3)}″`);
      expect(lon.max).toBeLessThanOrEqual(GOAL_ARCSEC[point]);
      expect(lat.max).toBeLessThanOrEqual(LATITUDE_GOAL_ARCSEC[point] + 1e-9);
    });
  }

  it('daily speeds agree with the reference within 5″/day', () => {
    for (const point of LUNAR_POINTS) {
      const errors = LUNAR_POINT_ROWS.map((row) => (lunarPointSpeed(point, row.jd_tt) - row[point].speed) / ARCSEC);
      const { max, rms } = stats(errors);
      console.log(`${point}: speed max ${max.toFixed(3)}″/day rms ${rms.toFixed(3)}″/day`);
      expect(max).toBeLessThan(SPEED_BOUND[point] / ARCSEC);
    }
  });
});

describe('lunarPoint properties', () => {
  const jdTt = fc.double({ min: LUNAR_POINT_RANGE.fromJdTt, max: LUNAR_POINT_RANGE.toJdTt, noNaN: true });
  const point = fc.constantFrom(...LUNAR_POINTS);

  it('longitude is in [0, 360), latitude in [−5.5°, 5.5°], distance near the Moon’s', () => {
    fc.assert(
      fc.property(point, jdTt, (p, jd) => {
        const got = lunarPoint(p, jd);
        expect(got.longitude).toBeGreaterThanOrEqual(0);
        expect(got.longitude).toBeLessThan(360);
        expect(Math.abs(got.latitude)).toBeLessThanOrEqual(5.5);
        // 350,000–410,000 km ≈ 0.00234–0.00274 AU for any point of the lunar orbit
        expect(got.distanceAu).toBeGreaterThan(0.0023);
        expect(got.distanceAu).toBeLessThan(0.0028);
      }),
      { numRuns: 200 },
    );
  });

  it('the analytic speeds of the osculating points equal a symmetric difference of their longitudes', () => {
    // h = 0.005 d: the difference's own error h²/6·λ‴ stays below ~0.02″/day for the apogee's fastest swings;
    // the analytic speed takes the rate of Δψ from its four largest terms (≤ 0.08″/day).
    const h = 0.005;
    fc.assert(
      fc.property(fc.constantFrom<LunarPoint>('NorthNode', 'LilithTrue'), fc.double({ min: LUNAR_POINT_RANGE.fromJdTt + 1, max: LUNAR_POINT_RANGE.toJdTt - 1, noNaN: true }), (p, jd) => {
        const fd = signedDelta(lunarPoint(p, jd - h).longitude, lunarPoint(p, jd + h).longitude) / (2 * h);
        expect(Math.abs(lunarPointSpeed(p, jd) - fd)).toBeLessThan(0.2 * ARCSEC);
      }),
      { numRuns: 100 },
    );
  });

  it('the speeds of the mean points equal a five-point difference of their longitudes, nutation included', () => {
    // The speed differences the mean elements alone and adds the rate of Δψ from the series differentiated (issue 30);
    // the longitudes here carry Δψ itself. h = 0.05 d: the difference's own error is below 1e-8″/day.
    const h = 0.05;
    fc.assert(
      fc.property(fc.constantFrom<LunarPoint>('NorthNodeMean', 'LilithMean'), fc.double({ min: LUNAR_POINT_RANGE.fromJdTt + 1, max: LUNAR_POINT_RANGE.toJdTt - 1, noNaN: true }), (p, jd) => {
        const ref = lunarPoint(p, jd).longitude;
        const at = (k: number) => signedDelta(ref, lunarPoint(p, jd + k * h).longitude);
        const fd = (at(-2) - 8 * at(-1) + 8 * at(1) - at(2)) / (12 * h);
        expect(Math.abs(lunarPointSpeed(p, jd) - fd)).toBeLessThan(1e-6 * ARCSEC);
      }),
      { numRuns: 200 },
    );
  });

  it('the nodes lie on the ecliptic', () => {
    fc.assert(
      fc.property(fc.constantFrom<LunarPoint>('NorthNode', 'NorthNodeMean'), jdTt, (p, jd) => {
        expect(lunarPoint(p, jd).latitude).toBe(0);
      }),
      { numRuns: 50 },
    );
  });

  it('the mean node always regresses, by 360° in about 18.6 years (−0.0529 to −0.0530°/day)', () => {
    fc.assert(
      fc.property(jdTt, (jd) => {
        const speed = lunarPointSpeed('NorthNodeMean', jd);
        // 360° / (18.6 × 365.25 d) = 0.05299°/day; nutation adds at most ±0.0003°/day
        expect(speed).toBeLessThan(-0.0525);
        expect(speed).toBeGreaterThan(-0.0535);
      }),
      { numRuns: 100 },
    );
  });

  it('the mean apogee advances (one revolution in about 8.85 years: +0.111°/day, ±0.01 from projection)', () => {
    fc.assert(
      fc.property(jdTt, (jd) => {
        const speed = lunarPointSpeed('LilithMean', jd);
        expect(speed).toBeGreaterThan(0.1);
        expect(speed).toBeLessThan(0.125);
      }),
      { numRuns: 100 },
    );
  });

  it('the true node oscillates about the mean node by less than 2° since 1000 (2.1° before), the true apogee about the mean apogee by less than 35°', () => {
    // The node's swing grows into the past with the Earth's orbital eccentricity (the Sun's pull on the lunar orbit):
    // worst gaps in 300,000 random instants per millennium, session 20: 2.078° (−3000..−2000), 2.034, 2.012, 2.000
    // (0..1000), 1.994 (1000..2000), 1.987 (2000..3000). A flat 2° bound failed by chance on a seed near −2760.
    const YEAR_1000_JD_TT = 2451545 - 1000 * 365.25;
    fc.assert(
      fc.property(jdTt, (jd) => {
        const nodeGap = Math.abs(signedDelta(lunarPoint('NorthNodeMean', jd).longitude, lunarPoint('NorthNode', jd).longitude));
        const apogeeGap = Math.abs(signedDelta(lunarPoint('LilithMean', jd).longitude, lunarPoint('LilithTrue', jd).longitude));
        expect(nodeGap).toBeLessThan(jd >= YEAR_1000_JD_TT ? 2 : 2.1);
        expect(apogeeGap).toBeLessThan(35);
      }),
      { numRuns: 100 },
    );
  });

  it('the mean apogee latitude vanishes where it crosses the mean node line and peaks ±i at 90° from it', () => {
    fc.assert(
      fc.property(jdTt, (jd) => {
        const node = lunarPoint('NorthNodeMean', jd).longitude;
        const apogee = lunarPoint('LilithMean', jd);
        const fromNodeRad = (signedDelta(node, apogee.longitude) * Math.PI) / 180;
        // sin β = sin i sin u and tan(λ − Ω) = cos i tan u ⇒ the sign of β is the sign of sin(λ − Ω)
        expect(Math.sign(apogee.latitude) * Math.sign(Math.sin(fromNodeRad))).not.toBe(-1);
      }),
      { numRuns: 100 },
    );
  });
});

describe('lunarPoint errors', () => {
  it('rejects an unknown point, naming the allowed values', () => {
    expect(() => lunarPoint('SouthNode' as LunarPoint, 2451545)).toThrow(UraniaError);
    try {
      lunarPoint('Lilith' as LunarPoint, 2451545);
    } catch (e) {
      expect((e as UraniaError).code).toBe('INVALID_ARGUMENT');
      expect((e as UraniaError).message).toContain('NorthNodeMean');
    }
  });

  it('rejects days outside the supported span with OUT_OF_RANGE and a non-finite day with INVALID_ARGUMENT', () => {
    expect(() => lunarPoint('NorthNode', LUNAR_POINT_RANGE.fromJdTt - 1)).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE' }),
    );
    expect(() => lunarPoint('LilithMean', LUNAR_POINT_RANGE.toJdTt + 1)).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE' }),
    );
    expect(() => lunarPoint('LilithMean', Number.NaN)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
