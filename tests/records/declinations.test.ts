/**
 * declinations: accuracy of the declinations and of True Lilith against the Swiss Ephemeris / DE441 reference
 * (tests/fixtures/positions.json — see its `_provenance`: a verbatim copy of /work/shared/reference/positions.json),
 * out-of-bounds membership and parallels decided from the reference's own numbers, hand cases of the parallel rule,
 * its symmetry, schema validation over generated instants, bad input.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARALLEL_ORB_DEG, parallels } from '../../src/charts/index.js';
import { declinations } from '../../src/records/index.js';
import { DeclinationsResponse, type Body } from '../../src/schemas/index.js';
import { arbIsoDateTime } from '../../src/testing/index.js';
import { instantFromJulianDay } from '../../src/time/index.js';
import { ARCSEC, EPS, caught, delta, expectValid } from '../charts/technique-helpers.js';
import { bodyPosition } from '../../src/records/positions.js';
import { CENTURY_BEFORE_SPAN, yearDate } from '../setup/span-edges.js';

interface RefPosition { lon: number; dec: number }
interface RefInstant { id: string; iso: string; jd_tt: number; eps_true: number; positions: Record<string, RefPosition> }

const REFERENCE = (JSON.parse(readFileSync(resolve(__dirname, '../fixtures/positions.json'), 'utf8')) as { instants: RefInstant[] }).instants;

/**
 * Declination tolerances: the ephemeris layer's measured accuracy (docs/accuracy.md: ≤ 1.3″ in longitude for the
 * planets 1800–2200, Chiron and the true node within a few arcseconds) with a margin; True Lilith, the osculating
 * apogee, ≤ 5″ in longitude there, its declination likewise.
 */
const DECLINATION_TOLERANCE = 3 * ARCSEC;
const LILITH_TOLERANCE = 10 * ARCSEC;
/** Membership decisions are skipped this close to a boundary (out-of-bounds limit, parallel orb). */
const DECISION_MARGIN = 5 * ARCSEC;

/**
 * The test's own rotation: sin δ = sin β cos ε + cos β sin ε sin λ (Meeus, Astronomical Algorithms 2nd ed., (13.4)
 * p. 93), with the true obliquity ε = ε₀ + Δε: ε₀ of IAU 2006 (Capitaine, Wallace & Chapront 2003, eq. 39) and Δε
 * from the four largest nutation terms (Meeus p. 144, good to 0.1″). ΔT (≤ minutes here) is ignored: ε moves 0.5″ a
 * century. Together within 0.5″.
 */
const FORMULA_TOLERANCE = 0.5 * ARCSEC;
const OUT_OF_BOUNDS_BODIES = new Set<string>(['Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron']);
const RAD = Math.PI / 180;

/** True obliquity of the ecliptic at a UT instant (ms), degrees. */
function trueObliquity(utcMs: number): number {
  const t = (utcMs / 86400e3 + 2440587.5 - 2451545.0) / 36525;
  const meanArcsec = 84381.406 + t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 - t * 0.0000000434))));
  const omega = (125.04452 - 1934.136261 * t) * RAD;
  const sunL = (280.4665 + 36000.7698 * t) * RAD;
  const moonL = (218.3165 + 481267.8813 * t) * RAD;
  const nutationArcsec = 9.2 * Math.cos(omega) + 0.57 * Math.cos(2 * sunL) + 0.1 * Math.cos(2 * moonL) - 0.09 * Math.cos(2 * omega);
  return (meanArcsec + nutationArcsec) / 3600;
}

/** Declination of an ecliptic place (λ, β) under obliquity ε, degrees. */
function declinationOf(longitude: number, latitude: number, obliquity: number): number {
  const [l, b, e] = [longitude * RAD, latitude * RAD, obliquity * RAD];
  return Math.asin(Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(l)) / RAD;
}

/** Every 6th reference instant (50 instants 1800–2200), positions at the reference's TT. */
const SAMPLE = REFERENCE.filter((_, i) => i % 6 === 0);

