/**
 * The Gauss–Legendre collocation integrator against closed-form facts: quadrature exactness, the tableau's
 * order conditions, and two-body motion against the universal-variable Kepler propagator.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collocationTableau, gaussLegendre } from '../../../src/ephemeris/integration/gauss-collocation.js';
import { integrateNBody } from '../../../src/ephemeris/integration/integrate-n-body.js';
import { keplerPropagate } from '../../../src/ephemeris/integration/kepler-propagate.js';
import { nBodyModel } from '../../../src/ephemeris/integration/n-body-model.js';

const ROUNDOFF = 1e-14;
/** Gaussian gravitational constant squared: GM of the Sun in AU³/day² (IAU 1976), a convenient test value. */
const GM = 0.01720209895 ** 2;

describe('gaussLegendre', () => {
  it('integrates x^k exactly on [0, 1] for k < 2n', () => {
    for (const n of [1, 2, 5, 8, 12]) {
      const { nodes, weights } = gaussLegendre(n);
      for (let k = 0; k < 2 * n; k++) {
        let s = 0;
        nodes.forEach((x, i) => (s += weights[i]! * x ** k));
        expect(Math.abs(s - 1 / (k + 1))).toBeLessThan(ROUNDOFF);
      }
    }
  });

  it('is not exact for x^(2n) (the rule has the expected degree, no more)', () => {
    const { nodes, weights } = gaussLegendre(3);
    let s = 0;
    nodes.forEach((x, i) => (s += weights[i]! * x ** 6));
    expect(Math.abs(s - 1 / 7)).toBeGreaterThan(1e-6);
  });
});

describe('collocationTableau', () => {
  it('satisfies the simplifying conditions Σ_j a_ij c_j^(q-1) = c_i^q / q and Σ_j ā_ij c_j^(q-1) = c_i^(q+1)/(q(q+1))', () => {
    const s = 8;
    const t = collocationTableau(s);
    for (let i = 0; i < s; i++) {
      for (let q = 1; q <= s; q++) {
        let a = 0;
        let abar = 0;
        for (let j = 0; j < s; j++) {
          a += t.a[i * s + j]! * t.c[j]! ** (q - 1);
          abar += t.aBar[i * s + j]! * t.c[j]! ** (q - 1);
        }
        const ci = t.c[i]!;
        expect(Math.abs(a - ci ** q / q)).toBeLessThan(ROUNDOFF);
        expect(Math.abs(abar - ci ** (q + 1) / (q * (q + 1)))).toBeLessThan(ROUNDOFF);
      }
    }
  });

  it('dense-output weights reach the step-end weights at θ = 1 and vanish at θ = 0', () => {
    const t = collocationTableau(6);
    const pos = new Float64Array(6);
    const vel = new Float64Array(6);
    t.denseWeights(1, pos, vel);
    for (let j = 0; j < 6; j++) {
      expect(Math.abs(vel[j]! - t.b[j]!)).toBeLessThan(ROUNDOFF);
      expect(Math.abs(pos[j]! - t.bBar[j]!)).toBeLessThan(ROUNDOFF);
    }
    t.denseWeights(0, pos, vel);
    expect(Math.max(...pos.map(Math.abs), ...vel.map(Math.abs))).toBe(0);
  });
});

