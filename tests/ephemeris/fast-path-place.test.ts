/**
 * The plain-call fast path (issue 17, src/ephemeris/fast-path-place.ts): `bodyPosition` in a loop over nearby
 * instants answers from the range path's segments, random instants from the series. The switch must be invisible:
 * every body, swept through 1800–2200 (the ends of the fast path's reach and the integration's 50-year seams
 * included), stays within the range path's fit error of the direct path, and in the eras of −3000..+3000 outside
 * 1800–2200 the answers are the direct path's, bit for bit.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { apparentPlaceOf } from '../../src/ephemeris/apparent-body.js';
import { availableBodies } from '../../src/ephemeris/bodies.js';
import { hasDataAt } from '../../src/ephemeris/body-data-span.js';
import { framePlaceOf } from '../../src/ephemeris/frame-place.js';
import {
  DIRECT_ONLY, FAST_PATH_JD_TT, FAST_PATH_STREAK, FAST_PATH_TOLERANCE_ARCSEC, fastPathWindowDays, resetFastPath,
} from '../../src/ephemeris/fast-path-place.js';
import { APPARENT_SEGMENT_SPECS, DEFAULT_APPARENT_SEGMENT_SPEC, rangeApparentPlace } from '../../src/ephemeris/range-path.js';
import { bodyPosition } from '../../src/records/positions.js';
import type { Body } from '../../src/schemas/enums.js';
import { instantFromJulianDay, type Instant } from '../../src/time/instant.js';

const ARCSEC = 1 / 3600;
/** Fast vs direct in longitude, latitude and declination: the range path's documented fit error (0.01″). */
const FIT_ERROR = FAST_PATH_TOLERANCE_ARCSEC * ARCSEC;
/** Fast vs direct in speed: the range path differentiates its fit (its own bound, tests/ephemeris/range-path.test.ts). */
const SPEED_FIT_ERROR = 0.5 * ARCSEC;
/** Fast vs direct in distance, relative (measured ≤ 1.6e-7 for the asteroids, ≤ 1.2e-8 for the Moon). */
const DISTANCE_FIT_ERROR = 1e-6;

const J2000 = 2451545;
const BODIES = availableBodies().filter((b) => b !== 'Vertex' && b !== 'AntiVertex');

function wrap(d: number): number {
  return ((((d + 180) % 360) + 360) % 360) - 180;
}

function tt(jd: number): Instant {
  return instantFromJulianDay(jd, 'TT');
}

/** The first TT Julian Day of a year (near enough: Julian years from J2000). */
function yearJd(year: number): number {
  return J2000 + (year - 2000) * 365.25;
}

/** The direct path's record for a body at an instant, as bodyPosition writes it. */
function direct(body: Body, at: Instant) {
  const p = apparentPlaceOf(body, at);
  return { body, ...p, isRetrograde: p.speed < 0 };
}

/** A sweep for one body: `count` calls `step` days apart from `fromJd`, each through bodyPosition and directly. */
function sweep(body: Body, fromJd: number, step: number, count: number) {
  const out: { jd: number; fast: ReturnType<typeof bodyPosition>; direct: ReturnType<typeof direct> }[] = [];
  for (let k = 0; k < count; k += 1) {
    const jd = fromJd + k * step;
    if (!hasDataAt(body, jd)) continue;
    const at = tt(jd);
    out.push({ jd, fast: bodyPosition(body, at), direct: direct(body, at) });
  }
  return out;
}

/** A step that keeps a body's streak (half its window). */
function stepOf(body: Body): number {
  return Math.min(1, fastPathWindowDays(body) / 2);
}

beforeEach(() => resetFastPath());