describe('declinations vs the reference (Swiss Ephemeris / DE441)', () => {
  const results = SAMPLE.map((row) => ({ row, d: declinations({ at: instantFromJulianDay(row.jd_tt, 'TT') }) }));

  it('each body’s declination and longitude agree with the reference', () => {
    let worst = 0;
    for (const { row, d } of results) {
      for (const p of d.positions) {
        const ref = row.positions[p.body]!;
        const err = Math.abs(p.declination - ref.dec);
        worst = Math.max(worst, err);
        expect(err, `${row.id} ${p.body}`).toBeLessThan(DECLINATION_TOLERANCE);
        expect(delta(p.longitude, ref.lon), `${row.id} ${p.body}`).toBeLessThan(DECLINATION_TOLERANCE);
      }
    }
    expect(worst).toBeGreaterThan(0);
  });

  it('True Lilith agrees with the reference', () => {
    for (const { row, d } of results) {
      const ref = row.positions.LilithTrue!;
      expect(delta(d.trueLilith.longitude, ref.lon), row.id).toBeLessThan(LILITH_TOLERANCE);
      expect(Math.abs(d.trueLilith.declination - ref.dec), row.id).toBeLessThan(LILITH_TOLERANCE);
    }
  });

  it('out of bounds = |δ| > the true obliquity, decided on the reference’s numbers', () => {
    let seen = 0;
    for (const { row, d } of results) {
      for (const p of d.positions) {
        const ref = Math.abs(row.positions[p.body]!.dec);
        if (p.body === 'Sun' || p.body === 'NorthNode') {
          expect(p.isOutOfBounds).toBe(false);
          continue;
        }
        if (Math.abs(ref - row.eps_true) < DECISION_MARGIN) continue;
        expect(p.isOutOfBounds, `${row.id} ${p.body}`).toBe(ref > row.eps_true);
        if (p.isOutOfBounds) seen++;
      }
      expect(d.outOfBounds).toEqual(d.positions.filter((p) => p.isOutOfBounds).map((p) => p.body));
    }
    expect(seen).toBeGreaterThan(5); // the Moon, Mars, Venus, Pluto go out of bounds in 400 years
  });

  it('parallels are those of the reference’s declinations (1° orb)', () => {
    for (const { row, d } of results) {
      const bodies = d.positions.map((p) => p.body);
      const expected = new Map<string, string>();
      for (let i = 0; i < bodies.length; i++) {
        for (let j = i + 1; j < bodies.length; j++) {
          const [a, b] = [row.positions[bodies[i]!]!.dec, row.positions[bodies[j]!]!.dec];
          const [par, contra] = [Math.abs(a - b), Math.abs(a + b)];
          if (Math.abs(Math.min(par, contra) - PARALLEL_ORB_DEG) < DECISION_MARGIN || Math.abs(par - contra) < DECISION_MARGIN) {
            expected.set(`${bodies[i]}|${bodies[j]}`, 'skip');
          } else if (Math.min(par, contra) <= PARALLEL_ORB_DEG) {
            expected.set(`${bodies[i]}|${bodies[j]}`, par <= contra ? 'parallel' : 'contraparallel');
          }
        }
      }
      const got = new Map(d.parallels.map((p) => [`${p.body1}|${p.body2}`, p.type as string]));
      for (const [pair, type] of expected) if (type !== 'skip') expect(got.get(pair), `${row.id} ${pair}`).toBe(type);
      for (const [pair] of got) expect(expected.has(pair), `${row.id} ${pair}`).toBe(true);
    }
  });
});

