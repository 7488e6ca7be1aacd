/**
 * The integration against the DE441-derived seeds (tests/fixtures/state-vectors.json).
 *
 * 1. Raw seeds, meet in the middle: integrating the reference states 25 years forward from 2000 and 25 years
 *    back from 2050 gives two positions for 2025. They disagree by arcseconds, because the reference
 *    VELOCITIES carry relative errors of ~1e-7 (derivatives of compressed fits), which is why the shipped
 *    tables fit the velocities to the neighbouring seed positions instead (boundary-fit.ts).
 * 2. Fitted seeds, leave one out: fit 2000's velocities to the 2100 positions (a 100-year bridge, twice the
 *    span the tables use), integrate, and compare with the 2050 seed that the fit never saw. Errors of model
 *    and seeds grow roughly with the square of the span, so the shipped 50-year bridges do ~4× better.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitSeedVelocities } from '../../../src/ephemeris/integration/boundary-fit.js';
import { seedAt, solarSystemModel, type StateVectorTable } from '../../../src/ephemeris/integration/initial-conditions.js';
import { integrateNBody } from '../../../src/ephemeris/integration/integrate-n-body.js';
import { INTEGRATED_BODIES } from '../../../src/ephemeris/integration/integrated-bodies.js';

const table = JSON.parse(readFileSync(resolve(__dirname, '../../fixtures/state-vectors.json'), 'utf8')) as StateVectorTable;
const model = solarSystemModel();
const n = model.names.length;
const ARCSEC = 1 / 3600;
const RAD_TO_ARCSEC = 180 / Math.PI / ARCSEC;
const J2000 = 2451545;
const J2050 = 2469808;
const J2100 = 2488070;

/** Heliocentric position of body i from a flat barycentric array. */
function helio(pos: ArrayLike<number>, i: number): number[] {
  return [0, 1, 2].map((c) => pos[3 * i + c]! - pos[c]!);
}

/** Position error per body in AU and as the angle it subtends from the Earth (seed geometry). */
function errors(got: ArrayLike<number>, epoch: number): Map<string, { au: number; arcsec: number }> {
  const ref = seedAt(table, model, epoch);
  const earth = table.bodies.Earth!.states.find((s) => s.jd_tt === epoch)!.heliocentric!;
  const out = new Map<string, { au: number; arcsec: number }>();
  for (const body of INTEGRATED_BODIES) {
    const i = model.names.indexOf(body);
    const g = helio(got, i);
    const r = helio(ref.pos, i);
    const au = Math.hypot(g[0]! - r[0]!, g[1]! - r[1]!, g[2]! - r[2]!);
    const geocentric = Math.hypot(r[0]! - earth[0]!, r[1]! - earth[1]!, r[2]! - earth[2]!);
    out.set(body, { au, arcsec: (au / geocentric) * RAD_TO_ARCSEC });
  }
  return out;
}

function print(title: string, e: Map<string, { au: number; arcsec: number }>): void {
  console.log(`${title}\n${[...e].map(([b, v]) => `  ${b.padEnd(9)} ${v.au.toExponential(2)} AU  ${v.arcsec.toFixed(4)}″`).join('\n')}`);
}

describe('integration vs the DE441-derived seeds', () => {
  it('raw seeds: 25 years from each side disagree at the midpoint by arcseconds (the reference velocities are too coarse)', () => {
    const a = seedAt(table, model, J2000);
    const b = seedAt(table, model, J2050);
    const mid = (J2000 + J2050) / 2;
    const fwd = integrateNBody(model, J2000, a.pos, a.vel, mid, { maxStepDays: 4 });
    const back = integrateNBody(model, J2050, b.pos, b.vel, mid, { maxStepDays: 4 });
    const pf = fwd.positions.subarray(fwd.steps * 3 * n);
    const pb = back.positions.subarray(back.steps * 3 * n);
    const meet = new Map<string, { au: number; arcsec: number }>();
    for (const body of INTEGRATED_BODIES) {
      const i = model.names.indexOf(body);
      const f = helio(pf, i);
      const g = helio(pb, i);
      const au = Math.hypot(f[0]! - g[0]!, f[1]! - g[1]!, f[2]! - g[2]!);
      meet.set(body, { au, arcsec: (au / (Math.hypot(f[0]!, f[1]!, f[2]!) - 1)) * RAD_TO_ARCSEC });
    }
    print('raw seeds, meet at 2025 (angle at the closest possible geocentric distance, r − 1 AU):', meet);
    // Jupiter's two halves miss by more than the whole 0.5″ budget: the naive design cannot reach the goal …
    expect(meet.get('Jupiter')!.arcsec).toBeGreaterThan(0.5);
    // … yet they agree to a minute of arc: the seeds themselves are sound.
    for (const [, v] of meet) expect(v.arcsec).toBeLessThan(60);
  });

  it('fitted seeds, leave one out: a 100-year bridge 2000→2100 passes the unseen 2050 seed within budget', () => {
    const fit = fitSeedVelocities(model, seedAt(table, model, J2000), seedAt(table, model, J2100), { maxStepDays: 8 });
    // The fit reaches the far seed positions (to the regularised fixed point: directions the end position
    // hardly constrains keep their seed velocity).
    for (const body of INTEGRATED_BODIES) expect(fit.residualsAu[model.names.indexOf(body)]!, body).toBeLessThan(1e-4);
    const tr = integrateNBody(model, J2000, fit.seed.pos, fit.seed.vel, J2050, { maxStepDays: 8 });
    const e = errors(tr.positions.subarray(tr.steps * 3 * n), J2050);
    print('100-year bridge 2000→2100, error at the unseen 2050 seed:', e);
    /** Bounds for a 100-year bridge (the shipped tables use 50-year ones). */
    const PLANET_BOUND_ARCSEC = 0.05;
    const MINOR_BOUND_ARCSEC = 2;
    for (const body of ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']) expect(e.get(body)!.arcsec).toBeLessThan(PLANET_BOUND_ARCSEC);
    for (const [body, v] of e) expect(v.arcsec, body).toBeLessThan(MINOR_BOUND_ARCSEC);
  });
});