describe('fast path: sweeps through 1800–2200 agree with the direct path to the fit error', () => {
  // The ends of the reach, the integration's 50-year seams (2100: where Eros's fit misses by 0.015″), and between.
  const starts = [
    FAST_PATH_JD_TT.from,
    yearJd(1850) - 20,
    yearJd(1900) - 20,
    yearJd(1950) - 20,
    yearJd(2000) - 20,
    yearJd(2050) - 20,
    yearJd(2100) - 20,
    yearJd(2150) - 20,
    FAST_PATH_JD_TT.to - 40,
  ];
  it.each(BODIES)('%s', (body) => {
    let worst = { lon: 0, lat: 0, dec: 0, speed: 0, distance: 0 };
    let fastCalls = 0;
    const step = stepOf(body);
    for (const from of starts) {
      resetFastPath();
      for (const { jd, fast, direct: d } of sweep(body, from, step, 60)) {
        expect(fast.body).toBe(body);
        expect(fast.isRetrograde).toBe(fast.speed < 0);
        worst = {
          lon: Math.max(worst.lon, Math.abs(wrap(fast.longitude - d.longitude))),
          lat: Math.max(worst.lat, Math.abs(fast.latitude - d.latitude)),
          dec: Math.max(worst.dec, Math.abs(fast.declination - d.declination)),
          speed: Math.max(worst.speed, Math.abs(fast.speed - d.speed)),
          distance: Math.max(worst.distance, d.distanceAu === 0 ? 0 : Math.abs(fast.distanceAu - d.distanceAu) / d.distanceAu),
        };
        if (fast.longitude !== d.longitude) fastCalls += 1;
        if (jd >= FAST_PATH_JD_TT.from && jd <= FAST_PATH_JD_TT.to && !DIRECT_ONLY.has(body) && fastPathWindowDays(body) > 0) {
          // Which path answered is visible: after the streak, the range path's place itself.
          const range = rangeApparentPlace(body, jd);
          expect(fast.longitude === range.longitude || fast.longitude === d.longitude).toBe(true);
        }
      }
    }
    expect(worst.lon).toBeLessThan(FIT_ERROR);
    expect(worst.lat).toBeLessThan(FIT_ERROR);
    expect(worst.dec).toBeLessThan(FIT_ERROR);
    expect(worst.speed).toBeLessThan(SPEED_FIT_ERROR);
    expect(worst.distance).toBeLessThan(DISTANCE_FIT_ERROR);
    // The fast path did answer (the comparison is not vacuous), except for the bodies kept direct.
    if (DIRECT_ONLY.has(body)) expect(fastCalls).toBe(0);
    else if (hasDataAt(body, yearJd(2000))) expect(fastCalls).toBeGreaterThan(0);
    console.log(
      `fast vs direct ${body}: lon ${(worst.lon / ARCSEC).toFixed(5)}″ lat ${(worst.lat / ARCSEC).toFixed(5)}″ ` +
        `dec ${(worst.dec / ARCSEC).toFixed(5)}″ speed ${(worst.speed / ARCSEC).toFixed(4)}″/d distance ${worst.distance.toExponential(1)} ` +
        `(${fastCalls} fast calls)`,
    );
  });
});

describe('fast path: who answers', () => {
  it('the first calls of a streak are direct, later ones come from the segments, bit for bit', () => {
    const calls = Array.from({ length: 6 }, (_, k) => 2460000.5 + k);
    for (const [k, jd] of calls.entries()) {
      const p = bodyPosition('Mars', tt(jd));
      const expected = k < FAST_PATH_STREAK ? apparentPlaceOf('Mars', tt(jd)) : rangeApparentPlace('Mars', jd);
      expect(p.longitude).toBe(expected.longitude);
      expect(p.latitude).toBe(expected.latitude);
      expect(p.speed).toBe(expected.speed);
    }
  });

  it('a call at the same instant as the previous one gives the same answer, bit for bit', () => {
    for (const jd of [2460000.5, 2460001.5, 2460002.5, 2460002.5, 2460003.5, 2460003.5]) {
      const a = bodyPosition('Moon', tt(jd));
      const b = bodyPosition('Moon', tt(jd));
      expect(b).toEqual(a);
    }
  });

  it('calls far apart (random instants) stay on the direct path, bit for bit', () => {
    for (const jd of [2400000.5, 2460000.5, 2420000.25, 2500000.75, 2440000.5]) {
      for (const body of ['Sun', 'Moon', 'Jupiter', 'NorthNode', 'Ceres'] as const) {
        expect(bodyPosition(body, tt(jd))).toEqual(direct(body, tt(jd)));
      }
    }
  });

  it('a step longer than the window ends the streak', () => {
    const w = fastPathWindowDays('Venus');
    expect(w).toBeGreaterThan(0);
    for (const jd of [2460000.5, 2460001.5, 2460002.5]) bodyPosition('Venus', tt(jd));
    const far = 2460002.5 + w + 1;
    expect(bodyPosition('Venus', tt(far))).toEqual(direct('Venus', tt(far)));
  });

  it('Vertex/AntiVertex (no fits) and the other frames stay on their own paths', () => {
    expect(fastPathWindowDays('Vertex')).toBe(0);
    expect(fastPathWindowDays('AntiVertex')).toBe(0);
    const observer = { latitude: 51.5, longitude: -0.1 };
    for (let k = 0; k < 5; k += 1) {
      const at = tt(2460000.5 + k);
      const vertex = apparentPlaceOf('Vertex', at, observer);
      expect(bodyPosition('Vertex', at, observer)).toEqual({ body: 'Vertex', ...vertex, isRetrograde: vertex.speed < 0 });
      const j2000 = bodyPosition('Mars', at, { frame: 'j2000' });
      expect(j2000.frame).toBe('j2000');
      expect(j2000.longitude).toBe(framePlaceOf('Mars', at, { frame: 'j2000' }).longitude);
      const topocentric = bodyPosition('Moon', at, { observer: { ...observer, elevationM: 0 } });
      expect(topocentric.longitude).toBe(framePlaceOf('Moon', at, { observer: { ...observer, elevationM: 0 } }).longitude);
    }
  });

  it('the windows: one segment for the fitted bodies, one node spacing for the lunar points, none for Vertex', () => {
    const spec = (b: Body) => APPARENT_SEGMENT_SPECS[b] ?? DEFAULT_APPARENT_SEGMENT_SPEC;
    expect(fastPathWindowDays('Moon')).toBe(spec('Moon').lengthDays);
    expect(fastPathWindowDays('Jupiter')).toBe(spec('Jupiter').lengthDays);
    expect(fastPathWindowDays('NorthNode')).toBe(spec('NorthNode').lengthDays / spec('NorthNode').nodes);
    expect(fastPathWindowDays('SouthNode')).toBe(fastPathWindowDays('NorthNode'));
    expect(fastPathWindowDays('SouthNodeMean')).toBe(fastPathWindowDays('NorthNodeMean'));
    expect(fastPathWindowDays('Eros')).toBe(0);
  });
});

