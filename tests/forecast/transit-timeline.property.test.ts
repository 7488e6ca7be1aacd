/**
 * transitTimeline (issue 27) against an independent brute-force scan: for random births and short ranges, the
 * transiting bodies' longitudes are sampled with `bodyPosition` every few hours; for every natal point and aspect the
 * signed difference of the longitude from each exact aspect longitude (natal ± angle — never |separation| − angle,
 * whose fold at 0° and 180° has no sign change) and from the two edges of the orb band is watched for sign changes,
 * each bisected to a second. Every exact pass and every orb crossing of the scan must be in the timeline within a
 * minute, and every one of the timeline's must be the scan's or, for a grazing pair about a station closer than the
 * scan's step, a true sign change of bodyPosition a minute either side.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASPECTS, allowedOrb } from '../../src/aspects/index.js';
import { natalChart } from '../../src/records/index.js';
import { bodyPosition } from '../../src/records/positions.js';
import { DEFAULT_TIMELINE_TRANSIT_BODIES, transitTimeline } from '../../src/records/transit-timeline.js';
import type { AspectType, Body } from '../../src/schemas/enums.js';
import type { NatalChartRequest } from '../../src/schemas/index.js';
import type { TransitTimelineRequest } from '../../src/schemas/transit-timeline.js';
import { arbBirthData } from '../../src/testing/index.js';
import { instant, instantFromJulianDay } from '../../src/time/index.js';

/** The accuracy asked by issue 27: one minute, in days. */
const MINUTE_DAYS = 1 / 1440;
/** The scan's sampling step, days (the slow bodies move < 0.2° in it). */
const SCAN_STEP_DAYS = 0.25;
/** Bisection of the scan to a second, days. */
const SCAN_TOLERANCE_DAYS = 1 / 86400;
const MAJORS: AspectType[] = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];

/** Signed difference b − a folded to (−180, 180], degrees: written here, not imported, so the scan stays independent. */
function diff(a: number, b: number): number {
  let d = (b - a) % 360;
  if (d <= -180) d += 360;
  if (d > 180) d -= 360;
  return d;
}

function lon(body: Body, jdUt: number): number {
  return bodyPosition(body, instantFromJulianDay(jdUt)).longitude;
}

/** Every sign change of g(t) = diff(target, λ(t)) in the samples (where |g| is small, so never the ±180° jump), bisected. */
function crossingsOf(body: Body, ts: number[], ls: number[], target: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < ts.length; i += 1) {
    const ga = diff(target, ls[i - 1]!);
    const gb = diff(target, ls[i]!);
    if (Math.abs(ga) > 10 || Math.abs(gb) > 10 || ga < 0 === gb < 0) continue;
    let a = ts[i - 1]!;
    let b = ts[i]!;
    while (b - a > SCAN_TOLERANCE_DAYS) {
      const m = (a + b) / 2;
      if (diff(target, lon(body, m)) < 0 === ga < 0) a = m;
      else b = m;
    }
    out.push((a + b) / 2);
  }
  return out;
}

/** A true sign change of bodyPosition about t (a minute either side): the timeline's crossing is real. */
function realCrossing(body: Body, target: number, t: number): boolean {
  return diff(target, lon(body, t - MINUTE_DAYS)) < 0 !== diff(target, lon(body, t + MINUTE_DAYS)) < 0;
}

function expectSameInstants(
  body: Body,
  target: number,
  label: string,
  scan: number[],
  timeline: number[],
): void {
  for (const s of scan) {
    const near = timeline.filter((t) => Math.abs(t - s) < MINUTE_DAYS);
    expect(
      near.length,
      `${label}: scan crossing at JD ${s} missing from the timeline [${timeline.join(', ')}]`,
    ).toBe(1);
  }
  for (const t of timeline) {
    if (scan.some((s) => Math.abs(t - s) < MINUTE_DAYS)) continue;
    expect(
      realCrossing(body, target, t),
      `${label}: timeline crossing at JD ${t} is neither the scan's nor a real sign change`,
    ).toBe(true);
  }
}

const jdOf = (iso: string): number => instant(iso).jdUt;

