/**
 * The range path at the ends of the 1800–2200 tables (brief Q1). The fits' grid of segments is anchored at J2000, so
 * the segment holding 1 January 1800 starts before the tables do (1799-12-02 TT) for every segment length of 64
 * days and more (1799-11-22 for 64 days, 1799-07-17 for 512), and at the other end runs past 2201-02-02. Such a
 * segment used to be fitted from nodes on both sides: a search starting in the first weeks of 1800 (or ending late
 * in 2200) for Mars or any body of the integration then needed the 1000–1800 (or 2200–3000) era — UNSUPPORTED in a
 * browser, a bundle or the sources until `loadEphemerisSpan()` — and the fit straddled the jump between the two data
 * sets (up to 0.033″ off the direct path, Ceres in 2200). Now such segments are fitted in pieces, cut where the
 * data change (`FitDomain.breaks`, segmented-chebyshev.ts).
 *
 * The setup of this file loads every era (tests/setup/load-ephemeris-span.ts): the state WITHOUT eras is that of a
 * fresh Node process on the TypeScript sources (range-path-edges-child.ts), where no era can load synchronously.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apparentPlaceOf } from '../../src/ephemeris/apparent-body.js';
import { INTEGRATION_RANGE } from '../../src/ephemeris/integration/index.js';
import { rangeApparentPlace } from '../../src/ephemeris/range-path.js';
import { SegmentedChebyshev, clearSegmentCache, segmentCacheSize } from '../../src/ephemeris/segmented-chebyshev.js';
import { DEFAULT_TOLERANCE_DAYS } from '../../src/events/search.js';
import { instantFromJulianDay } from '../../src/time/instant.js';
import { julianDay } from '../../src/time/julian-day.js';
import { EDGE_BODIES, edgeOutcomes, eraEdgeOutcomes, type EdgeOutcome } from './range-path-edges-cases.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHILD = fileURLToPath(new URL('./range-path-edges-child.ts', import.meta.url));
const ARCSEC = 1 / 3600;
/** The range path's bound against the direct path (docs/ephemeris.md; tests/ephemeris/range-path.test.ts). */
const RANGE_VS_DIRECT = 0.01 * ARCSEC;
/**
 * Event instants with and without the eras: the same fits (the pieces do not depend on what is loaded), so the same
 * instants up to the searches' root tolerance (DEFAULT_TOLERANCE_DAYS, 1e-7 day ≈ 8.6 ms): a root's last Illinois
 * step can land differently after other searches ran in the same process (measured: one Sun–Moon aspect of
 * March 1000 moves by 7 ms after the 1800/2200 searches ran, with the fits of before this change as well), plus
 * the 1 ms resolution of the ISO dates compared.
 */
const SAME_INSTANT_MS = DEFAULT_TOLERANCE_DAYS * 86_400_000 + 1;
/** Values of a piecewise polynomial of degree < nodes, reproduced by its pieces to rounding. */
const EXACT = 1e-9;
/** The longest segment of the range path's fits (Uranus, Neptune: 512 days). */
const LONGEST_SEGMENT_DAYS = 512;
/**
 * The first and last instants (TT JD) a search of 1800–2200 evaluates: 1800-01-01 and 2201-01-01 0h, widened by the
 * two days a search may bracket an event beyond its range (RANGE_PATH_JD_TT).
 */
const FIRST_JD_TT = julianDay(1800, 1, 1) - 2;
const LAST_JD_TT = julianDay(2201, 1, 1) + 2;

function wrap(d: number): number {
  return ((((d + 180) % 360) + 360) % 360) - 180;
}

