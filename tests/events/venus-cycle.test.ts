/**
 * The Venus cycle against astronomy-engine (MIT; independent: SearchRelativeLongitude for conjunctions,
 * SearchMaxElongation for greatest elongations) and the synodic period.
 */
import * as AE from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { findVenusCycle, findHeliacalEvents } from '../../src/events/index.js';
import { VenusCyclePhase, HeliacalEvent } from '../../src/schemas/index.js';
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

describe('findHeliacalEvents', () => {
  const events = findHeliacalEvents({ from: '2020-01-01T00:00:00Z', to: '2024-01-01T00:00:00Z', latitude: 36, longitude: 25 });

  it('every record validates against the spec schema', () => {
    expect(events.length).toBeGreaterThan(20);
    for (const e of events) expect(Value.Check(HeliacalEvent, e)).toBe(true);
  });

  it('each planet is last seen in the evening before, and first seen in the morning after, its conjunction with the Sun', () => {
    for (const body of ['Mars', 'Jupiter', 'Saturn'] as const) {
      const own = events.filter((e) => e.body === body);
      let t = new Date('2020-02-01T00:00:00Z');
      for (;;) {
        // Conjunction of a superior planet with the Sun: heliocentric longitude 180° from the Earth's.
        const conj = AE.SearchRelativeLongitude(AE.Body[body], 180, t);
        if (conj.date.getTime() > Date.parse('2023-11-01T00:00:00Z')) break;
        const ms = conj.date.getTime();
        const setting = own.filter((e) => e.type === 'heliacalSetting' && Date.parse(e.date) < ms).at(-1);
        const rising = own.find((e) => e.type === 'heliacalRising' && Date.parse(e.date) > ms);
        expect(setting, `${body} ${conj.date.toISOString()}`).toBeDefined();
        expect(rising, `${body} ${conj.date.toISOString()}`).toBeDefined();
        // Invisibility lasts weeks around the conjunction (Mars, slow against the Sun, up to ~4 months).
        expect((Date.parse(rising!.date) - Date.parse(setting!.date)) / 86400e3).toBeLessThan(150);
        t = new Date(ms + 30 * 86400e3);
      }
    }
  });

  it('validates place and bodies', () => {
    expect(() => findHeliacalEvents({ from: '2020-01-01', to: '2021-01-01', latitude: 100, longitude: 0 })).toThrow(/latitude/);
    expect(() =>
      findHeliacalEvents({ from: '2020-01-01', to: '2021-01-01', latitude: 0, longitude: 0, bodies: ['Uranus' as 'Mars'] }),
    ).toThrow(/bodies/);
  });
});
