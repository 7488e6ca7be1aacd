/**
 * Issue 17, heavy ranges: the sign ingresses of the heliocentric bodies (Mercury–Pluto, Chiron, the asteroids, the
 * TNOs, the Uranian bodies) are found on a cheap scan (ephemeris/range-heliocentric-scan.ts) and settled on the DIRECT
 * path (events/heliocentric-crossings.ts, events/scan-crossings.ts). Checked: the scan stays within its bound of the
 * direct path (what the search relies on); the scan step finds every station a 1-day step finds; the search against
 * the direct path sampled independently of it (every reported instant on a boundary, entering the right sign, none
 * missed: the parity of the crossings in each slice matches the change of sign between its ends), over 1800–2200 and
 * −3000..+3000; and against the search on the precise range-path fits it replaces (same crossings and directions).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apparentPlaceOf } from '../../src/ephemeris/apparent-body.js';
import { BODY_METHODS } from '../../src/ephemeris/bodies.js';
import { fitDomainOf } from '../../src/ephemeris/range-geometric-fits.js';
import { HELIOCENTRIC_SCAN_BOUND_DEG, hasHeliocentricScan, heliocentricScanLongitude } from '../../src/ephemeris/range-heliocentric-scan.js';
import { longitudeAndSpeed } from '../../src/events/body-motion.js';
import { heliocentricCrossings, heliocentricScanStepDays } from '../../src/events/heliocentric-crossings.js';
import { ingressesOf, SIGN_BOUNDARIES } from '../../src/events/ingresses.js';
import { findCrossings, findRoots } from '../../src/events/search.js';
import { stationsOf } from '../../src/events/stations.js';
import { BODIES, SIGNS, type Body } from '../../src/schemas/enums.js';
import { instantFromJulianDay } from '../../src/time/instant.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

/** |λ − k·30°| allowed at a reported ingress: 1e-7 day at Mercury's ≤ 2.2°/day is 2.2e-7°. */
const ON_BOUNDARY_DEG = 1e-6;
/** 1800-01-01 and 2200-01-01 (TT Julian Days, rounded). */
const Y1800 = 2378496.5;
const Y2200 = 2524593.5;

const HELIOCENTRIC = BODIES.filter((b) => BODY_METHODS[b].kind === 'heliocentric');
const FAST: readonly Body[] = ['Mercury', 'Venus', 'Mars', 'Eros', 'Amor'];
const BODY = fc.constantFrom(...HELIOCENTRIC);

const direct = (body: Body, jdTt: number): number => apparentPlaceOf(body, instantFromJulianDay(jdTt, 'TT')).longitude;
const signIndex = (lon: number): number => Math.floor((((lon % 360) + 360) % 360) / 30) % 12;
const offBoundary = (lon: number): number => {
  const r = ((lon % 30) + 30) % 30;
  return Math.min(r, 30 - r);
};
const angleBetween = (a: number, b: number): number => Math.abs(((((a - b + 180) % 360) + 360) % 360) - 180);

/** The TT Julian Days where a body can be scanned (its span, within the supported span), kept 70 days clear of the ends. */
function spanOf(body: Body): { from: number; to: number } {
  const d = fitDomainOf(body);
  return { from: Math.max(SUPPORTED_SPAN.fromJd, d.from) + 70, to: Math.min(SUPPORTED_SPAN.toJd, d.to) - 70 };
}

/** A stretch to check and the slice of the direct sampling: fast movers 400 days by quarter days, others 1,500 by days. */
function stretchOf(body: Body): { days: number; slice: number } {
  return FAST.includes(body) ? { days: 400, slice: 0.25 } : { days: 1500, slice: 1 };
}

function checkAgainstDirect(body: Body, from: number, days: number, slice: number): number {
  const found = ingressesOf(body, from, from + days);
  for (const i of found) {
    expect(offBoundary(direct(body, i.jdTt)), `${body} ${i.jdTt}`).toBeLessThan(ON_BOUNDARY_DEG);
    expect(SIGNS[signIndex(direct(body, i.jdTt + 1e-4))], `${body} ${i.jdTt}`).toBe(i.sign);
    const moved = ((((direct(body, i.jdTt + 1e-4) - direct(body, i.jdTt - 1e-4) + 180) % 360) + 360) % 360) - 180;
    expect(i.direction, `${body} ${i.jdTt}`).toBe(moved > 0 ? 'direct' : 'retrograde');
  }
  let previous = signIndex(direct(body, from));
  for (let t = from; t < from + days - 1e-9; t += slice) {
    const end = Math.min(t + slice, from + days);
    const next = signIndex(direct(body, end));
    const inside = found.filter((i) => i.jdTt > t && i.jdTt <= end).length;
    expect(inside % 2, `${body} ${t}`).toBe(previous !== next ? 1 : 0);
    previous = next;
  }
  return found.length;
}

