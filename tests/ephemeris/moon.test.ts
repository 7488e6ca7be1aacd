import elpTable from 'astronomia/data/elpMppDe';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadElp } from '../../src/ephemeris/elp-series.js';
import { elpFastTheories, elpTheories, moonGeocentricState, moonStateFromTheory } from '../../src/ephemeris/moon.js';
import { referenceStates } from './fixtures.js';

const ARCSEC_RAD = Math.PI / 648000;
/** Truncated vs whole ELP/MPP02 table (position). */
const TRUNCATION_BOUND = 0.12 * ARCSEC_RAD;
/** The faster truncation of the apparent place and range path. */
const FAST_TRUNCATION_BOUND = 0.3 * ARCSEC_RAD;
const FAST_RATE_BOUND_PER_DAY = 3 * ARCSEC_RAD;
/** Rates from the coarse series vs the whole table, angular rate. */
const RATE_BOUND_PER_DAY = 1.5 * ARCSEC_RAD;
/** Geometric geocentric Moon vs DE441 (issue #3: ELP/MPP02 within 0.09″; plus truncation). */
const VS_DE441 = 0.2 * ARCSEC_RAD;
/** Distance vs DE441, AU (≈ 1.5 km). */
const DISTANCE_BOUND_AU = 1e-8;

const full = loadElp(elpTable, { tMax: 2.2, arcsec: 0, km: 0 });

function angle(a: readonly number[], b: readonly number[]): number {
  const c = [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!];
  return Math.atan2(Math.hypot(c[0]!, c[1]!, c[2]!), a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!);
}

describe('moonGeocentricState (ELP/MPP02)', () => {
  it('agrees with DE441 geocentric states (reference state vectors) within 0.2″ and 1.5 km', () => {
    const states = referenceStates();
    states.Moon!.forEach((m, i) => {
      const e = states.Earth![i]!;
      const g = m.heliocentric.map((v, k) => v - e.heliocentric[k]!);
      const s = moonGeocentricState(m.jd_tt);
      expect(angle([s.x, s.y, s.z], g)).toBeLessThan(VS_DE441);
      expect(Math.abs(Math.hypot(s.x, s.y, s.z) - Math.hypot(g[0]!, g[1]!, g[2]!))).toBeLessThan(DISTANCE_BOUND_AU);
      const dv = Math.hypot(s.vx - g[3]!, s.vy - g[4]!, s.vz - g[5]!) / Math.hypot(s.x, s.y, s.z);
      expect(dv).toBeLessThan(RATE_BOUND_PER_DAY);
    });
  });

  it('truncation stays within its stated bounds of the whole table (property)', () => {
    const { position, rate } = elpTheories();
    fc.assert(
      fc.property(fc.double({ min: 2378496.5, max: 2524958.5, noNaN: true }), (jd) => {
        const a = moonStateFromTheory(full, full, jd);
        const b = moonStateFromTheory(position, rate, jd);
        const r = Math.hypot(a.x, a.y, a.z);
        expect(angle([a.x, a.y, a.z], [b.x, b.y, b.z])).toBeLessThan(TRUNCATION_BOUND);
        expect(Math.hypot(a.vx - b.vx, a.vy - b.vy, a.vz - b.vz) / r).toBeLessThan(RATE_BOUND_PER_DAY);
      }),
      { numRuns: 60 },
    );
  });

  it('the faster truncation stays within its own bounds (property)', () => {
    const { position, rate } = elpFastTheories();
    fc.assert(
      fc.property(fc.double({ min: 2378496.5, max: 2524958.5, noNaN: true }), (jd) => {
        const a = moonStateFromTheory(full, full, jd);
        const b = moonStateFromTheory(position, rate, jd);
        const r = Math.hypot(a.x, a.y, a.z);
        expect(angle([a.x, a.y, a.z], [b.x, b.y, b.z])).toBeLessThan(FAST_TRUNCATION_BOUND);
        expect(Math.hypot(a.vx - b.vx, a.vy - b.vy, a.vz - b.vz) / r).toBeLessThan(FAST_RATE_BOUND_PER_DAY);
      }),
      { numRuns: 60 },
    );
  });

  it('velocity agrees with a symmetric difference of positions', () => {
    const h = 0.01;
    for (const jd of [2380000.3, 2451545, 2460000.7, 2520000.1]) {
      const s = moonGeocentricState(jd);
      const p = moonGeocentricState(jd + h);
      const m = moonGeocentricState(jd - h);
      const fd = [(p.x - m.x) / (2 * h), (p.y - m.y) / (2 * h), (p.z - m.z) / (2 * h)];
      const r = Math.hypot(s.x, s.y, s.z);
      expect(Math.hypot(s.vx - fd[0]!, s.vy - fd[1]!, s.vz - fd[2]!) / r).toBeLessThan(RATE_BOUND_PER_DAY);
    }
  });
});
