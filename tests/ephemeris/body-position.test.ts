import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vertex } from '../../src/coords/chart-angles.js';
import { apparentContext } from '../../src/ephemeris/apparent-context.js';
import { availableBodies, isAvailable } from '../../src/ephemeris/bodies.js';
import { bodyPosition } from '../../src/records/positions.js';
import { UraniaError } from '../../src/errors/urania-error.js';
import type { Body } from '../../src/schemas/enums.js';
import { instantFromJulianDay } from '../../src/time/instant.js';
import { localSiderealTime } from '../../src/time/sidereal-time.js';
import { referencePositions } from './fixtures.js';
import { CENTURY_AFTER_SPAN, CENTURY_BEFORE_SPAN, yearDate } from '../setup/span-edges.js';

const ARCSEC = 1 / 3600;
/** Agreement of the analytic speed (coarse rate series) with a symmetric difference of longitudes (h = 0.01 d). */
const SPEED_VS_DIFFERENCE = 2 * ARCSEC;
/** Float noise allowed between two evaluations of the same thing. */
const SAME = 1e-9;
/** The Vertex's speed against a difference of public calls a minute apart, degrees/day (it runs 100–2,000°/day). */
const VERTEX_SPEED_VS_DIFFERENCE = 0.01;

const JD_TT = fc.double({ min: 2378500, max: 2524950, noNaN: true });
const BODY = fc.constantFrom(...availableBodies().filter((b) => b !== 'Vertex' && b !== 'AntiVertex'));

function wrap(d: number): number {
  return ((((d + 180) % 360) + 360) % 360) - 180;
}

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return e instanceof UraniaError ? e.code : 'not a UraniaError';
  }
  return undefined;
}

