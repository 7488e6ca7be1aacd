import { requireNumberInRange, requireOneOf } from '../../errors/checks.js';
import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees, signedDelta } from '../../units/angle.js';
import { SUPPORTED_RANGE } from '../../time/instant.js';
import { nutation } from '../../time/nutation.js';
import { moonGeocentricState } from '../moon.js';
import { applyMatrix } from '../../coords/rotation.js';
import { eclipticPrecessionMatrix } from './ecliptic-precession.js';
import {
  MEAN_LUNAR_APOGEE_DISTANCE_AU,
  MEAN_LUNAR_DISTANCE_AU,
  MEAN_LUNAR_INCLINATION_DEG,
  meanLunarNode,
  meanLunarPerigee,
} from './mean-lunar-elements.js';
import { osculatingLunarPoints, type OsculatingLunarPoints } from './osculating-lunar-orbit.js';
import type { HeliocentricState } from '../source.js';

/** The lunar points this module computes (the South nodes are the points opposite the North nodes). */
export const LUNAR_POINTS = ['NorthNode', 'NorthNodeMean', 'LilithMean', 'LilithTrue'] as const;

/** One of `LUNAR_POINTS`. */
export type LunarPoint = (typeof LUNAR_POINTS)[number];

/** A lunar point seen from the geocentre, true ecliptic and equinox of date (nutation included). */
export interface LunarPointPosition {
  /** Ecliptic longitude, degrees [0, 360), true equinox of date. */
  readonly longitude: number;
  /** Ecliptic latitude, degrees: 0 for the nodes; within about ±5.3° for the apogees. */
  readonly latitude: number;
  /**
   * Distance, AU, by convention: mean node 384,400 km; mean apogee 384,400 km × (1 + 0.0549); true node the
   * radius of the osculating orbit in the node's direction; true apogee the osculating a(1 + e).
   */
  readonly distanceAu: number;
}

/**
 * TT Julian Days accepted: the library's supported span (SUPPORTED_RANGE, UT) widened by two days on each
 * side, which covers ΔT and the steps of a finite-difference speed at the ends.
 */
export const LUNAR_POINT_RANGE = {
  fromJdTt: SUPPORTED_RANGE.fromJd - 2,
  toJdTt: SUPPORTED_RANGE.toJd + 2,
} as const;

function meanNode(jdTt: number, nutationLongitudeDeg: number): LunarPointPosition {
  return {
    longitude: normalizeDegrees(meanLunarNode(jdTt).longitudeDeg + nutationLongitudeDeg),
    latitude: 0,
    distanceAu: MEAN_LUNAR_DISTANCE_AU,
  };
}

/**
 * The mean apogee lies in the mean orbit plane (inclination i on the ecliptic, node Ω), at the orbital
 * argument u = ϖ + 180° − Ω from the node (ϖ is a broken angle: Ω on the ecliptic, then ω in the orbit).
 * Its ecliptic coordinates follow from the right spherical triangle node–point–foot of the point on the
 * ecliptic: tan(λ − Ω) = cos i · tan u, sin β = sin i · sin u (Smart, Textbook on Spherical Astronomy, 6th ed.,
 * ch. I, Napier's rules). The reference table projects the mean apogee onto the ecliptic this way (measured:
 * taking λ = ϖ + 180° instead would be off by up to 0.12°).
 */
function meanApogee(jdTt: number, nutationLongitudeDeg: number): LunarPointPosition {
  const nodeDeg = meanLunarNode(jdTt).longitudeDeg;
  const uRad = (meanLunarPerigee(jdTt).longitudeDeg + 180 - nodeDeg) * RAD_PER_DEG;
  const iRad = MEAN_LUNAR_INCLINATION_DEG * RAD_PER_DEG;
  const alongEclipticDeg = Math.atan2(Math.cos(iRad) * Math.sin(uRad), Math.cos(uRad)) * DEG_PER_RAD;
  return {
    longitude: normalizeDegrees(nodeDeg + alongEclipticDeg + nutationLongitudeDeg),
    latitude: Math.asin(Math.sin(iRad) * Math.sin(uRad)) * DEG_PER_RAD,
    distanceAu: MEAN_LUNAR_APOGEE_DISTANCE_AU,
  };
}

