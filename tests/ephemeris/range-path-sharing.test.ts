/**
 * Issues 16/17, heavy ranges: what the range path shares between bodies to make a 42-body, 50-year search cheap
 * — one fit of the contract Moon's state for the true node, the South node and the true apogee; numeric segment
 * keys; the bodies' order in `ingressesBetween` — and that the sharing changes nothing a caller sees.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apparentPlaceOf } from '../../src/ephemeris/apparent-body.js';
import { LUNAR_POINT_RANGE } from '../../src/ephemeris/lunar-points/lunar-point.js';
import { apparentFromGeocentric } from '../../src/ephemeris/apparent-place.js';
import { moonGeocentricPosition } from '../../src/ephemeris/moon.js';
import { geometricRangePlace, rangeApparentPlace, rangeContext, SEGMENT_SPECS } from '../../src/ephemeris/range-path.js';
import { SEGMENT_CACHE_CAPACITY, SegmentedChebyshev, segmentCacheSize } from '../../src/ephemeris/segmented-chebyshev.js';
import { ingressesBetween, ingressesOf } from '../../src/events/ingresses.js';
import type { Body } from '../../src/schemas/enums.js';
import { instantFromJulianDay } from '../../src/time/instant.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

const ARCSEC = 1 / 3600;
/** The range path's bound against the direct path (tests/ephemeris/range-path.test.ts, issue #3). */
const RANGE_VS_DIRECT = 0.01 * ARCSEC;
/** Speeds: the fit's derivative against the direct path's analytic rate (same bound as range-path.test.ts). */
const SPEED_RANGE_VS_DIRECT = 0.5 * ARCSEC;

function wrap(d: number): number {
  return ((((d + 180) % 360) + 360) % 360) - 180;
}

const OSCULATING = fc.constantFrom<Body>('NorthNode', 'SouthNode', 'LilithTrue');

describe('the osculating lunar points on the range path (one fit of the Moon state)', () => {
  it('property: within 0.01″ (and 0.5″/day) of the direct path over 1800–2200', () => {
    fc.assert(
      fc.property(OSCULATING, fc.double({ min: 2378500, max: 2524950, noNaN: true }), (body, jd) => {
        const direct = apparentPlaceOf(body, instantFromJulianDay(jd, 'TT'));
        const fitted = rangeApparentPlace(body, jd);
        expect(Math.abs(wrap(fitted.longitude - direct.longitude))).toBeLessThan(RANGE_VS_DIRECT);
        expect(Math.abs(fitted.latitude - direct.latitude)).toBeLessThan(RANGE_VS_DIRECT);
        expect(Math.abs(fitted.speed - direct.speed)).toBeLessThan(SPEED_RANGE_VS_DIRECT);
      }),
      { numRuns: 150 },
    );
  });

  it('property: the same over the whole span −3000..+3000, its ends included', () => {
    const from = Math.max(SUPPORTED_SPAN.fromJd, LUNAR_POINT_RANGE.fromJdTt + 3);
    const to = Math.min(SUPPORTED_SPAN.toJd, LUNAR_POINT_RANGE.toJdTt - 3);
    const jd = fc.oneof(fc.double({ min: from, max: to, noNaN: true }), fc.constantFrom(from, to, from + 0.5, to - 0.5));
    fc.assert(
      fc.property(OSCULATING, jd, (body, t) => {
        const direct = apparentPlaceOf(body, instantFromJulianDay(t, 'TT'));
        const fitted = rangeApparentPlace(body, t);
        expect(Math.abs(wrap(fitted.longitude - direct.longitude))).toBeLessThan(RANGE_VS_DIRECT);
        expect(Math.abs(fitted.latitude - direct.latitude)).toBeLessThan(RANGE_VS_DIRECT);
      }),
      { numRuns: 100 },
    );
  });

  it('the true apogee reuses the Moon-state segments the true node fitted (no second fit of the Moon)', () => {
    // A stretch no other test of this file touches: 160 days = 10 Moon-state segments, 20 apparent ones per point.
    const start = 2405000;
    const days = 160;
    const sweep = (body: Body): number => {
      const before = segmentCacheSize();
      for (let jd = start; jd < start + days; jd += 0.5) rangeApparentPlace(body, jd);
      return segmentCacheSize() - before;
    };
    const moonStateSegments = days / SEGMENT_SPECS.MoonState!.lengthDays;
    // Growth is only measurable while the bounded cache has room (nothing evicted).
    expect(segmentCacheSize()).toBeLessThan(SEGMENT_CACHE_CAPACITY - 200);
    const node = sweep('NorthNode');
    const apogee = sweep('LilithTrue');
    const south = sweep('SouthNode');
    // The node paid the Moon state (10–11 segments), the nutation (5–6) and its own 20–21.
    expect(node).toBeGreaterThanOrEqual(20 + moonStateSegments);
    // The apogee only its own apparent segments (8 days each, one more where its nodes spill over an end).
    expect(apogee).toBeLessThanOrEqual(days / 8 + 1);
    expect(apogee).toBeGreaterThanOrEqual(days / 8);
    // The South node is the opposite of the North node's fit: nothing new.
    expect(south).toBe(0);
  });
});