describe('fast path: the eras outside 1800–2200 stay direct', () => {
  const years = [-2999, -2000, -1000, 0, 1000, 1500, 1799, 2201, 2500, 2999];
  it.each(years)('year %i: every body swept daily is the direct path, bit for bit', (year) => {
    let compared = 0;
    for (const body of BODIES) {
      resetFastPath();
      for (const { fast, direct: d } of sweep(body, yearJd(year) + 0.5, stepOf(body), 12)) {
        expect(fast).toEqual(d);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('the reach keeps one longest segment clear of the main range’s ends (1799-12-02, 2201-02-02 TT)', () => {
    expect(FAST_PATH_JD_TT.from).toBeGreaterThan(yearJd(1801));
    expect(FAST_PATH_JD_TT.to).toBeLessThan(yearJd(2200));
  });
});

describe('fast path: properties', () => {
  const BODY = fc.constantFrom(...BODIES);
  it('property: any walk of nearby instants stays within the fit error of the direct path', () => {
    fc.assert(
      fc.property(
        BODY,
        fc.double({ min: FAST_PATH_JD_TT.from, max: FAST_PATH_JD_TT.to - 200, noNaN: true }),
        fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 3, maxLength: 12 }),
        (body, start, moves) => {
          resetFastPath();
          let jd = start;
          for (const m of moves) {
            jd += m * fastPathWindowDays(body);
            if (!hasDataAt(body, jd)) return;
            const fast = bodyPosition(body, tt(jd));
            const d = direct(body, tt(jd));
            expect(Math.abs(wrap(fast.longitude - d.longitude))).toBeLessThan(FIT_ERROR);
            expect(Math.abs(fast.latitude - d.latitude)).toBeLessThan(FIT_ERROR);
            expect(Math.abs(fast.declination - d.declination)).toBeLessThan(FIT_ERROR);
            expect(Math.abs(fast.speed - d.speed)).toBeLessThan(SPEED_FIT_ERROR);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('property: deterministic — the same calls after a reset give the same answers, bit for bit', () => {
    fc.assert(
      fc.property(BODY, fc.double({ min: FAST_PATH_JD_TT.from, max: FAST_PATH_JD_TT.to - 100, noNaN: true }), (body, start) => {
        const run = () => {
          resetFastPath();
          return Array.from({ length: 5 }, (_, k) => start + k * 0.3).filter((jd) => hasDataAt(body, jd)).map((jd) => bodyPosition(body, tt(jd)));
        };
        expect(run()).toEqual(run());
      }),
      { numRuns: 60 },
    );
  });
});