/**
 * Grid step, days, of both finite-difference stencils below (the Moon's velocity, and a lunar point's
 * speed). Both use the fourth-order central difference f′ ≈ [f(−2h) − 8f(−h) + 8f(h) − f(2h)] / 12h
 * (Abramowitz & Stegun 1964, 25.3.6), whose truncation error h⁴ f⁽⁵⁾/30 is ~1e-9 of the Moon's velocity
 * (n ≈ 0.23 rad/day) and < 0.01″/day for the osculating points' speeds. Sharing one grid t + k·h lets a
 * position and its speed cost 9 Moon evaluations instead of 15.
 */
const GRID_STEP_DAYS = 0.05;

/** Recently evaluated Moon states on the grid (position and speed of one instant use 9 of them). */
const moonGrid = new Map<number, HeliocentricState>();
const MOON_GRID_CAPACITY = 18;

/** The Moon at grid node t + k·h (the same float for the same (t, k), so the memo hits). */
function moonOnGrid(t: number, k: number): HeliocentricState {
  const jd = t + k * GRID_STEP_DAYS;
  let s = moonGrid.get(jd);
  if (s === undefined) {
    if (moonGrid.size >= MOON_GRID_CAPACITY) moonGrid.clear();
    s = moonGeocentricState(jd);
    moonGrid.set(jd, s);
  }
  return s;
}

/** The last osculating orbits computed, by grid node (a chart asks for the true node and apogee at once). */
const osculatingMemo = new Map<number, OsculatingLunarPoints>();
const OSCULATING_CAPACITY = 10;

/**
 * Osculating node and apogee at grid node t + j·h, in the mean ecliptic and equinox of that date.
 * Position: the Moon at the node. Velocity: the derivative of the Moon's POSITIONS by the stencil above.
 * Why not the velocity `moonGeocentricState` returns: the osculating apogee turns by about 1/(e·v) radian
 * per unit of velocity error, so it needs the velocity to ~1e-8; the state's velocity comes from a series
 * truncated more coarsely than the position (measured against the reference: 15″ in the node and 74″ in the
 * apogee, against 1.5″ and 7.2″ with this derivative of the positions).
 */
function osculatingOnGrid(t: number, j: number): OsculatingLunarPoints {
  const jdTt = t + j * GRID_STEP_DAYS;
  const known = osculatingMemo.get(jdTt);
  if (known !== undefined) return known;
  const s = moonOnGrid(t, j);
  const m2 = moonOnGrid(t, j - 2);
  const m1 = moonOnGrid(t, j - 1);
  const p1 = moonOnGrid(t, j + 1);
  const p2 = moonOnGrid(t, j + 2);
  const d = 12 * GRID_STEP_DAYS;
  // Geometric geocentric Moon, J2000 ecliptic (ELP/MPP02), rotated to the mean ecliptic and equinox of date.
  const m = eclipticPrecessionMatrix(jdTt);
  const r = applyMatrix(m, s);
  // The frame turns by ~50″/yr; the velocity term of that turn (ω × r, ~3e-8 of v, < 0.1″ in the node) is
  // left out: the osculating orbit is the inertial one, expressed in the axes of date.
  const v = applyMatrix(m, {
    x: (m2.x - 8 * m1.x + 8 * p1.x - p2.x) / d,
    y: (m2.y - 8 * m1.y + 8 * p1.y - p2.y) / d,
    z: (m2.z - 8 * m1.z + 8 * p1.z - p2.z) / d,
  });
  const points = osculatingLunarPoints({ x: r.x, y: r.y, z: r.z, vx: v.x, vy: v.y, vz: v.z });
  if (osculatingMemo.size >= OSCULATING_CAPACITY) osculatingMemo.clear();
  osculatingMemo.set(jdTt, points);
  return points;
}