describe('bodyPosition', () => {
  it('gives positions at exactly the TT of an Instant built from a TT Julian Day', () => {
    const row = referencePositions()[42]!;
    const p = bodyPosition('Sun', instantFromJulianDay(row.jd_tt, 'TT'));
    expect(Math.abs(wrap(p.longitude - row.positions.Sun!.lon))).toBeLessThan(0.1 * ARCSEC);
  });

  it('accepts ISO strings and Dates alike', () => {
    const a = bodyPosition('Mars', '2024-03-20T03:06:00Z');
    const b = bodyPosition('Mars', new Date(Date.UTC(2024, 2, 20, 3, 6, 0)));
    expect(Math.abs(a.longitude - b.longitude)).toBeLessThan(SAME);
  });

  it('property: longitude in [0, 360), latitude and declination in [-90, 90], isRetrograde = speed < 0', () => {
    fc.assert(
      fc.property(BODY, JD_TT, (body, jd) => {
        const p = bodyPosition(body, instantFromJulianDay(jd, 'TT'));
        expect(p.longitude).toBeGreaterThanOrEqual(0);
        expect(p.longitude).toBeLessThan(360);
        expect(Math.abs(p.latitude)).toBeLessThanOrEqual(90);
        expect(Math.abs(p.declination)).toBeLessThanOrEqual(90);
        expect(p.rightAscension).toBeGreaterThanOrEqual(0);
        expect(p.rightAscension).toBeLessThan(360);
        expect(p.isRetrograde).toBe(p.speed < 0);
        expect(p.body).toBe(body);
      }),
      { numRuns: 150 },
    );
  });

  it('property: speed agrees with a symmetric difference of longitudes', () => {
    const h = 0.01;
    fc.assert(
      fc.property(BODY, JD_TT, (body, jd) => {
        const p = bodyPosition(body, instantFromJulianDay(jd, 'TT'));
        const after = bodyPosition(body, instantFromJulianDay(jd + h, 'TT')).longitude;
        const before = bodyPosition(body, instantFromJulianDay(jd - h, 'TT')).longitude;
        expect(Math.abs(p.speed - wrap(after - before) / (2 * h))).toBeLessThan(SPEED_VS_DIFFERENCE);
      }),
      { numRuns: 100 },
    );
  });

  it('property: South nodes are exactly opposite the North nodes (when the nodes are available)', () => {
    const pairs = ([['NorthNode', 'SouthNode'], ['NorthNodeMean', 'SouthNodeMean']] as const).filter(([n]) => isAvailable(n));
    fc.assert(
      fc.property(JD_TT, (jd) => {
        for (const [north, south] of pairs) {
          const n = bodyPosition(north, instantFromJulianDay(jd, 'TT'));
          const s = bodyPosition(south, instantFromJulianDay(jd, 'TT'));
          expect(Math.abs(wrap(s.longitude - n.longitude - 180))).toBeLessThan(SAME);
          expect(Math.abs(s.latitude + n.latitude)).toBeLessThan(SAME);
          expect(Math.abs(s.speed - n.speed)).toBeLessThan(SAME);
        }
      }),
      { numRuns: 30 },
    );
  });

  it("property: the Vertex's speed agrees with a symmetric difference of its longitudes, each at its own sidereal time", () => {
    // The speed's neighbours take the chart instant's equation of the equinoxes (issue 30); the public calls below take
    // each its own. The two may differ by the equation's motion times the Vertex's gearing: far below this bound.
    const h = 1 / 1440;
    fc.assert(
      // Away from the equator: there the prime vertical is the celestial equator, the Vertex the western equinox, and it
      // jumps by half a circle twice a day (a difference across the jump measures nothing).
      fc.property(JD_TT, fc.double({ min: 1, max: 60, noNaN: true }), fc.boolean(), fc.double({ min: -180, max: 180, noNaN: true }), (jd, distance, south, longitude) => {
        const latitude = south ? -distance : distance;
        const observer = { latitude, longitude };
        const p = bodyPosition('Vertex', instantFromJulianDay(jd, 'TT'), observer);
        const after = bodyPosition('Vertex', instantFromJulianDay(jd + h, 'TT'), observer).longitude;
        const before = bodyPosition('Vertex', instantFromJulianDay(jd - h, 'TT'), observer).longitude;
        expect(Math.abs(p.speed - wrap(after - before) / (2 * h))).toBeLessThan(VERTEX_SPEED_VS_DIFFERENCE);
      }),
      { numRuns: 200 },
    );
  });

  it('computes the Vertex with vertex() at local apparent sidereal time and true obliquity', () => {
    const at = instantFromJulianDay(2460000.25, 'UT');
    const p = bodyPosition('Vertex', at, { latitude: 51.5, longitude: -0.12 });
    const expected = vertex(localSiderealTime(at, -0.12, true), apparentContext(at.jdTt).trueObliquityDeg, 51.5);
    expect(Math.abs(wrap(p.longitude - expected))).toBeLessThan(SAME);
    const anti = bodyPosition('AntiVertex', at, { latitude: 51.5, longitude: -0.12 });
    expect(Math.abs(wrap(anti.longitude - p.longitude - 180))).toBeLessThan(SAME);
    expect(p.speed).toBeGreaterThan(100); // the Vertex runs round the zodiac about once a day
  });

  it('errors: unknown body, out-of-range instant, Vertex without an observer, half an observer', () => {
    expect(codeOf(() => bodyPosition('Vulcan' as Body, '2000-01-01'))).toBe('INVALID_ARGUMENT');
    try {
      bodyPosition('Vulcan' as Body, '2000-01-01');
    } catch (e) {
      expect((e as UraniaError).message).toContain('Sun');
    }
    expect(codeOf(() => bodyPosition('Sun', yearDate(CENTURY_BEFORE_SPAN)))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => bodyPosition('Sun', `${yearDate(CENTURY_AFTER_SPAN)}T00:00:00Z`))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => bodyPosition('Vertex', '2000-01-01'))).toBe('MISSING_ARGUMENT');
    try {
      bodyPosition('AntiVertex', '2000-01-01');
    } catch (e) {
      expect((e as UraniaError).message).toMatch(/latitude/);
      expect((e as UraniaError).message).toMatch(/longitude/);
    }
    expect(codeOf(() => bodyPosition('Vertex', '2000-01-01', { latitude: 10 }))).toBe('MISSING_ARGUMENT');
    expect(codeOf(() => bodyPosition('Vertex', '2000-01-01', { latitude: 100, longitude: 0 }))).toBe('OUT_OF_RANGE');
  });
});