describe('segment keys', () => {
  it('keep fits of different names apart, at both ends of the span and at negative indices', () => {
    const a = new SegmentedChebyshev('test-keys:a', 1, { lengthDays: 1, nodes: 4 }, (jd, out) => {
      out[0] = jd;
    });
    const b = new SegmentedChebyshev('test-keys:b', 1, { lengthDays: 1, nodes: 4 }, (jd, out) => {
      out[0] = -jd;
    });
    const value = new Float64Array(1);
    for (const jd of [SUPPORTED_SPAN.fromJd + 0.25, 2451545.25, SUPPORTED_SPAN.toJd - 0.25]) {
      a.evaluate(jd, value);
      expect(value[0]).toBeCloseTo(jd, 6);
      b.evaluate(jd, value);
      expect(value[0]).toBeCloseTo(-jd, 6);
    }
  });

  it('let two fits of one name share their segments (the name is the identity)', () => {
    const first = new SegmentedChebyshev('test-keys:shared', 1, { lengthDays: 4, nodes: 4 }, (_jd, out) => {
      out[0] = 1;
    });
    const second = new SegmentedChebyshev('test-keys:shared', 1, { lengthDays: 4, nodes: 4 }, (_jd, out) => {
      out[0] = 2;
    });
    const value = new Float64Array(1);
    first.evaluate(2451546, value);
    second.evaluate(2451546, value);
    expect(value[0]).toBeCloseTo(1, 12);
    // A segment the first never fitted is the second's own.
    second.evaluate(2451560, value);
    expect(value[0]).toBeCloseTo(2, 12);
  });
});

describe('ingressesBetween computes bodies sharing fits together', () => {
  it('returns exactly what the bodies give one by one, merged in time order in the order given', () => {
    const bodies: Body[] = ['LilithTrue', 'Sun', 'NorthNode', 'Mars', 'SouthNode', 'Moon'];
    const from = 2460000.5;
    const to = from + 120;
    const expected = bodies.flatMap((b) => ingressesOf(b, from, to)).sort((x, y) => x.jdTt - y.jdTt);
    const found = ingressesBetween(bodies, from, to);
    expect(found).toEqual(expected);
    expect(found.length).toBeGreaterThan(40);
  });

  it('puts every osculating-point ingress on its boundary by the direct path (within the range path’s 0.01″)', () => {
    const from = 2460000.5;
    for (const i of ingressesBetween(['NorthNode', 'SouthNode', 'LilithTrue'], from, from + 365)) {
      const direct = apparentPlaceOf(i.body, instantFromJulianDay(i.jdTt, 'TT'));
      const boundary = Math.round(direct.longitude / 30) * 30;
      expect(Math.abs(wrap(direct.longitude - boundary)), `${i.body} ${i.sign} ${i.jdTt}`).toBeLessThan(RANGE_VS_DIRECT + 1e-6);
    }
  });
});

describe('segment keys: the compact layout (segments of 2 days or more, V8 small integers)', () => {
  it('keeps many fits apart at both ends of the span, next to fits of the wide layout', () => {
    const fits = Array.from({ length: 6 }, (_, n) => {
      const spec = { lengthDays: n % 2 === 0 ? 2 : 1.5, nodes: 4 };
      return new SegmentedChebyshev(`test-compact:${String(n)}`, 1, spec, (jd, out) => {
        out[0] = jd + 1000 * n;
      });
    });
    const value = new Float64Array(1);
    for (const jd of [SUPPORTED_SPAN.fromJd + 0.25, 2451545.25, SUPPORTED_SPAN.toJd - 0.25]) {
      fits.forEach((fit, n) => {
        fit.evaluate(jd, value);
        expect(value[0]).toBeCloseTo(jd + 1000 * n, 6);
      });
    }
  });
});

describe('batch-fitted segments (the Moon: its nodes computed together)', () => {
  it('have exactly the coefficients of node-by-node fitting', () => {
    const f = (jd: number, out: Float64Array): void => {
      out[0] = Math.sin(jd / 3);
      out[1] = Math.cos(jd / 7) * jd;
    };
    const batch = (jds: Float64Array, out: Float64Array): void => {
      const one = new Float64Array(2);
      jds.forEach((jd, k) => {
        f(jd, one);
        out[2 * k] = one[0]!;
        out[2 * k + 1] = one[1]!;
      });
    };
    const spec = { lengthDays: 16, nodes: 18 };
    const single = new SegmentedChebyshev('test-batch:single', 2, spec, f);
    const batched = new SegmentedChebyshev('test-batch:batched', 2, spec, f, undefined, batch);
    const a = new Float64Array(2);
    const b = new Float64Array(2);
    const ra = new Float64Array(2);
    const rb = new Float64Array(2);
    for (const jd of [2451545.3, 2451560.9, 2378500.2, 2524500.8]) {
      single.evaluate(jd, a, ra);
      batched.evaluate(jd, b, rb);
      expect([...b, ...rb]).toEqual([...a, ...ra]);
    }
  });

  it('the Moon of the range path: its apparent place unchanged (node-by-node fit rebuilt here independently)', () => {
    const moon = new SegmentedChebyshev('test-batch:moon', 3, SEGMENT_SPECS.Moon!, (jd, out) => {
      const p = moonGeocentricPosition(jd);
      out[0] = p.x;
      out[1] = p.y;
      out[2] = p.z;
    });
    const v = new Float64Array(3);
    const r = new Float64Array(3);
    for (const jd of [2451545.3, 2460000.7, 2378600.1]) {
      moon.evaluate(jd, v, r);
      const expected = apparentFromGeocentric(rangeContext(jd), { x: v[0]!, y: v[1]!, z: v[2]!, vx: r[0]!, vy: r[1]!, vz: r[2]! });
      const actual = geometricRangePlace('Moon', jd);
      expect([actual.longitude, actual.latitude, actual.distanceAu, actual.speed]).toEqual([
        expected.longitude,
        expected.latitude,
        expected.distanceAu,
        expected.speed,
      ]);
    }
  });
});
