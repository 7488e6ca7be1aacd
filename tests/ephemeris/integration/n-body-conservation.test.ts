/**
 * Invariants of the massive system (Newtonian: relativity off): total energy, linear and angular momentum are
 * conserved by the integration of the real solar-system model seeded from the fixture.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedAt, seedEpochs, solarSystemModel, type StateVectorTable } from '../../../src/ephemeris/integration/initial-conditions.js';
import { integrateNBody } from '../../../src/ephemeris/integration/integrate-n-body.js';
import type { NBodyModel } from '../../../src/ephemeris/integration/n-body-model.js';

const table = JSON.parse(readFileSync(resolve(__dirname, '../../fixtures/state-vectors.json'), 'utf8')) as StateVectorTable;
const model = solarSystemModel(false);
const epochs = seedEpochs(table);

/** Relative energy drift allowed over a few years of 2–8-day steps (the method is order 16; round-off rules). */
const ENERGY_RELATIVE_TOLERANCE = 1e-12;
const MOMENTUM_RELATIVE_TOLERANCE = 1e-13;

function invariants(m: NBodyModel, pos: Float64Array, vel: Float64Array): { energy: number; p: number[]; l: number[]; scaleP: number; scaleL: number } {
  let kinetic = 0;
  let potential = 0;
  const p = [0, 0, 0];
  const l = [0, 0, 0];
  let scaleP = 0;
  let scaleL = 0;
  for (let i = 0; i < m.massiveCount; i++) {
    const g = m.gm[i]!;
    const [x, y, z] = [pos[3 * i]!, pos[3 * i + 1]!, pos[3 * i + 2]!];
    const [vx, vy, vz] = [vel[3 * i]!, vel[3 * i + 1]!, vel[3 * i + 2]!];
    kinetic += 0.5 * g * (vx * vx + vy * vy + vz * vz);
    p[0] = p[0]! + g * vx;
    p[1] = p[1]! + g * vy;
    p[2] = p[2]! + g * vz;
    scaleP += g * Math.hypot(vx, vy, vz);
    l[0] = l[0]! + g * (y * vz - z * vy);
    l[1] = l[1]! + g * (z * vx - x * vz);
    l[2] = l[2]! + g * (x * vy - y * vx);
    scaleL += g * Math.hypot(x, y, z) * Math.hypot(vx, vy, vz);
    for (let j = i + 1; j < m.massiveCount; j++) {
      const r = Math.hypot(pos[3 * j]! - x, pos[3 * j + 1]! - y, pos[3 * j + 2]! - z);
      potential -= (g * m.gm[j]!) / r;
    }
  }
  // Energy in units where G = 1 and masses are GM: E·G = Σ ½ GMᵢ vᵢ² − Σ GMᵢ GMⱼ / rᵢⱼ.
  return { energy: kinetic + potential, p, l, scaleP, scaleL };
}

describe('N-body invariants of the solar-system model', () => {
  it('property: energy, momentum and angular momentum are conserved from any seed, any step of 2–8 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: epochs.length - 1 }), fc.double({ min: 2, max: 8, noNaN: true }), fc.boolean(), (k, step, backwards) => {
        const seed = seedAt(table, model, epochs[k]!);
        const t1 = seed.jdTt + (backwards ? -730 : 730);
        const tr = integrateNBody(model, seed.jdTt, seed.pos, seed.vel, t1, { maxStepDays: step });
        const n3 = 3 * model.names.length;
        const before = invariants(model, seed.pos, seed.vel);
        const after = invariants(model, tr.positions.subarray(tr.steps * n3), tr.velocities.subarray(tr.steps * n3));
        expect(Math.abs((after.energy - before.energy) / before.energy)).toBeLessThan(ENERGY_RELATIVE_TOLERANCE);
        for (let c = 0; c < 3; c++) {
          expect(Math.abs(after.p[c]! - before.p[c]!) / before.scaleP).toBeLessThan(MOMENTUM_RELATIVE_TOLERANCE);
          expect(Math.abs(after.l[c]! - before.l[c]!) / before.scaleL).toBeLessThan(MOMENTUM_RELATIVE_TOLERANCE);
        }
      }),
      { numRuns: 4 },
    );
  });

  it('the relativistic term is on by default and moves Mercury by the expected amount', () => {
    // Schwarzschild perihelion advance of Mercury: 42.98″ per century (e.g. Will, Theory and Experiment in
    // Gravitational Physics, 2nd ed. (2018), §7.3). Over 10 years the GR and Newtonian runs must differ by
    // roughly e·a·Δϖ ≈ 0.206 × 0.387 AU × 4.3″ ≈ 1.7e-6 AU (order of magnitude: the along-track part adds more).
    const rel = solarSystemModel();
    expect(rel.relativity).toBe(true);
    const seed = seedAt(table, rel, 2451545);
    const a = integrateNBody(rel, seed.jdTt, seed.pos, seed.vel, seed.jdTt + 3652.5, { maxStepDays: 4 });
    const b = integrateNBody(model, seed.jdTt, seed.pos, seed.vel, seed.jdTt + 3652.5, { maxStepDays: 4 });
    const i = rel.names.indexOf('Mercury');
    const n3 = 3 * rel.names.length;
    const o = a.steps * n3 + 3 * i;
    const d = Math.hypot(a.positions[o]! - b.positions[o]!, a.positions[o + 1]! - b.positions[o + 1]!, a.positions[o + 2]! - b.positions[o + 2]!);
    expect(d).toBeGreaterThan(5e-7);
    expect(d).toBeLessThan(2e-5);
  });
});