describe('searches at the ends of the 1800–2200 tables', () => {
  it('answer without any era loaded (a fresh process on the sources), and as they do with the eras loaded', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', CHILD], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const child = JSON.parse(out) as { loadedEras: string[]; outcomes: Record<string, EdgeOutcome> };
    // The child really ran without eras (nothing loaded them, and the sources cannot load one synchronously).
    expect(child.loadedEras).toEqual([]);
    const here = edgeOutcomes();
    expect(Object.keys(child.outcomes).sort()).toEqual(Object.keys(here).sort());
    // 25 bodies × 2 ranges × (ingresses, stations, aspects, house ingresses) less the Sun's and the Moon's stations, + 4 returns.
    expect(Object.keys(here).length).toBe(EDGE_BODIES.length * 2 * 4 - 4 + 4);
    let events = 0;
    for (const [key, expected] of Object.entries(here)) {
      const got = child.outcomes[key]!;
      expect('error' in got ? got.error : undefined, key).toBeUndefined();
      expect('error' in expected ? expected.error : undefined, key).toBeUndefined();
      if ('error' in got || 'error' in expected) continue;
      expect(got.dates.length, key).toBe(expected.dates.length);
      got.dates.forEach((d, i) => expect(Math.abs(d - expected.dates[i]!), key).toBeLessThanOrEqual(SAME_INSTANT_MS));
      events += got.dates.length;
    }
    // Not vacuous: the two-month ranges hold some three hundred events (308 when written).
    expect(events).toBeGreaterThan(200);
  }, 120_000);
});

describe('searches next to the edge between two eras (year 1000)', () => {
  it('answer with only the era 1000–1800 loaded, as they do with every era loaded', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', CHILD, 'era'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const child = JSON.parse(out) as { loadedEras: string[]; outcomes: Record<string, EdgeOutcome> };
    expect(child.loadedEras).toEqual(['p1000-p1800']);
    const here = eraEdgeOutcomes();
    expect(Object.keys(child.outcomes).sort()).toEqual(Object.keys(here).sort());
    let events = 0;
    for (const [key, expected] of Object.entries(here)) {
      const got = child.outcomes[key]!;
      expect('error' in got ? got.error : undefined, key).toBeUndefined();
      expect('error' in expected ? expected.error : undefined, key).toBeUndefined();
      if ('error' in got || 'error' in expected) continue;
      expect(got.dates.length, key).toBe(expected.dates.length);
      got.dates.forEach((d, i) => expect(Math.abs(d - expected.dates[i]!), key).toBeLessThanOrEqual(SAME_INSTANT_MS));
      events += got.dates.length;
    }
    // Not vacuous: 90 events when written.
    expect(events).toBeGreaterThan(50);
  }, 120_000);
});

describe('the range path next to the tables’ ends', () => {
  const body = fc.constantFrom(...EDGE_BODIES);
  // From the range path's first instant to the end of the longest segment that held 1799-12-02, and the same at 2200.
  const jd = fc.oneof(
    fc.double({ min: FIRST_JD_TT, max: INTEGRATION_RANGE.fromJdTt + LONGEST_SEGMENT_DAYS, noNaN: true }),
    fc.double({ min: INTEGRATION_RANGE.toJdTt - LONGEST_SEGMENT_DAYS, max: LAST_JD_TT, noNaN: true }),
  );

  it('property: within 0.01″ of the direct path (fits straddling the change of data were up to 0.033″ off)', () => {
    fc.assert(
      fc.property(body, jd, (b, t) => {
        const direct = apparentPlaceOf(b, instantFromJulianDay(t, 'TT'));
        const fitted = rangeApparentPlace(b, t);
        expect(Math.abs(wrap(fitted.longitude - direct.longitude))).toBeLessThan(RANGE_VS_DIRECT);
        expect(Math.abs(fitted.latitude - direct.latitude)).toBeLessThan(RANGE_VS_DIRECT);
      }),
      { numRuns: 300 },
    );
  });

  it('the Ceres of early 1800 and late 2200, where the straddling fit was worst, within 0.01″ on a daily grid', () => {
    for (const [from, to] of [
      [FIRST_JD_TT, FIRST_JD_TT + 120],
      [LAST_JD_TT - 120, LAST_JD_TT],
    ] as const) {
      for (let t = from; t <= to; t += 1) {
        const direct = apparentPlaceOf('Ceres', instantFromJulianDay(t, 'TT'));
        expect(Math.abs(wrap(rangeApparentPlace('Ceres', t).longitude - direct.longitude)), String(t)).toBeLessThan(RANGE_VS_DIRECT);
      }
    }
  });
});

