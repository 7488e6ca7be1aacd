import type { NBodyModel } from './n-body-model.js';

/**
 * The variational equations of an N-body model, for the sensitivity of each body's HELIOcentric position to
 * its own initial heliocentric velocity: δρ'' = Gᵢ δρ with the gravity-gradient tensor of body i,
 * Gᵢ = Σⱼ μⱼ (3 dⱼ dⱼᵀ − |dⱼ|² I) / |dⱼ|⁵, dⱼ = rⱼ − rᵢ (Newtonian; Montenbruck & Gill, Satellite Orbits
 * (2000), eq. 7.42 for a point mass), where μⱼ = GMⱼ except for the Sun, μ☉ = GM☉ + GMᵢ: in heliocentric
 * coordinates the Sun's reflex adds body i's own mass to the central term (Murray & Dermott, Solar System
 * Dynamics (1999), §6.2, heliocentric equations of motion). That term matters: with GM☉ alone the linearisation no longer has the neutral
 * along-track (time-shift) mode and Jupiter's 50-year sensitivity comes out 30 % wrong.
 * Cross-body terms (how body i moves when body k's velocity changes) are left out: they are of the order of
 * the mass ratios and only slow a Gauss–Newton iteration slightly.
 *
 * Layout: the model's bodies come first, then for every body i ≥ 1 three pseudo-bodies holding the columns
 * ∂rᵢ/∂vᵢ,ₓ, ∂rᵢ/∂vᵢ,ᵧ, ∂rᵢ/∂vᵢ,𝓏 (start them at position 0 and unit velocity).
 */
export interface VariationalModel extends NBodyModel {
  readonly base: NBodyModel;
  /** Index of the pseudo-body holding column k (0..2) of body i's sensitivity matrix. */
  columnIndex(body: number, k: number): number;
}

/** @summary Extend a model with the variational equations of every body but the first (the Sun). */
export function variationalModel(base: NBodyModel): VariationalModel {
  const n = base.names.length;
  const nm = base.massiveCount;
  const names = [...base.names];
  for (let i = 1; i < n; i++) for (const k of ['x', 'y', 'z']) names.push(`${base.names[i]}#d/dv${k}`);
  const columnIndex = (body: number, k: number): number => n + 3 * (body - 1) + k;
  const baseOut = new Float64Array(3 * n);
  const baseVel = new Float64Array(3 * n);

  const accelerations = (pos: Float64Array, vel: Float64Array, out: Float64Array): void => {
    baseVel.set(vel.subarray(0, 3 * n));
    base.accelerations(pos.subarray(0, 3 * n), baseVel, baseOut);
    out.set(baseOut, 0);
    for (let i = 1; i < n; i++) {
      const xi = pos[3 * i]!;
      const yi = pos[3 * i + 1]!;
      const zi = pos[3 * i + 2]!;
      let gxx = 0;
      let gxy = 0;
      let gxz = 0;
      let gyy = 0;
      let gyz = 0;
      let gzz = 0;
      for (let j = 0; j < nm; j++) {
        if (j === i) continue;
        const dx = pos[3 * j]! - xi;
        const dy = pos[3 * j + 1]! - yi;
        const dz = pos[3 * j + 2]! - zi;
        const r2 = dx * dx + dy * dy + dz * dz;
        // Heliocentric form: the Sun's term carries GM☉ + GMᵢ (the Sun's reflex on body i's own motion).
        const gmj = j === 0 ? base.gm[0]! + (i < nm ? base.gm[i]! : 0) : base.gm[j]!;
        const k = gmj / (r2 * r2 * Math.sqrt(r2));
        gxx += k * (3 * dx * dx - r2);
        gyy += k * (3 * dy * dy - r2);
        gzz += k * (3 * dz * dz - r2);
        gxy += k * 3 * dx * dy;
        gxz += k * 3 * dx * dz;
        gyz += k * 3 * dy * dz;
      }
      for (let c = 0; c < 3; c++) {
        const v = columnIndex(i, c);
        const px = pos[3 * v]!;
        const py = pos[3 * v + 1]!;
        const pz = pos[3 * v + 2]!;
        out[3 * v] = gxx * px + gxy * py + gxz * pz;
        out[3 * v + 1] = gxy * px + gyy * py + gyz * pz;
        out[3 * v + 2] = gxz * px + gyz * py + gzz * pz;
      }
    }
  };

  return {
    names,
    gm: base.gm,
    massiveCount: nm,
    relativity: base.relativity,
    base,
    columnIndex,
    accelerations,
  };
}
