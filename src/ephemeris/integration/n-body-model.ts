import { SPEED_OF_LIGHT_AU_PER_DAY } from '../../units/constants.js';

/**
 * The force model of the integration: barycentric Newtonian point masses, test particles that feel them but
 * exert nothing, and (optionally) the Sun's first post-Newtonian (Schwarzschild) term.
 * Positions and velocities are flat arrays [x0, y0, z0, x1, …] in AU and AU/day; accelerations in AU/day².
 */
export interface NBodyModel {
  /** Body names: the massive bodies first (index 0 is the Sun when relativity is on), then the test particles. */
  readonly names: readonly string[];
  /** GM in AU³/day² of each massive body (length `massiveCount`). */
  readonly gm: Float64Array;
  readonly massiveCount: number;
  readonly relativity: boolean;
  /** Writes the accelerations of every body at (pos, vel) into `out` (length 3 × names.length). */
  accelerations(pos: Float64Array, vel: Float64Array, out: Float64Array): void;
}

/** One massive body of the model. */
export interface MassiveBody {
  readonly name: string;
  readonly gm: number;
}

const C2 = SPEED_OF_LIGHT_AU_PER_DAY * SPEED_OF_LIGHT_AU_PER_DAY;

/**
 * @summary Build the accelerations function of an N-body system with test particles.
 * With `relativity`, body 0 must be the Sun: every other body gets the Schwarzschild term of the Sun's field,
 * IERS Conventions 2010, eq. (10.12) with β = γ = 1, applied to the position and velocity relative to the Sun:
 * Δa = GM/(c² r³) [ (4 GM/r − v²) r + 4 (r·v) v ].
 * @example const m = nBodyModel([{ name: 'Sun', gm: 2.959e-4 }, { name: 'Jupiter', gm: 2.825e-7 }], ['Chiron'], true);
 */
export function nBodyModel(massive: readonly MassiveBody[], testParticles: readonly string[], relativity: boolean): NBodyModel {
  const nm = massive.length;
  const n = nm + testParticles.length;
  const gm = Float64Array.from(massive.map((b) => b.gm));
  const names = [...massive.map((b) => b.name), ...testParticles];
  const gmSun = gm[0] ?? 0;

  const accelerations = (pos: Float64Array, vel: Float64Array, out: Float64Array): void => {
    out.fill(0, 0, 3 * n);
    // Massive–massive pairs, each once (Newton's third law).
    for (let i = 0; i < nm; i++) {
      const xi = pos[3 * i]!;
      const yi = pos[3 * i + 1]!;
      const zi = pos[3 * i + 2]!;
      const gi = gm[i]!;
      let axi = 0;
      let ayi = 0;
      let azi = 0;
      for (let j = i + 1; j < nm; j++) {
        const dx = pos[3 * j]! - xi;
        const dy = pos[3 * j + 1]! - yi;
        const dz = pos[3 * j + 2]! - zi;
        const r2 = dx * dx + dy * dy + dz * dz;
        const inv3 = 1 / (r2 * Math.sqrt(r2));
        const gj = gm[j]! * inv3;
        axi += gj * dx;
        ayi += gj * dy;
        azi += gj * dz;
        const gii = gi * inv3;
        out[3 * j] = out[3 * j]! - gii * dx;
        out[3 * j + 1] = out[3 * j + 1]! - gii * dy;
        out[3 * j + 2] = out[3 * j + 2]! - gii * dz;
      }
      out[3 * i] = out[3 * i]! + axi;
      out[3 * i + 1] = out[3 * i + 1]! + ayi;
      out[3 * i + 2] = out[3 * i + 2]! + azi;
    }
    // Test particles feel every massive body.
    for (let i = nm; i < n; i++) {
      const xi = pos[3 * i]!;
      const yi = pos[3 * i + 1]!;
      const zi = pos[3 * i + 2]!;
      let ax = 0;
      let ay = 0;
      let az = 0;
      for (let j = 0; j < nm; j++) {
        const dx = pos[3 * j]! - xi;
        const dy = pos[3 * j + 1]! - yi;
        const dz = pos[3 * j + 2]! - zi;
        const r2 = dx * dx + dy * dy + dz * dz;
        const g = gm[j]! / (r2 * Math.sqrt(r2));
        ax += g * dx;
        ay += g * dy;
        az += g * dz;
      }
      out[3 * i] = ax;
      out[3 * i + 1] = ay;
      out[3 * i + 2] = az;
    }
    if (!relativity) return;
    // The Sun's Schwarzschild term, IERS Conventions 2010 eq. (10.12), β = γ = 1, on every other body.
    const sx = pos[0]!;
    const sy = pos[1]!;
    const sz = pos[2]!;
    const svx = vel[0]!;
    const svy = vel[1]!;
    const svz = vel[2]!;
    for (let i = 1; i < n; i++) {
      const rx = pos[3 * i]! - sx;
      const ry = pos[3 * i + 1]! - sy;
      const rz = pos[3 * i + 2]! - sz;
      const vx = vel[3 * i]! - svx;
      const vy = vel[3 * i + 1]! - svy;
      const vz = vel[3 * i + 2]! - svz;
      const r2 = rx * rx + ry * ry + rz * rz;
      const r = Math.sqrt(r2);
      const k = gmSun / (C2 * r2 * r);
      const radial = 4 * gmSun / r - (vx * vx + vy * vy + vz * vz);
      const rv = 4 * (rx * vx + ry * vy + rz * vz);
      out[3 * i] = out[3 * i]! + k * (radial * rx + rv * vx);
      out[3 * i + 1] = out[3 * i + 1]! + k * (radial * ry + rv * vy);
      out[3 * i + 2] = out[3 * i + 2]! + k * (radial * rz + rv * vz);
    }
  };

  return { names, gm, massiveCount: nm, relativity, accelerations };
}