describe('segments cut at a break of their domain', () => {
  const J2000 = 2451545;
  const spec = { lengthDays: 64, nodes: 8 };
  /**
   * Two polynomials (in days from an origin near the segments tested) meeting with a jump at the break: one per side,
   * as two data sets meet at the tables' ends.
   */
  const ORIGIN = J2000 - 1142 * spec.lengthDays;
  const before = (jd: number): number => 1 + 0.01 * (jd - ORIGIN) / 64 + 0.3 * ((jd - ORIGIN) / 64) ** 2;
  const after = (jd: number): number => 2 - 0.02 * (jd - ORIGIN) / 64 + 0.1 * ((jd - ORIGIN) / 64) ** 3;

  it('property: are fitted on each side from that side only, reproducing each side’s polynomial and its rate', () => {
    let run = 0;
    fc.assert(
      fc.property(fc.integer({ min: -1162, max: -1122 }), fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (index, cut, where) => {
        const start = J2000 + index * spec.lengthDays;
        const b = start + cut * spec.lengthDays;
        const seen: number[] = [];
        run += 1;
        const fit = new SegmentedChebyshev(`test-breaks:${String(run)}`, 1, spec, (jd, out) => {
          seen.push(jd);
          out[0] = jd < b ? before(jd) : after(jd);
        }, { from: start - 1000, to: start + 1000, breaks: [b] });
        const t = start + where * spec.lengthDays * 0.999;
        const value = new Float64Array(1);
        const rate = new Float64Array(1);
        fit.evaluate(t, value, rate);
        const side = t < b ? before : after;
        expect(Math.abs(value[0]! - side(t))).toBeLessThan(EXACT);
        const h = 1e-3;
        expect(Math.abs(rate[0]! - (side(t + h) - side(t - h)) / (2 * h))).toBeLessThan(1e-6);
        // Only the nodes of the queried side were evaluated.
        expect(seen.length).toBe(spec.nodes);
        for (const jd of seen) expect(t < b ? jd < b : jd >= b).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('never evaluate the other side: a theory that throws beyond the break answers on this side', () => {
    const start = J2000 - 1142 * spec.lengthDays;
    const b = start + 9.5;
    const fit = new SegmentedChebyshev('test-breaks:throws', 1, spec, (jd, out) => {
      if (jd < b) throw new Error(`evaluated at ${String(jd)}, before the break`);
      out[0] = after(jd);
    }, { from: start - 1000, to: start + 1000, breaks: [b] });
    const value = new Float64Array(1);
    for (const t of [b, b + 0.5, start + 40, start + spec.lengthDays - 1e-6]) {
      fit.evaluate(t, value);
      expect(Math.abs(value[0]! - after(t))).toBeLessThan(EXACT);
    }
    expect(() => fit.evaluate(b - 0.5, value)).toThrow(/before the break/);
    // A break on a boundary of the grid cuts nothing; one outside the domain is ignored.
    const onGrid = new SegmentedChebyshev('test-breaks:on-grid', 1, spec, (jd, out) => {
      out[0] = after(jd);
    }, { from: start - 1000, to: start + 1000, breaks: [start, start + 5000] });
    onGrid.evaluate(start + 3, value);
    expect(Math.abs(value[0]! - after(start + 3))).toBeLessThan(EXACT);
  });

  it('are emptied with the segment cache and keep out of its LRU count', () => {
    let evaluations = 0;
    const start = J2000 + 7 * spec.lengthDays;
    const fit = new SegmentedChebyshev('test-breaks:clear', 1, spec, (jd, out) => {
      evaluations += 1;
      out[0] = after(jd);
    }, { from: start - 1000, to: start + 1000, breaks: [start + 30] });
    const value = new Float64Array(1);
    const size = segmentCacheSize();
    fit.evaluate(start + 31, value);
    fit.evaluate(start + 32, value);
    expect(evaluations).toBe(spec.nodes);
    expect(segmentCacheSize()).toBe(size);
    clearSegmentCache();
    fit.evaluate(start + 33, value);
    expect(evaluations).toBe(2 * spec.nodes);
  });
});