describe('heliocentric bodies: ingresses settled on the direct path', () => {
  it('covers every heliocentric body (the planets, Chiron, the asteroids, the TNOs, the Uranian bodies)', () => {
    expect(HELIOCENTRIC.length).toBe(34);
    for (const b of HELIOCENTRIC) expect(hasHeliocentricScan(b), b).toBe(true);
    for (const b of ['Sun', 'Moon', 'NorthNode', 'LilithMean', 'SouthNode'] as const) expect(hasHeliocentricScan(b), b).toBe(false);
  });

  it('the scan stays within half its bound of the direct path (1800–2200 and −3000..+3000, each body within its span)', () => {
    fc.assert(
      fc.property(BODY, fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), (body, u, modern) => {
        const span = spanOf(body);
        const from = modern ? Math.max(span.from, Y1800) : span.from;
        const to = modern ? Math.min(span.to, Y2200) : span.to;
        const t = from + u * (to - from);
        const d = angleBetween(heliocentricScanLongitude(body, t).longitude, direct(body, t));
        // Half the bound: the margin the search keeps (measured maxima: docs/performance.md, "Heavy ranges").
        expect(d, `${body} ${t}`).toBeLessThan(HELIOCENTRIC_SCAN_BOUND_DEG / 2);
      }),
      { numRuns: 400 },
    );
  });

  it('the scan step finds every station of the scan that a 1-day step finds (Mercury: a quarter day)', () => {
    fc.assert(
      fc.property(BODY, fc.double({ min: 0, max: 1, noNaN: true }), (body, u) => {
        const span = spanOf(body);
        const days = FAST.includes(body) ? 1000 : 3000;
        const from = span.from + u * (span.to - span.from - days);
        const speed = (t: number): number => heliocentricScanLongitude(body, t).speed;
        const coarse = findRoots({ f: speed, stepDays: heliocentricScanStepDays(body) }, from, from + days);
        const fine = findRoots({ f: speed, stepDays: body === 'Mercury' ? 0.25 : 1 }, from, from + days);
        expect(coarse.length, `${body} ${from}`).toBe(fine.length);
        coarse.forEach((r, k) => expect(Math.abs(r.jdTt - fine[k]!.jdTt)).toBeLessThan(1e-5));
      }),
      { numRuns: 40 },
    );
  });

  it('every ingress of 2000–2009 of every heliocentric body, against the direct path sampled daily (quarter days for the fast movers)', () => {
    let total = 0;
    for (const body of HELIOCENTRIC) {
      const { slice } = stretchOf(body);
      total += checkAgainstDirect(body, 2451544.5, 3653, slice);
    }
    // Mercury alone enters some 50 signs a decade; the slow bodies few or none.
    expect(total).toBeGreaterThan(500);
  });

  it('property (1800–2200): on the boundary by the direct path, entering the right sign, none missed', () => {
    fc.assert(
      fc.property(BODY, fc.double({ min: 0, max: 1, noNaN: true }), (body, u) => {
        const { days, slice } = stretchOf(body);
        const span = spanOf(body);
        const from = Math.max(span.from, Y1800);
        const to = Math.min(span.to, Y2200) - days;
        checkAgainstDirect(body, from + u * (to - from), days, slice);
      }),
      { numRuns: 20 },
    );
  });

  it('property (−3000..+3000, each body within its span, the ends included): the same', () => {
    fc.assert(
      fc.property(BODY, fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(0, 1)), (body, u) => {
        const { days, slice } = stretchOf(body);
        const span = spanOf(body);
        checkAgainstDirect(body, span.from + u * (span.to - span.from - days), days, slice);
      }),
      { numRuns: 15 },
    );
  });

  it('searches from the first day and to the last day of a body with a narrower span (its stations looked for inside it)', () => {
    for (const body of ['Chiron', 'Hygiea', 'Eros', 'Sedna', 'Amor'] as const) {
      const method = BODY_METHODS[body];
      if (method.kind !== 'heliocentric' || method.span === undefined) throw new Error(`${body} has no span`);
      const { days, slice } = stretchOf(body);
      // Half a day inside: the direct path of Sedna fails at the very first instant of its span (INTERNAL, no era table).
      const first = method.span.fromJdTt + 0.5;
      const last = Math.min(method.span.toJdTt, SUPPORTED_SPAN.toJd) - 0.5;
      checkAgainstDirect(body, first, days, slice);
      checkAgainstDirect(body, last - days, days, slice);
    }
  });

  it('finds what the search on the precise range-path fits found: same crossings and directions, the same longitude within 0.01″', () => {
    const from = 2451000.5;
    const to = from + 3 * 365.25;
    let compared = 0;
    for (const body of ['Mercury', 'Mars', 'Jupiter', 'Neptune', 'Chiron', 'Ceres', 'Pallas', 'Eros', 'Sedna', 'Kronos'] as const) {
      const step = body === 'Mercury' ? 4 : body === 'Mars' ? 10 : 5;
      const breakpoints = stationsOf(body, from - step, to + step).map((s) => s.jdTt);
      const before = findCrossings(
        { angle: (t) => longitudeAndSpeed(body, t).value, targets: SIGN_BOUNDARIES, stepDays: step, breakpoints },
        from,
        to,
      );
      const now = heliocentricCrossings(body, SIGN_BOUNDARIES, from, to);
      expect(now.length, body).toBe(before.length);
      compared += now.length;
      now.forEach((c, k) => {
        expect(c.target, body).toBe(before[k]!.target);
        expect(c.direction, body).toBe(before[k]!.direction);
        // The two differ by the range path's fit error (≤ 0.002″) over the body's motion.
        const motion = Math.abs(longitudeAndSpeed(body, c.jdTt).rate);
        expect(Math.abs(c.jdTt - before[k]!.jdTt) * motion * 3600, `${body} ${c.jdTt}`).toBeLessThan(0.01);
      });
    }
    expect(compared).toBeGreaterThan(50);
  });
});
