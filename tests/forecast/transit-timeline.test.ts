/**
 * transitTimeline (issue 27): the contact's shape on a known year (a retrograde loop within orb makes three passes
 * with their stations, the range-edge flags), the defaults, the errors naming their member, and the schema.
 */
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { bodyPosition } from '../../src/records/positions.js';
import { transitTimeline } from '../../src/records/transit-timeline.js';
import { TransitContact } from '../../src/schemas/transit-timeline.js';
import { instant } from '../../src/time/index.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const YEAR = { birth: BIRTH, from: '2025-01-01', to: '2026-01-01' };
/** Longitude agreement of an exact pass with bodyPosition, degrees (1e-7 day of Pluto's motion is far below). */
const EXACT_DEG = 1e-5;

function signedFrom(a: number, b: number): number {
  return ((((b - a) % 360) + 540) % 360) - 180;
}

function caught(f: () => unknown): { code?: string; field?: unknown } {
  try {
    f();
  } catch (e) {
    const err = e as { code?: string; details?: { field?: unknown } };
    return { code: err.code, field: err.details?.field };
  }
  return {};
}

describe('transitTimeline', () => {
  const timeline = transitTimeline(YEAR);

  it('answers records of the schema, sorted by enters', () => {
    expect(timeline.length).toBeGreaterThan(0);
    for (const c of timeline) expect(Value.Check(TransitContact, c), JSON.stringify(c)).toBe(true);
    for (let i = 1; i < timeline.length; i += 1) expect(instant(timeline[i]!.enters).jdUt).toBeGreaterThanOrEqual(instant(timeline[i - 1]!.enters).jdUt);
  });

  it('follows Jupiter–Pluto and Chiron to the natal Sun–Pluto and the angles by default', () => {
    const bodies = new Set(timeline.map((c) => c.transitBody));
    for (const b of bodies) expect(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron']).toContain(b);
    expect(timeline.some((c) => c.natalPoint === 'Ascendant' || c.natalPoint === 'Midheaven')).toBe(true);
  });

  it('gives a retrograde loop within orb its three passes, the middle one retrograde, and the two stations between', () => {
    const loop = timeline.find((c) => c.exact.length === 3)!;
    expect(loop).toBeDefined();
    expect(loop.exact.map((e) => e.direction)).toEqual(['direct', 'retrograde', 'direct']);
    expect(loop.stations.map((s) => s.type)).toEqual(['retrograde', 'direct']);
    const [p1, p2, p3] = loop.exact.map((e) => instant(e.at).jdUt);
    const [s1, s2] = loop.stations.map((s) => instant(s.at).jdUt);
    expect(p1! < s1! && s1! < p2! && p2! < s2! && s2! < p3!).toBe(true);
    for (const e of loop.exact) expect(Math.abs(signedFrom(loop.exactLongitude, bodyPosition(loop.transitBody, e.at).longitude))).toBeLessThan(EXACT_DEG);
  });

  it('says when a contact began before from or ends after to, and starts or ends it there', () => {
    const before = timeline.filter((c) => c.entersBeforeRange);
    const after = timeline.filter((c) => c.leavesAfterRange);
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    for (const c of before) {
      expect(instant(c.enters).jdUt).toBeCloseTo(instant(YEAR.from).jdUt, 6);
      expect(Math.abs(signedFrom(c.exactLongitude, bodyPosition(c.transitBody, YEAR.from).longitude))).toBeLessThan(c.orb);
    }
    for (const c of after) {
      expect(instant(c.leaves).jdUt).toBeCloseTo(instant(YEAR.to).jdUt, 6);
      expect(Math.abs(signedFrom(c.exactLongitude, bodyPosition(c.transitBody, YEAR.to).longitude))).toBeLessThan(c.orb);
    }
    // In between, entering and leaving are exactly at the orb's edge.
    for (const c of timeline.filter((x) => !x.entersBeforeRange)) {
      expect(Math.abs(Math.abs(signedFrom(c.exactLongitude, bodyPosition(c.transitBody, c.enters).longitude)) - c.orb)).toBeLessThan(EXACT_DEG);
    }
  });

  it('leaves the angles out without a birth time, and narrows to the bodies, points and aspects asked', () => {
    const untimed = transitTimeline({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 }, from: '2025-01-01', to: '2026-01-01' });
    expect(untimed.some((c) => c.natalPoint === 'Ascendant' || c.natalPoint === 'Midheaven')).toBe(false);
    const narrow = transitTimeline({ ...YEAR, transitBodies: ['Mars'], natalPoints: ['Sun'], aspects: ['conjunction'] });
    expect(narrow.length).toBeGreaterThan(0);
    for (const c of narrow) expect([c.transitBody, c.natalPoint, c.aspect]).toEqual(['Mars', 'Sun', 'conjunction']);
  });

  it('refuses bad input with the member named', () => {
    expect(caught(() => transitTimeline({ ...YEAR, transitBodies: ['Vertex' as never] }))).toEqual({ code: 'INVALID_ARGUMENT', field: 'transitBodies[0]' });
    expect(caught(() => transitTimeline({ ...YEAR, natalPoints: ['MC' as never] }))).toEqual({ code: 'INVALID_ARGUMENT', field: 'natalPoints[0]' });
    expect(caught(() => transitTimeline({ ...YEAR, aspects: ['squre' as never] }))).toEqual({ code: 'INVALID_ARGUMENT', field: 'aspects[0]' });
    expect(caught(() => transitTimeline({ ...YEAR, to: '2050-01-01' }))).toEqual({ code: 'OUT_OF_RANGE', field: 'to' });
    expect(caught(() => transitTimeline({ ...YEAR, birth: { ...BIRTH, birthDate: '1990-13-01' } }))).toEqual({ code: 'INVALID_ARGUMENT', field: 'birth.birthDate' });
  });
});
