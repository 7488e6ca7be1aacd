import { assertJdInSpan, assertKnownName } from '../theory-guards.js';
import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees, signedDelta } from '../../units/angle.js';
import { SUPPORTED_RANGE } from '../../time/instant.js';
import { nutation, nutationLongitudeRateSeries } from '../../time/nutation.js';
import { nutationLongitudeRate } from '../apparent-context.js';
import { moonGeocentricKinematics } from '../moon.js';
import { ELP_LONG_SPAN_JD_TT } from '../elp-secular-correction.js';
import { precessionInLongitudeRate } from '../../coords/precession.js';
import { applyMatrix, type Matrix3 } from '../../coords/rotation.js';
import { eclipticPrecessionMatrix } from './ecliptic-precession.js';
import {
  MEAN_LUNAR_APOGEE_DISTANCE_AU,
  MEAN_LUNAR_DISTANCE_AU,
  MEAN_LUNAR_INCLINATION_DEG,
  meanLunarNode,
  meanLunarPerigee,
} from './mean-lunar-elements.js';
import { osculatingLunarPoints, osculatingLunarRates, type OsculatingLunarPoints } from './osculating-lunar-orbit.js';
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
 * TT Julian Days accepted: the span the lunar theory holds over (ELP/MPP02 with its DE441 long-span correction,
 * −3000..+3000, `ELP_LONG_SPAN_JD_TT`; or the library's supported span if that is wider) widened by two days on
 * each side, which covers ΔT and the steps of a finite-difference speed at the ends.
 */
export const LUNAR_POINT_RANGE = {
  fromJdTt: Math.min(SUPPORTED_RANGE.fromJd, ELP_LONG_SPAN_JD_TT.from) - 2,
  toJdTt: Math.max(SUPPORTED_RANGE.toJd, ELP_LONG_SPAN_JD_TT.to) + 2,
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

/** Step (days) of the finite-difference speed of the MEAN points (cheap polynomials). */
const GRID_STEP_DAYS = 0.05;

/** The osculating node and apogee of one instant, with their daily motions (true equinox of date). */
interface OsculatingAt {
  readonly jdTt: number;
  readonly points: OsculatingLunarPoints;
  readonly nutationLongitudeDeg: number;
  /** Degrees/day, in the ecliptic and TRUE equinox of date (precession and nutation rates included). */
  readonly nodeSpeed: number;
  readonly apogeeSpeed: number;
}

/** The last instant computed (a chart asks for the true node, the south node and the apogee at once). */
let lastOsculating: OsculatingAt | undefined;

/**
 * Osculating node and apogee at a TT Julian Day, in the mean ecliptic and equinox of date, from ONE evaluation
 * of the contract Moon: its position, velocity and acceleration are analytic derivatives of the ELP/MPP02 series
 * (moon.ts, `moonGeocentricKinematics`), rotated to the mean ecliptic and equinox of date (IAU 2006 ecliptic
 * precession). The frame turns by ~50″/yr; the velocity term of that turn (ω × r, ~3e-8 of v, < 0.1″ in the
 * node) is left out: the osculating orbit is the inertial one, expressed in the axes of date. Daily motions:
 * the analytic rates of `osculatingLunarRates`, plus the motion of the equinox of date — the general precession
 * in longitude (P03, `precessionInLongitudeRate`) and the rate of Δψ (`nutationLongitudeRate`, within
 * 0.08″/day); the ecliptic's own slow turn (~47″/century) moves these longitudes by < 1e-4″/day (neglected).
 */
function osculatingAt(jdTt: number): OsculatingAt {
  if (lastOsculating !== undefined && lastOsculating.jdTt === jdTt) return lastOsculating;
  const k = moonGeocentricKinematics(jdTt);
  const m = eclipticPrecessionMatrix(jdTt);
  const state = stateOfDate(m, k);
  const a = applyMatrix(m, { x: k.ax, y: k.ay, z: k.az });
  const points = osculatingLunarPoints(state);
  const rates = osculatingLunarRates(state, a);
  const equinoxRate = precessionInLongitudeRate(jdTt) + nutationLongitudeRate(jdTt);
  lastOsculating = {
    jdTt,
    points,
    nutationLongitudeDeg: nutation(jdTt).longitudeDeg,
    nodeSpeed: rates.nodeLongitudeRate + equinoxRate,
    apogeeSpeed: rates.apogeeLongitudeRate + equinoxRate,
  };
  return lastOsculating;
}

/** A J2000-ecliptic geocentric state rotated to the mean ecliptic and equinox of date by the matrix `m`. */
function stateOfDate(m: Matrix3, s: HeliocentricState): HeliocentricState {
  const r = applyMatrix(m, s);
  const v = applyMatrix(m, { x: s.vx, y: s.vy, z: s.vz });
  return { x: r.x, y: r.y, z: r.z, vx: v.x, vy: v.y, vz: v.z };
}

/**
 * @summary The osculating node and apogee, in the MEAN ecliptic and equinox of date (no nutation), of a given
 * geocentric Moon state (AU, AU/day, mean ecliptic and equinox J2000) at a TT Julian Day: the computation of
 * `lunarPoint` for 'NorthNode' and 'LilithTrue' (`osculatingAt`) from a state the caller supplies — the range
 * path feeds it a fitted Moon (range-path.ts: the contract Moon's state for its precise fits, the geometric Moon
 * fit for the ingress search's scan), so one fit serves the true node, the South node and the true apogee.
 */
export function osculatingPointsOfDate(jdTt: number, state: HeliocentricState): OsculatingLunarPoints {
  return osculatingLunarPoints(stateOfDate(eclipticPrecessionMatrix(jdTt), state));
}

function osculating(point: 'NorthNode' | 'LilithTrue', jdTt: number): LunarPointPosition {
  const { points: o, nutationLongitudeDeg } = osculatingAt(jdTt);
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
  const which = assertKnownName(point, 'point', LUNAR_POINTS);
  assertJdInSpan(jdTt, 'jdTt', LUNAR_POINT_RANGE.fromJdTt, LUNAR_POINT_RANGE.toJdTt);
  return pointAt(which, jdTt);
}

/** The point at a TT Julian Day (unchecked). */
function pointAt(which: LunarPoint, jdTt: number): LunarPointPosition {
  switch (which) {
    case 'NorthNodeMean':
      return meanNode(jdTt, nutation(jdTt).longitudeDeg);
    case 'LilithMean':
      return meanApogee(jdTt, nutation(jdTt).longitudeDeg);
    case 'NorthNode':
    case 'LilithTrue':
      return osculating(which, jdTt);
  }
}

/** Step of the finite-difference speed of the mean points in `lunarPointSpeed`, days. */
export const LUNAR_POINT_SPEED_STEP_DAYS = GRID_STEP_DAYS;

/**
 * @summary Daily motion in longitude of a lunar point, degrees/day (true equinox of date).
 * Osculating node and apogee: analytic, from the Moon's acceleration (see `osculatingAt`; after
 * `lunarPoint(point, t)` it costs nothing more). Mean node and apogee: fourth-order central difference of the
 * mean longitude (without nutation) at t ± h, t ± 2h, h = `LUNAR_POINT_SPEED_STEP_DAYS` (Abramowitz & Stegun
 * 25.3.6), plus the rate of Δψ (`nutationLongitudeRateSeries`: the whole series differentiated, so the speed is
 * the derivative of the longitude `lunarPoint` gives). The osculating
 * node swings by up to ~1.5° within half a month, so its speed often changes sign; the mean node always
 * regresses at about −0.053°/day.
 * @example lunarPointSpeed('NorthNodeMean', 2451545) // ≈ −0.053
 */
export function lunarPointSpeed(point: LunarPoint, jdTt: number): number {
  const which = assertKnownName(point, 'point', LUNAR_POINTS);
  assertJdInSpan(jdTt, 'jdTt', LUNAR_POINT_RANGE.fromJdTt, LUNAR_POINT_RANGE.toJdTt);
  if (which === 'NorthNode') return osculatingAt(jdTt).nodeSpeed;
  if (which === 'LilithTrue') return osculatingAt(jdTt).apogeeSpeed;
  // The mean point's own motion differenced without nutation (cheap polynomials), plus the rate of Δψ from the series
  // differentiated: four nutation series an instant, one for both mean points now, were ≈ 4 % of a natal chart (issue 30).
  const mean = which === 'NorthNodeMean' ? meanNode : meanApogee;
  const h = GRID_STEP_DAYS;
  const ref = mean(jdTt - 2 * h, 0).longitude;
  // Longitudes unwrapped relative to the first one, t − 2h (a mean point moves far less than 180° in 0.2 day), whose own
  // term in the difference is therefore 0.
  const at = (j: number): number => signedDelta(ref, mean(jdTt + j * h, 0).longitude);
  return (-8 * at(-1) + 8 * at(1) - at(2)) / (12 * h) + nutationLongitudeRateSeries(jdTt);
}