/** One run of the comparison: a birth, a range, the transiting bodies (undefined: the defaults). */
function compareWithScan(
  birth: NatalChartRequest,
  startDay: number,
  spanDays: number,
  bodies?: NonNullable<TransitTimelineRequest['transitBodies']>,
): void {
  const fromJd = jdOf('1990-01-01T00:00:00Z') + startDay;
  const toJd = fromJd + spanDays;
  const from = instantFromJulianDay(fromJd);
  const to = instantFromJulianDay(toJd);
  const transiting = bodies ?? DEFAULT_TIMELINE_TRANSIT_BODIES;
  const timeline = transitTimeline({
    birth,
    from,
    to,
    ...(bodies === undefined ? {} : { transitBodies: [...bodies] }),
  });
  const chart = natalChart(birth);
  const points = new Map<string, number>(chart.positions.map((p) => [p.body, p.position.longitude]));
  if (chart.ascendant !== undefined) points.set('Ascendant', chart.ascendant);
  if (chart.midheaven !== undefined) points.set('Midheaven', chart.midheaven);
  const wanted = [
    'Sun',
    'Moon',
    'Mercury',
    'Venus',
    'Mars',
    'Jupiter',
    'Saturn',
    'Uranus',
    'Neptune',
    'Pluto',
    'Ascendant',
    'Midheaven',
  ];
  for (const c of timeline) {
    expect(wanted).toContain(c.natalPoint);
    expect(Math.abs(diff(points.get(c.natalPoint)!, c.natalLongitude))).toBeLessThan(1e-6);
    expect(jdOf(c.enters)).toBeLessThanOrEqual(jdOf(c.leaves));
  }
  for (let i = 1; i < timeline.length; i += 1)
    expect(jdOf(timeline[i]!.enters)).toBeGreaterThanOrEqual(jdOf(timeline[i - 1]!.enters));
  const ts: number[] = [];
  for (let t = fromJd; t < toJd; t += SCAN_STEP_DAYS) ts.push(t);
  ts.push(toJd);
  for (const body of transiting) {
    const ls = ts.map((t) => lon(body, t));
    for (const point of wanted) {
      const natal = points.get(point);
      if (natal === undefined) continue;
      for (const aspect of MAJORS) {
        const angle = ASPECTS[aspect].angle;
        const orb = allowedOrb(aspect, 'tight', body);
        const exacts = angle === 0 || angle === 180 ? [natal + angle] : [natal + angle, natal - angle];
        for (const exactRaw of exacts) {
          const exact = ((exactRaw % 360) + 360) % 360;
          const contacts = timeline.filter(
            (c) =>
              c.transitBody === body &&
              c.natalPoint === point &&
              c.aspect === aspect &&
              Math.abs(diff(exact, c.exactLongitude)) < 1e-6,
          );
          const label = `${body} ${aspect} natal ${point} (${exact.toFixed(4)}°)`;
          expectSameInstants(
            body,
            exact,
            `${label} exact`,
            crossingsOf(body, ts, ls, exact),
            contacts.flatMap((c) => c.exact.map((e) => jdOf(e.at))),
          );
          const edges = [
            ...crossingsOf(body, ts, ls, exact - orb),
            ...crossingsOf(body, ts, ls, exact + orb),
          ].sort((a, b) => a - b);
          const bounds = contacts.flatMap((c) => [
            ...(c.entersBeforeRange ? [] : [jdOf(c.enters)]),
            ...(c.leavesAfterRange ? [] : [jdOf(c.leaves)]),
          ]);
          for (const s of edges)
            expect(
              bounds.some((b) => Math.abs(b - s) < MINUTE_DAYS),
              `${label}: orb crossing at JD ${s} missing`,
            ).toBe(true);
          for (const b of bounds) {
            const real =
              edges.some((s) => Math.abs(b - s) < MINUTE_DAYS) ||
              realCrossing(body, exact - orb, b) ||
              realCrossing(body, exact + orb, b);
            expect(real, `${label}: timeline orb crossing at JD ${b} is not one`).toBe(true);
          }
          // Within orb at the range's start exactly when a contact says it began before.
          const inside = Math.abs(diff(exact, ls[0]!)) < orb;
          if (Math.abs(Math.abs(diff(exact, ls[0]!)) - orb) > 1e-6)
            expect(
              contacts.some((c) => c.entersBeforeRange),
              `${label}: within orb at from`,
            ).toBe(inside);
        }
      }
    }
  }
}

describe('transitTimeline against a brute-force scan of bodyPosition', () => {
  it('every exact pass, entry and exit within a minute, none missed (random births, ranges of 30–120 days)', () => {
    fc.assert(
      fc.property(
        arbBirthData({ from: '1900-01-01', to: '2020-12-31' }),
        fc.integer({ min: 0, max: 60 * 365 }),
        fc.integer({ min: 30, max: 120 }),
        (birth, startDay, spanDays) => compareWithScan(birth, startDay, spanDays),
      ),
      { numRuns: 10 },
    );
  }, 120_000);

  it('the same for the fast bodies and the true node, found on the range path (ranges of 10–40 days)', () => {
    fc.assert(
      fc.property(
        arbBirthData({ from: '1900-01-01', to: '2020-12-31' }),
        fc.integer({ min: 0, max: 60 * 365 }),
        fc.integer({ min: 10, max: 40 }),
        (birth, startDay, spanDays) =>
          compareWithScan(birth, startDay, spanDays, ['Sun', 'Moon', 'Mercury', 'Mars', 'NorthNode']),
      ),
      { numRuns: 6 },
    );
  }, 120_000);
});
