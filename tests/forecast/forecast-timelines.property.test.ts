/**
 * The forecast timelines of issue 27 beyond the transit contacts — natal-house ingresses and lunations on natal points,
 * secondary progressions, solar-arc directions and returns — against independent brute-force scans of `bodyPosition`:
 * the longitudes (or the Moon's elongation, or the daily motion) are sampled densely, every sign change of their
 * signed difference from each target is bisected to a second, and every instant of the scan must be in the timeline
 * within a minute, every instant of the timeline a true sign change (a minute either side). For the progressions the
 * clock is the one defined by the method: the instant of life T stands for birth + (T − birth) / 365.24219 days
 * (one day of ephemeris per mean tropical year, Explanatory Supplement to the Astronomical Almanac, 3rd ed., 2013,
 * ch. 15), so a minute of life is 0.16 s of ephemeris; every `bodyPosition` call of the scan is made as an isolated
 * call (the fast path reset), the path a single call takes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASPECTS } from '../../src/aspects/index.js';
import { resetFastPath } from '../../src/ephemeris/fast-path-place.js';
import { birthMoment } from '../../src/records/birth-moment.js';
import { directionTimeline } from '../../src/records/direction-timeline.js';
import { natalChart } from '../../src/records/index.js';
import { bodyPosition } from '../../src/records/positions.js';
import { progressionTimeline } from '../../src/records/progression-timeline.js';
import { returnsInRange } from '../../src/records/returns-in-range.js';
import { transitTimeline } from '../../src/records/transit-timeline.js';
import type { AspectType, Body, BirthData } from '../../src/schemas/index.js';
import { arbBirthData } from '../../src/testing/index.js';
import { instant, instantFromJulianDay } from '../../src/time/index.js';

/** The accuracy asked by issue 27: one minute, in days. */
const MINUTE_DAYS = 1 / 1440;
/** Bisection of the scan to a second, days. */
const SECOND_DAYS = 1 / 86400;
/** The year of life of secondary progressions, days (see above). */
const YEAR_OF_LIFE_DAYS = 365.24219;
/** How close to a limit (degrees) a quantity is taken as on it, where the test does not decide either way. */
const EDGE_DEG = 1e-4;
const MAJORS: AspectType[] = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];

/** Signed difference b − a folded to (−180, 180], degrees: written here, not imported, so the scan stays independent. */
function diff(a: number, b: number): number {
  let d = (b - a) % 360;
  if (d <= -180) d += 360;
  if (d > 180) d -= 360;
  return d;
}

/** Places already computed in this run (the many targets of one scan share its samples); emptied per run. */
const seen = new Map<string, { longitude: number; speed: number }>();

/** `bodyPosition` as an isolated call (the direct path), at a UT Julian Day. */
function place(body: Body, jdUt: number): { longitude: number; speed: number } {
  const key = `${body}@${jdUt}`;
  const known = seen.get(key);
  if (known !== undefined) return known;
  resetFastPath();
  const p = bodyPosition(body, instantFromJulianDay(jdUt));
  const out = { longitude: p.longitude, speed: p.speed };
  seen.set(key, out);
  return out;
}

const jdOf = (iso: string): number => instant(iso).jdUt;

/** Every sign change of g over the samples (where |g| < `near`, so never a ±180° jump), bisected to a second. */
function roots(g: (t: number) => number, ts: readonly number[], near = 10): number[] {
  const out: number[] = [];
  let ga = g(ts[0]!);
  for (let i = 1; i < ts.length; i += 1) {
    const gb = g(ts[i]!);
    if (Math.abs(ga) < near && Math.abs(gb) < near && ga < 0 !== gb < 0) {
      let a = ts[i - 1]!;
      let b = ts[i]!;
      const sa = ga < 0;
      while (b - a > SECOND_DAYS) {
        const m = (a + b) / 2;
        if (g(m) < 0 === sa) a = m;
        else b = m;
      }
      out.push((a + b) / 2);
    }
    ga = gb;
  }
  return out;
}

