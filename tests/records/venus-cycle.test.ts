/**
 * The Venus cycle against astronomy-engine (MIT; independent: SearchRelativeLongitude for conjunctions,
 * SearchMaxElongation for greatest elongations) and the synodic period.
 */
import * as AE from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { findVenusCycle } from '../../src/records/index.js';
import { VenusCyclePhase } from '../../src/schemas/index.js';
import { Value } from 'typebox/value';

const MINUTE_MS = 60e3;
/**
 * Conjunctions: at our instant, astronomy-engine's apparent geocentric longitudes of Venus and the Sun (true
 * ecliptic of date) agree within 30″ (its own ephemeris, and its light-time/aberration approximation, which
 * differs by up to ~17″ at inferior conjunction, when Venus is 0.27 AU away; Venus − Sun then moves 1.6°/day,
 * so 30″ is 5 minutes). Its heliocentric SearchRelativeLongitude is NOT the same event: light time and aberration
 * put the apparent conjunction up to ~50 min away from the geometric one at superior conjunction.
 */
const CONJUNCTION_ARCSEC_TOLERANCE = 30;
/** Greatest elongation is a flat extremum (the separation changes by < 1″ over an hour): 2 hours. */
const ELONGATION_TOLERANCE_MS = 120 * MINUTE_MS;
/** Separation at greatest elongation: 0.01°. */
const ELONGATION_DEG_TOLERANCE = 0.01;

describe('findVenusCycle', () => {
  const phases = findVenusCycle({ from: '2000-01-01T00:00:00Z', to: '2016-01-01T00:00:00Z' });

  it('every record validates against the spec schema, in time order', () => {
    for (const p of phases) expect(Value.Check(VenusCyclePhase, p)).toBe(true);
    for (let i = 1; i < phases.length; i++) expect(Date.parse(phases[i]!.date)).toBeGreaterThanOrEqual(Date.parse(phases[i - 1]!.date));
  });

  it('conjunctions agree with the apparent longitudes of astronomy-engine within 30″ and alternate inferior/superior', () => {
    const conj = phases.filter((p) => p.phase.endsWith('Conjunction'));
    expect(conj.length).toBe(20); // 16 years ≈ 10 synodic periods, 2 conjunctions each
    for (let i = 1; i < conj.length; i++) expect(conj[i]!.phase).not.toBe(conj[i - 1]!.phase);
    for (const c of conj) {
      const when = new Date(c.date);
      const venus = AE.Ecliptic(AE.GeoVector(AE.Body.Venus, when, true)).elon;
      const sun = AE.SunPosition(when).elon;
      const diffArcsec = Math.abs(((venus - sun + 540) % 360) - 180) * 3600;
      expect(diffArcsec, c.date).toBeLessThan(CONJUNCTION_ARCSEC_TOLERANCE);
      // Inferior: Venus nearer than the Sun.
      const dist = AE.GeoVector(AE.Body.Venus, when, true).Length();
      expect(dist < 1, c.date).toBe(c.phase === 'inferiorConjunction');
    }
  });

  it('greatest elongations match astronomy-engine (time within 2 h, separation within 0.01°)', () => {
    const el = phases.filter((p) => p.phase.startsWith('maximum'));
    expect(el.length).toBe(20);
    for (const e of el) {
      const ref = AE.SearchMaxElongation(AE.Body.Venus, new Date(Date.parse(e.date) - 20 * 86400e3));
      expect(Math.abs(ref.time.date.getTime() - Date.parse(e.date)), e.date).toBeLessThan(ELONGATION_TOLERANCE_MS);
      expect(Math.abs(Math.abs(e.elongation) - ref.elongation), e.date).toBeLessThan(ELONGATION_DEG_TOLERANCE);
      expect(e.phase === 'maximumEasternElongation').toBe(ref.visibility === 'evening');
    }
  });

  it('successive inferior conjunctions are one synodic period (583.9 ± 5 days) apart', () => {
    const inf = phases.filter((p) => p.phase === 'inferiorConjunction').map((p) => Date.parse(p.date) / 86400e3);
    for (let i = 1; i < inf.length; i++) expect(Math.abs(inf[i]! - inf[i - 1]! - 583.92)).toBeLessThan(5);
  });

  it('with a place, the morning-star phase begins at the first morning visibility, days after inferior conjunction', () => {
    const p = findVenusCycle({ from: '2025-01-01T00:00:00Z', to: '2025-06-01T00:00:00Z', latitude: 51.5, longitude: 0 });
    const inf = p.find((x) => x.phase === 'inferiorConjunction')!;
    const morning = p.find((x) => x.phase === 'morningStar')!;
    const days = (Date.parse(morning.date) - Date.parse(inf.date)) / 86400e3;
    // Venus passed 8° north of the Sun in March 2025 and was seen in the morning before the conjunction.
    expect(Math.abs(days)).toBeLessThan(15);
    expect(morning.elongation).not.toBe(0);
  });
});

describe('findVenusCycle: published dates of 2025 (USNO Astronomical Phenomena)', () => {
  const phases = findVenusCycle({ from: '2025-01-01', to: '2025-12-31' });
  const first = (phase: string) => phases.find((p) => p.phase === phase)!;
  const DAY_MS = 86400e3;

  it('greatest eastern elongation 2025 January 10, 47.2°', () => {
    const e = first('maximumEasternElongation');
    expect(Math.abs(Date.parse(e.date) - Date.UTC(2025, 0, 10, 3))).toBeLessThan(DAY_MS);
    expect(e.elongation).toBeCloseTo(47.2, 1);
  });

  it('inferior conjunction 2025 March 23; greatest western elongation 2025 June 1, 45.9°', () => {
    expect(Math.abs(Date.parse(first('inferiorConjunction').date) - Date.UTC(2025, 2, 23))).toBeLessThan(DAY_MS);
    const w = first('maximumWesternElongation');
    expect(Math.abs(Date.parse(w.date) - Date.UTC(2025, 5, 1))).toBeLessThan(DAY_MS);
    expect(w.elongation).toBeCloseTo(-45.9, 1);
  });

  it('a place needs both coordinates; errors name the member', () => {
    expect(() => findVenusCycle({ from: '2025-01-01', to: '2026-01-01', latitude: 51.5 })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'longitude' }) }),
    );
    expect(() => findVenusCycle({ from: '2000-01-01', to: '2030-01-01' })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'to' }) }),
    );
  });
});
