import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../units/index.js';
import { completeCusps, declinationOfLongitude, forwardArc, longitudeOfRightAscension } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/** Convergence of the cusp iteration, degrees (far below the 1″ accuracy target). */
const TOLERANCE_DEG = 1e-11;
/** Fixed-point steps before switching to bisection (the fixed point converges in < 15 steps below ~60°). */
const MAX_FIXED_POINT_STEPS = 60;

/**
 * Each intermediate cusp's right ascension is ARMC + offset + share × SDA(δ) where SDA is the cusp's own
 * semi-diurnal arc: cusps 11 and 12 lie 1/3 and 2/3 of their semi-diurnal arc east of the meridian
 * (RA = ARMC + SDA/3, + 2 SDA/3); cusps 2 and 3 lie 2/3 and 1/3 of their semi-nocturnal arc N = 180° − SDA
 * before lower culmination (RA = ARMC + 180° − 2N/3 = ARMC + 60° + 2 SDA/3, and ARMC + 120° + SDA/3).
 */
const CUSP_RULES = [
  { offset: 0, share: 1 / 3, upper: true },
  { offset: 0, share: 2 / 3, upper: true },
  { offset: 60, share: 2 / 3, upper: false },
  { offset: 120, share: 1 / 3, upper: false },
] as const;

/**
 * @summary Placidus houses: each ecliptic degree's own semi-diurnal (above the horizon) and semi-nocturnal arcs
 * are trisected in time; the cusps are the degrees that have covered 1/3 and 2/3 of their arc.
 *
 * Placidus de Titis, Primum Mobile (1657); Holden, A History of Horoscopic Astrology, 2nd ed., p. 176. The
 * semi-diurnal arc of declination δ at latitude φ is SDA = arccos(−tan φ tan δ) (Meeus, Astronomical Algorithms
 * 2nd ed., (15.1) p. 102, with h0 = 0). Each cusp solves RA(λ) = ARMC + offset + share × SDA(δ(λ)) (see
 * CUSP_RULES) by fixed-point iteration from the Porphyry cusp, with a bisection fallback on the quadrant, which
 * always brackets the root (the function is negative at the quadrant's first angle and positive at its second).
 *
 * Undefined inside the polar circles (|φ| ≥ 90° − ε): there some ecliptic degrees never rise or never set and have
 * no semi-arcs.
 * @example placidusCusps(frame).cusps[9] // frame.midheaven
 */
export function placidusCusps(frame: HouseFrame): CuspResult {
  const { armc, obliquity, latitude, ascendant, midheaven } = frame;
  if (Math.abs(latitude) >= 90 - obliquity) {
    return { ok: false, reason: 'Placidus is undefined inside the polar circles (some degrees never rise or set)' };
  }
  const tanLat = Math.tan(latitude * RAD_PER_DEG);
  const semiDiurnalArc = (lon: number): number => {
    const x = -tanLat * Math.tan(declinationOfLongitude(lon, obliquity) * RAD_PER_DEG);
    return Math.acos(Math.min(1, Math.max(-1, x))) * DEG_PER_RAD;
  };
  const upperArc = forwardArc(midheaven, ascendant);
  const cusps = CUSP_RULES.map(({ offset, share, upper }, i) => {
    // Quadrant [start, start + width] that brackets this cusp, and the Porphyry guess inside it.
    const start = upper ? midheaven : ascendant;
    const width = upper ? upperArc : 180 - upperArc;
    const guessShare = [1 / 3, 2 / 3, 1 / 3, 2 / 3][i] as number;
    // g(λ) = hour distance east of the meridian of λ minus the rule's target; < 0 at start, > 0 at the end.
    const g = (lon: number): number => {
      const eastOfMeridian = forwardArc(armc, rightAscension(lon, obliquity));
      return eastOfMeridian - (offset + share * semiDiurnalArc(lon));
    };
    let lon = normalizeDegrees(start + guessShare * width);
    for (let step = 0; step < MAX_FIXED_POINT_STEPS; step++) {
      const next = longitudeOfRightAscension(armc + offset + share * semiDiurnalArc(lon), obliquity);
      const moved = Math.abs(forwardArc(lon, next) > 180 ? forwardArc(lon, next) - 360 : forwardArc(lon, next));
      lon = next;
      if (moved < TOLERANCE_DEG) return lon;
    }
    return bisect(g, start, width);
  }) as [number, number, number, number];
  return { ok: true, cusps: completeCusps(midheaven, cusps[0], cusps[1], ascendant, cusps[2], cusps[3]) };
}

function rightAscension(lon: number, obliquity: number): number {
  const lonRad = lon * RAD_PER_DEG;
  const obliquityRad = obliquity * RAD_PER_DEG;
  // Meeus (13.3) p. 93 with β = 0.
  return normalizeDegrees(Math.atan2(Math.sin(lonRad) * Math.cos(obliquityRad), Math.cos(lonRad)) * DEG_PER_RAD);
}

/** Root of g on the arc [start, start + width] (g(start) < 0 < g(start + width)) by bisection. */
function bisect(g: (lon: number) => number, start: number, width: number): number {
  let lo = 0;
  let hi = width;
  while (hi - lo > TOLERANCE_DEG) {
    const mid = (lo + hi) / 2;
    if (g(normalizeDegrees(start + mid)) < 0) lo = mid;
    else hi = mid;
  }
  return normalizeDegrees(start + (lo + hi) / 2);
}