function osculating(point: 'NorthNode' | 'LilithTrue', t: number, j: number, nutationLongitudeDeg: number): LunarPointPosition {
  const o = osculatingOnGrid(t, j);
  if (point === 'NorthNode') {
    return {
      longitude: normalizeDegrees(o.nodeLongitude + nutationLongitudeDeg),
      latitude: 0,
      distanceAu: o.nodeDistanceAu,
    };
  }
  return {
    longitude: normalizeDegrees(o.apogeeLongitude + nutationLongitudeDeg),
    latitude: o.apogeeLatitude,
    distanceAu: o.apogeeDistanceAu,
  };
}

/**
 * @summary Geocentric position of a lunar point — the true (osculating) or mean ascending node, or the
 * osculating or mean apogee (Black Moon Lilith) — in the true ecliptic and equinox of date, degrees.
 * Mean points: ELP/MPP02 mean elements (DE405 fit) + IAU 2006 p_A. Osculating points: the two-body orbit of
 * the ELP/MPP02 Moon's geometric position and velocity, μ = G(M_Earth + M_Moon), in the ecliptic of date.
 * Nutation in longitude (IAU 2000B) is added to every longitude. See docs/lunar-points.md.
 * @param point One of `LUNAR_POINTS`.
 * @param jdTt Julian Day, Terrestrial Time, within `LUNAR_POINT_RANGE`.
 * @example lunarPoint('NorthNodeMean', 2451545).longitude // ≈ 125.0409° (mean node 125.0445° + Δψ −0.0039°)
 * @throws UraniaError INVALID_ARGUMENT for an unknown point or a non-finite day, OUT_OF_RANGE outside the span.
 */
export function lunarPoint(point: LunarPoint, jdTt: number): LunarPointPosition {
  const which = requireOneOf(point, 'point', LUNAR_POINTS);
  requireNumberInRange(jdTt, 'jdTt', LUNAR_POINT_RANGE.fromJdTt, LUNAR_POINT_RANGE.toJdTt);
  return pointOnGrid(which, jdTt, 0);
}

/** The point at grid node t + j·h (unchecked). */
function pointOnGrid(which: LunarPoint, t: number, j: number): LunarPointPosition {
  const jdTt = t + j * GRID_STEP_DAYS;
  const dPsi = nutation(jdTt).longitudeDeg;
  switch (which) {
    case 'NorthNodeMean':
      return meanNode(jdTt, dPsi);
    case 'LilithMean':
      return meanApogee(jdTt, dPsi);
    case 'NorthNode':
    case 'LilithTrue':
      return osculating(which, t, j, dPsi);
  }
}

/** Step of the speed stencil in `lunarPointSpeed`, days (the grid step). */
export const LUNAR_POINT_SPEED_STEP_DAYS = GRID_STEP_DAYS;

/**
 * @summary Daily motion in longitude of a lunar point, degrees/day: fourth-order central difference of the
 * longitude at t ± h, t ± 2h, h = `LUNAR_POINT_SPEED_STEP_DAYS` (Abramowitz & Stegun 25.3.6). The
 * osculating node swings by up to ~1.5° within half a month, so its speed often changes sign; the mean node
 * always regresses at about −0.053°/day. After `lunarPoint(point, t)` this costs 4 more Moon evaluations.
 * @example lunarPointSpeed('NorthNodeMean', 2451545) // ≈ −0.053
 */
export function lunarPointSpeed(point: LunarPoint, jdTt: number): number {
  const which = requireOneOf(point, 'point', LUNAR_POINTS);
  requireNumberInRange(jdTt, 'jdTt', LUNAR_POINT_RANGE.fromJdTt, LUNAR_POINT_RANGE.toJdTt);
  const ref = pointOnGrid(which, jdTt, -2).longitude;
  // Longitudes unwrapped relative to the first one (a point moves far less than 180° in 0.2 day).
  const at = (j: number): number => signedDelta(ref, pointOnGrid(which, jdTt, j).longitude);
  return (at(-2) - 8 * at(-1) + 8 * at(1) - at(2)) / (12 * GRID_STEP_DAYS);
}