/** A true sign change of g about t (a minute either side). */
const realRoot = (g: (t: number) => number, t: number): boolean => g(t - MINUTE_DAYS) < 0 !== g(t + MINUTE_DAYS) < 0;

/** Every scan root is in the timeline within a minute, once; every timeline instant is a scan root or a real one. */
function expectSame(label: string, g: (t: number) => number, scan: readonly number[], found: readonly number[]): void {
  for (const s of scan) {
    expect(found.filter((t) => Math.abs(t - s) < MINUTE_DAYS).length, `${label}: scan root at JD ${s} not once in [${found.join(', ')}]`).toBe(1);
  }
  for (const t of found) {
    if (scan.some((s) => Math.abs(t - s) < MINUTE_DAYS)) continue;
    expect(realRoot(g, t), `${label}: JD ${t} is neither the scan's nor a real crossing`).toBe(true);
  }
}

/** Samples from `from` to `to` every `step` days, both ends included. */
function samples(from: number, to: number, step: number): number[] {
  seen.clear();
  const ts: number[] = [];
  for (let t = from; t < to; t += step) ts.push(t);
  ts.push(to);
  return ts;
}

/** The natal points as the natal chart gives them, and its cusps. */
function natalOf(birth: BirthData): { points: Map<string, number>; cusps?: number[] } {
  const chart = natalChart(birth);
  const points = new Map<string, number>(chart.positions.filter((p) => ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'].includes(p.body)).map((p) => [p.body, p.position.longitude]));
  if (chart.ascendant !== undefined) points.set('Ascendant', chart.ascendant);
  if (chart.midheaven !== undefined) points.set('Midheaven', chart.midheaven);
  return { points, ...(chart.houses === undefined ? {} : { cusps: chart.houses.map((h) => h.cusp.longitude) }) };
}

const timedBirth = (from: string, to: string) =>
  arbBirthData({ from, to }).map((b) => ({ ...b, birthTime: b.birthTime ?? '12:00', latitude: Math.max(-60, Math.min(60, b.latitude)) }));

describe('transitTimeline house ingresses and lunations against a scan of bodyPosition', () => {
  it('every cusp crossing and every lunation within 3° of a natal point, within a minute, none missed', () => {
    fc.assert(
      fc.property(timedBirth('1900-01-01', '2020-12-31'), fc.integer({ min: 0, max: 60 * 365 }), fc.integer({ min: 30, max: 150 }), (birth, startDay, spanDays) => {
        const fromJd = jdOf('1990-01-01T00:00:00Z') + startDay;
        const toJd = fromJd + spanDays;
        const bodies = ['Mars', 'Jupiter', 'Saturn'] as const;
        const timeline = transitTimeline({
          birth, from: instantFromJulianDay(fromJd), to: instantFromJulianDay(toJd), transitBodies: [...bodies], include: ['houseIngress', 'lunation'],
        });
        expect(timeline.every((e) => e.kind !== 'contact')).toBe(true);
        const { points, cusps } = natalOf(birth);
        const ts = samples(fromJd, toJd, 0.25);
        for (const body of bodies) {
          cusps!.forEach((cusp, i) => {
            const g = (t: number) => diff(cusp, place(body, t).longitude);
            const found = timeline.filter((e) => e.kind === 'houseIngress' && e.transitBody === body && Math.abs(diff(cusp, e.cuspLongitude)) < 1e-9);
            for (const e of found) if (e.kind === 'houseIngress') expect(e.house).toBe(e.direction === 'direct' ? i + 1 : i === 0 ? 12 : i);
            expectSame(`${body} over cusp ${i + 1}`, g, roots(g, ts), found.map((e) => jdOf((e as { at: string }).at)));
          });
        }
        const elongation = (target: number) => (t: number) => diff(target, place('Moon', t).longitude - place('Sun', t).longitude);
        for (const target of [0, 180]) {
          const scan = roots(elongation(target), samples(fromJd, toJd, 0.5), 30);
          for (const s of scan) {
            const moon = place('Moon', s).longitude;
            const sun = place('Sun', s).longitude;
            for (const [point, natal] of points) {
              const distance = Math.min(Math.abs(diff(natal, moon)), target === 180 ? Math.abs(diff(natal, sun)) : Infinity);
              if (Math.abs(distance - 3) < EDGE_DEG) continue;
              const listed = timeline.filter((e) => e.kind === 'lunation' && e.natalPoint === point && Math.abs(jdOf(e.at) - s) < MINUTE_DAYS);
              expect(listed.length, `${target === 0 ? 'new' : 'full'} moon at JD ${s} on ${point} (${distance}°)`).toBe(distance < 3 ? 1 : 0);
            }
          }
          const found = timeline.filter((e) => e.kind === 'lunation' && e.phase === (target === 0 ? 'newMoon' : 'fullMoon')).map((e) => jdOf((e as { at: string }).at));
          for (const t of found) expect(scan.some((s) => Math.abs(s - t) < MINUTE_DAYS), `lunation at JD ${t} not in the scan`).toBe(true);
        }
      }),
      { numRuns: 6 },
    );
  }, 240_000);
});

/** The progressed clock of a birth: life UT Julian Day → progressed UT Julian Day. */
const progressedOf = (birthJdUt: number) => (life: number): number => birthJdUt + (life - birthJdUt) / YEAR_OF_LIFE_DAYS;

describe('progressionTimeline against a scan of bodyPosition at the progressed instants', () => {
  it('every exact pass, orb edge, sign and house ingress, station and lunation phase within a minute of life, none missed', () => {
    fc.assert(
      fc.property(timedBirth('1900-01-01', '1990-12-31'), fc.integer({ min: 0, max: 70 * 365 }), fc.integer({ min: 2 * 365, max: 8 * 365 }), (birth, startDay, spanDays) => {
        const birthJd = birthMoment(birth, 'birth').birth.at.jdUt;
        const fromJd = birthJd + 1 + startDay;
        const toJd = fromJd + spanDays;
        const timeline = progressionTimeline({ birth, from: instantFromJulianDay(fromJd), to: instantFromJulianDay(toJd) });
        const { points, cusps } = natalOf(birth);
        const prog = progressedOf(birthJd);
        // Every 0.02 day of ephemeris (a week of life): the progressed Moon moves 0.3° in it.
        const ts = samples(fromJd, toJd, 0.02 * YEAR_OF_LIFE_DAYS);
        for (const body of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'] as const) {
          const lonAt = (t: number) => place(body, prog(t)).longitude;
          const mine = timeline.filter((e) => 'progressedBody' in e && e.progressedBody === body);
          for (const [point, natal] of points) {
            for (const aspect of MAJORS) {
              const angle = ASPECTS[aspect].angle;
              for (const exactRaw of angle === 0 || angle === 180 ? [natal + angle] : [natal + angle, natal - angle]) {
                const exact = ((exactRaw % 360) + 360) % 360;
                const contacts = mine.filter((e) => e.kind === 'contact' && e.natalPoint === point && e.aspect === aspect && Math.abs(diff(exact, e.exactLongitude)) < 1e-9);
                const label = `progressed ${body} ${aspect} ${point}`;
                const g = (t: number) => diff(exact, lonAt(t));
                expectSame(`${label} exact`, g, roots(g, ts), contacts.flatMap((c) => (c.kind === 'contact' ? c.exact.map((x) => jdOf(x.at)) : [])));
                const lo = (t: number) => diff(exact - 1, lonAt(t));
                const hi = (t: number) => diff(exact + 1, lonAt(t));
                const edges = [...roots(lo, ts), ...roots(hi, ts)];
                const bounds = contacts.flatMap((c) => (c.kind === 'contact' ? [...(c.entersBeforeRange ? [] : [jdOf(c.enters)]), ...(c.leavesAfterRange ? [] : [jdOf(c.leaves)])] : []));
                for (const s of edges) expect(bounds.some((b) => Math.abs(b - s) < MINUTE_DAYS), `${label}: orb edge at JD ${s} missing`).toBe(true);
                for (const b of bounds) expect(edges.some((s) => Math.abs(b - s) < MINUTE_DAYS) || realRoot(lo, b) || realRoot(hi, b), `${label}: edge at JD ${b}`).toBe(true);
              }
            }
          }
          for (let k = 0; k < 12; k += 1) {
            const g = (t: number) => diff(k * 30, lonAt(t));
            const found = mine.filter((e) => e.kind === 'signIngress' && (e.direction === 'direct' ? k : (k + 11) % 12) === ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'].indexOf(e.sign));
            expectSame(`progressed ${body} over ${k * 30}°`, g, roots(g, ts), found.map((e) => jdOf((e as { at: string }).at)));
          }
          cusps!.forEach((cusp, i) => {
            const g = (t: number) => diff(cusp, lonAt(t));
            const found = mine.filter((e) => e.kind === 'houseIngress' && Math.abs(diff(cusp, e.cuspLongitude)) < 1e-9);
            expectSame(`progressed ${body} over cusp ${i + 1}`, g, roots(g, ts), found.map((e) => jdOf((e as { at: string }).at)));
          });
          if (body !== 'Sun' && body !== 'Moon') {
            const speed = (t: number) => place(body, prog(t)).speed;
            expectSame(`progressed ${body} stations`, speed, roots(speed, ts, Infinity), mine.filter((e) => e.kind === 'station').map((e) => jdOf((e as { at: string }).at)));
          }
        }
        for (const [i, elongation] of [0, 45, 90, 135, 180, 225, 270, 315].entries()) {
          const g = (t: number) => diff(elongation, place('Moon', prog(t)).longitude - place('Sun', prog(t)).longitude);
          const found = timeline.filter((e) => e.kind === 'lunationPhase' && e.elongation === elongation);
          for (const e of found) if (e.kind === 'lunationPhase') expect(e.phase).toBe(['New', 'Crescent', 'First Quarter', 'Gibbous', 'Full', 'Disseminating', 'Last Quarter', 'Balsamic'][i]);
          expectSame(`progressed lunation ${elongation}°`, g, roots(g, ts, 30), found.map((e) => jdOf((e as { at: string }).at)));
        }
        for (let i = 1; i < timeline.length; i += 1) {
          const at = (e: (typeof timeline)[number]) => jdOf('enters' in e ? e.enters : e.at);
          expect(at(timeline[i]!)).toBeGreaterThanOrEqual(at(timeline[i - 1]!));
        }
      }),
      { numRuns: 3 },
    );
  }, 400_000);
});

describe('directionTimeline against a scan of the progressed Sun (solar arc) and against Naibod’s key', () => {
  it('every solar-arc exact instant and orb edge within a minute of life, none missed; Naibod’s instants on its definition', () => {
    fc.assert(
      fc.property(timedBirth('1900-01-01', '1990-12-31'), fc.integer({ min: 0, max: 70 * 365 }), fc.integer({ min: 2 * 365, max: 15 * 365 }), (birth, startDay, spanDays) => {
        const birthJd = birthMoment(birth, 'birth').birth.at.jdUt;
        const fromJd = birthJd + 1 + startDay;
        const toJd = fromJd + spanDays;
        const request = { birth, from: instantFromJulianDay(fromJd), to: instantFromJulianDay(toJd), natalPoints: ['Sun', 'Moon', 'Mars', 'Saturn', 'Midheaven'] as ('Sun' | 'Moon' | 'Mars' | 'Saturn' | 'Midheaven')[] };
        const solar = directionTimeline(request);
        const { points } = natalOf(birth);
        const prog = progressedOf(birthJd);
        const natalSun = points.get('Sun')!;
        const arcAt = (t: number) => place('Sun', prog(t)).longitude - natalSun;
        const ts = samples(fromJd, toJd, 30);
        for (const [directed, d] of points) {
          for (const point of request.natalPoints) {
            const n = points.get(point);
            if (n === undefined) continue;
            for (const aspect of MAJORS) {
              if (directed === point && aspect === 'conjunction') continue;
              const angle = ASPECTS[aspect].angle;
              for (const e of angle === 0 || angle === 180 ? [angle] : [angle, -angle]) {
                const target = n + e;
                const g = (t: number) => diff(target, d + arcAt(t));
                const contacts = solar.filter((c) => c.directedPoint === directed && c.natalPoint === point && c.aspect === aspect && Math.abs(diff(target, d + c.arc)) < 1e-6);
                const label = `directed ${directed} ${aspect} ${point}`;
                expectSame(`${label} exact`, g, roots(g, ts), contacts.flatMap((c) => (c.exact === undefined ? [] : [jdOf(c.exact)])));
                const edges = [...roots((t) => g(t) + 1, ts), ...roots((t) => g(t) - 1, ts)];
                const bounds = contacts.flatMap((c) => [...(c.entersBeforeRange ? [] : [jdOf(c.enters)]), ...(c.leavesAfterRange ? [] : [jdOf(c.leaves)])]);
                expectSame(`${label} orb edges`, (t) => Math.abs(g(t)) - 1, edges, bounds);
              }
            }
          }
        }
        const naibod = directionTimeline({ ...request, key: 'naibod' });
        for (const c of naibod) {
          const d = points.get(c.directedPoint)!;
          // Naibod: 360° / 365.24219 of arc for each year of 365.24219 days, so the arc in degrees is the age in days × 360 / 365.24219².
          const arcOf = (iso: string) => ((jdOf(iso) - birthJd) * 360) / YEAR_OF_LIFE_DAYS ** 2;
          const off = (iso: string) => Math.abs(Math.abs(diff(points.get(c.natalPoint)!, d + arcOf(iso))) - ASPECTS[c.aspect].angle);
          if (c.exact !== undefined) expect(off(c.exact)).toBeLessThan(1e-6);
          if (!c.entersBeforeRange) expect(Math.abs(off(c.enters) - 1)).toBeLessThan(1e-6);
          if (!c.leavesAfterRange) expect(Math.abs(off(c.leaves) - 1)).toBeLessThan(1e-6);
        }
      }),
      { numRuns: 5 },
    );
  }, 240_000);
});

describe('returnsInRange against a scan of bodyPosition', () => {
  it('every pass over the natal longitude within a minute, none missed, grouped by retrograde loops', () => {
    fc.assert(
      fc.property(
        timedBirth('1900-01-01', '2000-12-31'),
        fc.constantFrom('Sun', 'Moon', 'Mercury', 'Mars', 'Jupiter', 'Saturn' as const),
        fc.integer({ min: 0, max: 40 * 365 }),
        (birth, body, startDay) => {
          const spanDays = body === 'Moon' ? 120 : body === 'Sun' || body === 'Mercury' || body === 'Mars' ? 3 * 365 : 30 * 365;
          const fromJd = jdOf('1995-01-01T00:00:00Z') + startDay;
          const toJd = fromJd + spanDays;
          const found = returnsInRange({ birth, body, from: instantFromJulianDay(fromJd), to: instantFromJulianDay(toJd) });
          const natal = natalOf(birth).points.get(body)!;
          const g = (t: number) => diff(natal, place(body, t).longitude);
          const step = body === 'Moon' ? 0.25 : body === 'Saturn' || body === 'Jupiter' ? 2 : 1;
          const passes = found.flatMap((r) => r.passes.map((p) => jdOf(p.at)));
          expectSame(`${body} returns`, g, roots(g, samples(fromJd, toJd, step)), passes.filter((t) => t >= fromJd && t <= toJd));
          for (const r of found) {
            expect(Math.abs(diff(natal, r.natalLongitude))).toBeLessThan(1e-6);
            expect(r.passes.some((p) => jdOf(p.at) >= fromJd && jdOf(p.at) <= toJd)).toBe(true);
            r.passes.forEach((p, i) => i > 0 && expect(p.direction).not.toBe(r.passes[i - 1]!.direction));
            expect(r.passes.length % 2).toBe(1);
          }
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);
});
