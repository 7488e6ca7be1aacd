import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees, signedDelta } from '../units/index.js';
import { completeCusps, declinationOfLongitude, forwardArc } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';
import { warningNote } from '../i18n/warning-words.js';

/** Convergence of the cusp root finder, degrees (far below the 1″ accuracy target). */
const TOLERANCE_DEG = 1e-11;
/** Safety cap on root-finder steps (the Illinois bracket shrinks superlinearly, so this is only a guard). */
const MAX_STEPS = 100;

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
 * Placidus de Titis, Primum Mobile (1657); Holden, A History of Horoscopic Astrology (2nd ed. 2006). The
 * semi-diurnal arc of declination δ at latitude φ is SDA = arccos(−tan φ tan δ) (Meeus, Astronomical Algorithms
 * 2nd ed., (15.1) p. 102, with h0 = 0). Each cusp solves RA(λ) = ARMC + offset + share × SDA(δ(λ)) (see
 * CUSP_RULES) by a bracketing root finder on the quadrant, which always holds the root: the residual is negative
 * at the quadrant's first angle and positive at its second.
 *
 * Undefined inside the polar circles (|φ| ≥ 90° − ε): there some ecliptic degrees never rise or never set and have
 * no semi-arcs.
 * @example placidusCusps(frame).cusps[9] // frame.midheaven
 */
export function placidusCusps(frame: HouseFrame): CuspResult {
  const { obliquity, latitude, ascendant, midheaven } = frame;
  if (Math.abs(latitude) >= 90 - obliquity) {
    return { ok: false, reason: warningNote('polarUndefined', { system: 'Placidus' }) };
  }
  const cusps = CUSP_RULES.map(({ offset, share, upper }) => semiArcCusp(frame, offset, share, upper)) as [
    number,
    number,
    number,
    number,
  ];
  return { ok: true, cusps: completeCusps(midheaven, cusps[0], cusps[1], ascendant, cusps[2], cusps[3]) };
}

/**
 * @summary The ecliptic degree λ, in the eastern quadrant MC → Ascendant (`upper`) or Ascendant → IC, whose hour
 * distance east of the meridian is `offset + share × SDA(λ)`, SDA(λ) = arccos(−tan φ tan δ(λ)) its own semi-diurnal
 * arc: a Placidus-type cusp (Placidus: shares 1/3 and 2/3; Gauquelin sectors: ninths). Needs |φ| < 90° − ε and
 * a rule whose residual is negative at the quadrant's first angle and positive at its second (true of every share in
 * (0, 1) with offset 0 above the horizon, offset 180° (1 − share) below it).
 */
export function semiArcCusp(frame: HouseFrame, offset: number, share: number, upper: boolean): number {
  const { armc, obliquity, latitude, ascendant, midheaven } = frame;
  const tanLat = Math.tan(latitude * RAD_PER_DEG);
  const semiDiurnalArc = (lon: number): number => {
    const x = -tanLat * Math.tan(declinationOfLongitude(lon, obliquity) * RAD_PER_DEG);
    return Math.acos(Math.min(1, Math.max(-1, x))) * DEG_PER_RAD;
  };
  // Hour distance of λ east of the meridian, valid on the whole range [0°, 180°] the cusps need: measured from
  // ARMC + 90° so that neither end (0° at the MC, 180° at the IC) is near the ±180° cut.
  const eastOfMeridian = (lon: number): number => 90 + signedDelta(armc + 90, rightAscension(lon, obliquity));
  const upperArc = forwardArc(midheaven, ascendant);
  // The quadrant [start, start + width] brackets this cusp: g < 0 at its first angle, g > 0 at its second.
  const start = upper ? midheaven : ascendant;
  const width = upper ? upperArc : 180 - upperArc;
  const g = (u: number): number => {
    const lon = start + u;
    return eastOfMeridian(lon) - (offset + share * semiDiurnalArc(lon));
  };
  return normalizeDegrees(start + illinoisRoot(g, width));
}

function rightAscension(lon: number, obliquity: number): number {
  const lonRad = lon * RAD_PER_DEG;
  const obliquityRad = obliquity * RAD_PER_DEG;
  // Meeus (13.3) p. 93 with β = 0.
  return normalizeDegrees(Math.atan2(Math.sin(lonRad) * Math.cos(obliquityRad), Math.cos(lonRad)) * DEG_PER_RAD);
}

/**
 * Root of g on [0, width] with g(0) < 0 < g(width), by the Illinois variant of regula falsi (Dowell & Jarratt,
 * BIT 11 (1971) 168–174): bracketing, so it cannot fail, and superlinear. The end values are not evaluated
 * (their signs are known; at the angles themselves the hour distance sits on a round-off edge).
 */
function illinoisRoot(g: (u: number) => number, width: number): number {
  let a = 0;
  let b = width;
  let ga = -1;
  let gb = 1;
  // Start from the Porphyry-like interior points instead of the ends.
  const u0 = width / 3;
  const g0 = g(u0);
  if (g0 < 0) [a, ga] = [u0, g0];
  else [b, gb] = [u0, g0];
  const u1 = (2 * width) / 3;
  if (u1 > a && u1 < b) {
    const g1 = g(u1);
    if (g1 < 0) [a, ga] = [u1, g1];
    else [b, gb] = [u1, g1];
  }
  let side = 0;
  for (let step = 0; step < MAX_STEPS && b - a > TOLERANCE_DEG; step++) {
    const c = (a * gb - b * ga) / (gb - ga);
    const gc = g(c);
    if (gc === 0) return c;
    if (gc < 0) {
      a = c;
      ga = gc;
      if (side === -1) gb /= 2;
      side = -1;
    } else {
      b = c;
      gb = gc;
      if (side === 1) ga /= 2;
      side = 1;
    }
    if (Math.abs(gc) < 1e-13) return c;
  }
  return (a + b) / 2;
}