describe('parallels (rule)', () => {
  it('contraparallel: equal declinations on opposite sides', () => {
    expect(parallels([{ body: 'Sun', declination: 20 }, { body: 'Mars', declination: -20.4 }])).toEqual([
      { body1: 'Sun', body2: 'Mars', type: 'contraparallel', orb: expect.closeTo(0.4, 12) as number, declination1: 20, declination2: -20.4 },
    ]);
  });
  it('parallel within the orb, nothing beyond it', () => {
    const list = parallels([{ body: 'Venus', declination: 10.2 }, { body: 'Moon', declination: 11.1 }, { body: 'Saturn', declination: 12.2 }]);
    // Moon–Venus 0.9° apart: parallel; Moon–Saturn 1.1° and Venus–Saturn 2.0°: beyond the 1° orb.
    expect(list.map((p) => [p.body1, p.body2, p.type])).toEqual([['Moon', 'Venus', 'parallel']]);
  });
  it('near the equator both relations hold: the closer one is reported', () => {
    const [p] = parallels([{ body: 'Sun', declination: 0.3 }, { body: 'Moon', declination: -0.2 }]);
    expect(p!.type).toBe('contraparallel');
    expect(p!.orb).toBeCloseTo(0.1, 12);
  });
  it('leaves out pairs fixed by definition (the two nodes)', () => {
    expect(parallels([{ body: 'NorthNode', declination: 5 }, { body: 'SouthNode', declination: -5 }])).toEqual([]);
  });
  it('is symmetric: the order of the input does not matter', () => {
    const arbDecl = fc.double({ min: -30, max: 30, noNaN: true });
    const bodies: Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter'];
    fc.assert(
      fc.property(fc.array(arbDecl, { minLength: 6, maxLength: 6 }), (decls) => {
        const list = bodies.map((body, i) => ({ body, declination: decls[i]! }));
        const forward = parallels(list);
        expect(parallels([...list].reverse())).toEqual(forward);
        for (const p of forward) {
          const ok = p.type === 'parallel' ? Math.abs(p.declination1 - p.declination2) : Math.abs(p.declination1 + p.declination2);
          expect(Math.abs(ok - p.orb)).toBeLessThan(1e-12);
          expect(p.orb).toBeLessThanOrEqual(PARALLEL_ORB_DEG);
        }
      }),
      { numRuns: 200 },
    );
  });
  it('rejects a bad orb', () => {
    expect(caught(() => parallels([], -1)).details.field).toBe('orb');
  });
});

describe('declinations records', () => {
  it('the June 2024 solstice: the Sun at the obliquity, not out of bounds; the date is echoed', () => {
    const d = declinations({ at: '2024-06-20T20:51:00Z' });
    const sun = d.positions.find((p) => p.body === 'Sun')!;
    expect(sun.declination).toBeCloseTo(23.44, 2);
    expect(sun.isOutOfBounds).toBe(false);
    expect(d.date).toBe('2024-06-20T20:51:00Z');
    expect(d.trueLilith.sign).toBe(['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'][Math.floor(d.trueLilith.longitude / 30)]);
  });

  it('validates over generated instants; each declination is the ecliptic→equatorial rotation of the body\'s place (fast-check)', () => {
    fc.assert(
      fc.property(arbIsoDateTime('1800-01-02', '2200-12-30'), (at) => {
        const d = declinations({ at });
        expectValid(DeclinationsResponse, d);
        const epsilon = trueObliquity(Date.parse(at));
        for (const p of d.positions) {
          const place = bodyPosition(p.body, at);
          expect(delta(p.longitude, place.longitude), `${at} ${p.body} longitude`).toBeLessThan(EPS);
          expect(Math.abs(p.declination - declinationOf(place.longitude, place.latitude, epsilon)), `${at} ${p.body}`).toBeLessThan(FORMULA_TOLERANCE);
          // Out of bounds: beyond the obliquity, for the Moon, the planets and Chiron only.
          const beyond = Math.abs(p.declination) - epsilon;
          if (Math.abs(beyond) > DECISION_MARGIN) expect(p.isOutOfBounds, `${at} ${p.body} ${p.declination}`).toBe(OUT_OF_BOUNDS_BODIES.has(p.body) && beyond > 0);
        }
        const lilith = bodyPosition('LilithTrue', at);
        expect(Math.abs(d.trueLilith.declination - declinationOf(lilith.longitude, lilith.latitude, epsilon)), `${at} True Lilith`).toBeLessThan(FORMULA_TOLERANCE);
      }),
      { numRuns: 20 },
    );
  });

  it('bad input names the field', () => {
    expect(caught(() => declinations({ at: '2024-13-01' })).details.field).toBe('at');
    expect(caught(() => declinations({ at: yearDate(CENTURY_BEFORE_SPAN) })).code).toBe('OUT_OF_RANGE');
    expect(caught(() => declinations({} as never)).details.field).toBe('at');
    expect(caught(() => declinations({ at: '2024-01-01' }, { bodies: ['Sun', 'Pluto', 'Sun'] })).details.field).toBe('bodies[2]');
    expect(caught(() => declinations({ at: '2024-01-01' }, { bodies: ['Sun', 'Planet X' as Body] })).details.field).toBe('bodies[1]');
  });
});
