import elpTable from 'astronomia/data/elpMppDe';
import elpFullTable from 'astronomia/data/elpMppDeFull';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadElp } from '../../src/ephemeris/elp-series.js';
import { ELP_CONTRACT_SELECTION } from '../../src/ephemeris/series-truncation.js';
import { elpFastTheories, elpMppTable, elpTheories, moonGeocentricKinematics, moonGeocentricState, moonStateFromTheory } from '../../src/ephemeris/moon.js';
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
/** astronomia's complete ELP/MPP02 table (35 901 terms), the source of the generated module. */
const complete = loadElp(elpFullTable, { tMax: 2.2, arcsec: 0, km: 0 });
/** The generated contract series vs the complete table, position (the omitted terms are all < 0.002″). */
const CONTRACT_VS_COMPLETE = 0.12 * ARCSEC_RAD;
/** Packing of the generated module: amplitude quantum 1e-9, φ0 1e-13 rad, φ1 1e-10 rad/century (half-quanta + rounding). */
const PACKING = { amplitude: 1e-9, phase0: 1e-12, phase1: 1e-9 };

function angle(a: readonly number[], b: readonly number[]): number {
  const c = [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!];
  return Math.atan2(Math.hypot(c[0]!, c[1]!, c[2]!), a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!);
}

describe('generated ELP/MPP02 module (scripts/build-series.ts)', () => {
  it('holds exactly the terms of the complete table that ELP_CONTRACT_SELECTION keeps, to the packing quanta', () => {
    const sel = ELP_CONTRACT_SELECTION;
    const generated = elpMppTable();
    for (const coord of ['L', 'B', 'R'] as const) {
      const threshold = coord === 'R' ? sel.km : sel.arcsec;
      for (const [power, rows] of Object.entries(elpFullTable[coord])) {
        const kept = rows.filter((r) => Math.abs(r[0]!) * sel.tMax ** Number(power) * Math.max(1, (r[2]! / sel.meanMotionRadPerCentury) ** 2) >= threshold);
        const got = generated[coord][power] ?? [];
        expect(got.length).toBe(kept.length);
        kept.forEach((row, i) => {
          const g = got[i]! as readonly number[];
          expect(Math.abs(g[0]! - row[0]!)).toBeLessThanOrEqual(PACKING.amplitude);
          // φ0 is stored reduced to [0, 2π)
          expect(Math.abs(Math.sin(g[1]!) - Math.sin(row[1]!))).toBeLessThanOrEqual(PACKING.phase0);
          expect(Math.abs(Math.cos(g[1]!) - Math.cos(row[1]!))).toBeLessThanOrEqual(PACKING.phase0);
          expect(Math.abs(g[2]! - row[2]!)).toBeLessThanOrEqual(PACKING.phase1);
        });
      }
    }
  });

  it('the contract Moon stays within 0.12″ of the complete table, its velocity within 1.5″/day (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 2378496.5, max: 2524958.5, noNaN: true }), (jd) => {
        const a = moonStateFromTheory(complete, complete, jd);
        const b = moonGeocentricState(jd);
        const r = Math.hypot(a.x, a.y, a.z);
        expect(angle([a.x, a.y, a.z], [b.x, b.y, b.z])).toBeLessThan(CONTRACT_VS_COMPLETE);
        expect(Math.hypot(a.vx - b.vx, a.vy - b.vy, a.vz - b.vz) / r).toBeLessThan(RATE_BOUND_PER_DAY);
      }),
      { numRuns: 20 },
    );
  });

  it('acceleration (moonGeocentricKinematics) agrees with a symmetric difference of the velocity', () => {
    const h = 0.001;
    for (const jd of [2380000.3, 2451545, 2460000.7, 2520000.1]) {
      const k = moonGeocentricKinematics(jd);
      const p = moonGeocentricState(jd + h);
      const m = moonGeocentricState(jd - h);
      const fd = [(p.vx - m.vx) / (2 * h), (p.vy - m.vy) / (2 * h), (p.vz - m.vz) / (2 * h)];
      const a = Math.hypot(k.ax, k.ay, k.az);
      // central difference error h²/6·|jerk| ≈ 1e-7 of |a|
      expect(Math.hypot(k.ax - fd[0]!, k.ay - fd[1]!, k.az - fd[2]!) / a).toBeLessThan(1e-6);
      expect(Math.hypot(k.x - moonGeocentricState(jd).x, k.y - moonGeocentricState(jd).y, k.z - moonGeocentricState(jd).z)).toBeLessThan(1e-15);
    }
  });
});

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