describe('integrateNBody on two-body motion', () => {
  // A Sun of GM and a massless particle: the exact answer is the Kepler propagator.
  const model = nBodyModel([{ name: 'Sun', gm: GM }], ['p'], false);
  /** Position error bound after ~40 revolutions of an e ≤ 0.6 orbit with 160 steps per revolution. */
  const KEPLER_TOLERANCE_AU = 1e-10;

  it('follows an eccentric orbit (e = 0.5, 40 revolutions) within 1e-10 AU of the analytic solution', () => {
    // Perihelion at 1 AU with e = 0.5: v = sqrt(GM (1 + e) / q).
    const v = Math.sqrt((GM * 1.5) / 1);
    const state = [1, 0, 0, 0, v * 0.8, v * 0.6];
    const period = 2 * Math.PI * Math.sqrt(2 ** 3 / GM);
    const tEnd = 40 * period;
    const tr = integrateNBody(model, 0, new Float64Array([0, 0, 0, 1, 0, 0]), new Float64Array([0, 0, 0, 0, v * 0.8, v * 0.6]), tEnd, {
      maxStepDays: period / 160,
    });
    const exact = keplerPropagate(state, GM, tEnd);
    const end = tr.positions.subarray(tr.steps * 6);
    const err = Math.hypot(end[3]! - exact[0]!, end[4]! - exact[1]!, end[5]! - exact[2]!);
    expect(err).toBeLessThan(KEPLER_TOLERANCE_AU);
  });

  it('property: any bound orbit over 5 years agrees with Kepler, and dense output agrees mid-step', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 6, noNaN: true }),
        fc.double({ min: 0, max: 0.6, noNaN: true }),
        fc.double({ min: 0, max: Math.PI, noNaN: true }),
        (q, e, inc) => {
          const v = Math.sqrt((GM * (1 + e)) / q);
          const state = [q, 0, 0, 0, v * Math.cos(inc), v * Math.sin(inc)];
          const a = q / (1 - e);
          const period = 2 * Math.PI * Math.sqrt(a ** 3 / GM);
          const tEnd = 1826.25;
          const tr = integrateNBody(model, 0, new Float64Array([0, 0, 0, q, 0, 0]), new Float64Array([0, 0, 0, 0, state[4]!, state[5]!]), tEnd, {
            maxStepDays: Math.min(period / 120, 20),
            dense: true,
          });
          const exact = keplerPropagate(state, GM, tEnd);
          const end = tr.positions.subarray(tr.steps * 6);
          expect(Math.hypot(end[3]! - exact[0]!, end[4]! - exact[1]!, end[5]! - exact[2]!)).toBeLessThan(KEPLER_TOLERANCE_AU);
          const tMid = tr.stepDays * 3.37;
          const dense = new Float64Array(6);
          tr.stateAt(tMid, 1, dense);
          const exactMid = keplerPropagate(state, GM, tMid);
          expect(Math.hypot(dense[0]! - exactMid[0]!, dense[1]! - exactMid[1]!, dense[2]! - exactMid[2]!)).toBeLessThan(KEPLER_TOLERANCE_AU);
          expect(Math.hypot(dense[3]! - exactMid[3]!, dense[4]! - exactMid[4]!, dense[5]! - exactMid[5]!)).toBeLessThan(KEPLER_TOLERANCE_AU);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('runs backwards: forward then back returns to the start', () => {
    const v = Math.sqrt(GM / 2.5);
    const pos = new Float64Array([0, 0, 0, 2.5, 0, 0]);
    const vel = new Float64Array([0, 0, 0, 0, v, 0.1 * v]);
    const fwd = integrateNBody(model, 0, pos, vel, 3000, { maxStepDays: 10 });
    const n = fwd.steps * 6;
    const back = integrateNBody(model, 3000, fwd.positions.slice(n, n + 6), fwd.velocities.slice(n, n + 6), 0, { maxStepDays: 10 });
    const end = back.positions.subarray(back.steps * 6);
    expect(Math.hypot(end[3]! - 2.5, end[4]!, end[5]!)).toBeLessThan(1e-12);
  });

  it('rejects a bad step and mismatched arrays', () => {
    expect(() => integrateNBody(model, 0, new Float64Array(6), new Float64Array(6), 10, { maxStepDays: 0 })).toThrow(/maxStepDays/);
    expect(() => integrateNBody(model, 0, new Float64Array(3), new Float64Array(6), 10, { maxStepDays: 1 })).toThrow(/pos0/);
  });
});
