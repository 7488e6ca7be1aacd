import { DEG_PER_RAD, normalizeDegrees } from '../../units/angle.js';
import { AU_KM, SECONDS_PER_DAY } from '../../units/constants.js';
import type { HeliocentricState } from '../source.js';

/**
 * The osculating (instantaneous two-body) orbit of the Moon about the Earth, and the two points astrologers
 * take from it: the true ("osculating") ascending node and the osculating apogee ("true Lilith").
 *
 * Two-body relations: angular momentum h = r × v; eccentricity vector e = (v × h)/μ − r/|r|, pointing to
 * the perigee; vis-viva 1/a = 2/|r| − v²/μ; orbit equation r(ν) = a(1 − e²)/(1 + e cos ν) (Vallado,
 * Fundamentals of Astrodynamics and Applications, 4th ed. 2013, §2.5 Algorithm 9 "RV2COE"; Murray &
 * Dermott, Solar System Dynamics, 1999, ch. 2). The ascending node lies along k × h, where k
 * is the pole of the reference plane (the ecliptic of date here).
 */

/**
 * μ = G(M_Earth + M_Moon), km³/s²: GM_Earth = 398600.435436 and GM_Moon = 4902.800066 of JPL DE430
 * (Folkner et al. 2014, "The Planetary and Lunar Ephemerides DE430 and DE431", IPN Progress Report 42-196;
 * later DE versions change them only in the last digits). The Moon's relative orbit is a two-body problem in
 * the sum of the masses; the apogee direction is very sensitive to μ (1e-7 relative moves it by ~0.5″).
 */
export const EARTH_MOON_GM_KM3_S2 = 398600.435436 + 4902.800066;

/** The same μ in AU³/day². */
export const EARTH_MOON_GM_AU3_DAY2 = (EARTH_MOON_GM_KM3_S2 * SECONDS_PER_DAY * SECONDS_PER_DAY) / AU_KM ** 3;

/** The two osculating points, in the frame of the input state (no nutation added). */
export interface OsculatingLunarPoints {
  /** Longitude of the ascending node (where the osculating orbit crosses the reference plane northward), degrees [0, 360). */
  readonly nodeLongitude: number;
  /** Radius of the osculating orbit in the node's direction, AU: a(1 − e²)/(1 + e cos ν_node). */
  readonly nodeDistanceAu: number;
  /** Longitude of the apogee (the far apsis, −e direction), degrees [0, 360). */
  readonly apogeeLongitude: number;
  /** Latitude of the apogee above the reference plane, degrees [−90, 90] (within about ±5.3° for the Moon). */
  readonly apogeeLatitude: number;
  /** Apogee distance a(1 + e), AU. */
  readonly apogeeDistanceAu: number;
  /** Osculating eccentricity (about 0.026–0.077 for the Moon). */
  readonly eccentricity: number;
  /** Osculating semi-major axis, AU. */
  readonly semiMajorAxisAu: number;
}

/**
 * @summary Osculating node and apogee of a geocentric lunar state (any right-handed frame whose xy-plane is
 * the reference plane; the longitudes are measured from its x axis).
 * @param state Geocentric position (AU) and velocity (AU/day) of the Moon.
 * @param gm Gravitational parameter, AU³/day² (default G(M_Earth + M_Moon)).
 * @example
 * const p = osculatingLunarPoints({ x: 0.0026, y: 0, z: 0, vx: 0, vy: 0.00059, vz: 0.00005 });
 * p.nodeLongitude // 0: the Moon is crossing the plane northward on the x axis
 */
export function osculatingLunarPoints(state: HeliocentricState, gm = EARTH_MOON_GM_AU3_DAY2): OsculatingLunarPoints {
  const { x, y, z, vx, vy, vz } = state;
  const r = Math.hypot(x, y, z);
  const v2 = vx * vx + vy * vy + vz * vz;
  // h = r × v (Vallado Alg. 9)
  const hx = y * vz - z * vy;
  const hy = z * vx - x * vz;
  const hz = x * vy - y * vx;
  // e = (v × h)/μ − r/|r| (Vallado Alg. 9)
  const ex = (vy * hz - vz * hy) / gm - x / r;
  const ey = (vz * hx - vx * hz) / gm - y / r;
  const ez = (vx * hy - vy * hx) / gm - z / r;
  const e = Math.hypot(ex, ey, ez);
  // vis-viva: 1/a = 2/r − v²/μ (Vallado Alg. 9, from the specific energy)
  const a = 1 / (2 / r - v2 / gm);
  const semiLatusRectum = a * (1 - e * e);

  // Node direction n = k × h = (−h_y, h_x, 0).
  const nx = -hy;
  const ny = hx;
  const n = Math.hypot(nx, ny);
  // True anomaly of the node: cos ν = n·e / (|n| e); r(ν) from the orbit (conic) equation (Murray & Dermott ch. 2).
  const cosNuNode = (nx * ex + ny * ey) / (n * e);
  const nodeDistanceAu = semiLatusRectum / (1 + e * cosNuNode);

  return {
    nodeLongitude: normalizeDegrees(Math.atan2(ny, nx) * DEG_PER_RAD),
    nodeDistanceAu,
    // The apogee lies opposite the perigee: direction −e.
    apogeeLongitude: normalizeDegrees(Math.atan2(-ey, -ex) * DEG_PER_RAD),
    apogeeLatitude: Math.asin(-ez / e) * DEG_PER_RAD,
    apogeeDistanceAu: a * (1 + e),
    eccentricity: e,
    semiMajorAxisAu: a,
  };
}

/** Daily motions of the osculating points, degrees/day, in the (fixed) frame of the input state. */
export interface OsculatingLunarRates {
  /** d/dt of the ascending node's longitude. */
  readonly nodeLongitudeRate: number;
  /** d/dt of the apogee's longitude. */
  readonly apogeeLongitudeRate: number;
}

/**
 * @summary Analytic daily motions of the osculating node and apogee from the Moon's position r, velocity v and
 * acceleration a (AU, AU/day, AU/day²). Differentiating the two-body relations of `osculatingLunarPoints`:
 * ḣ = r × a (ṙ × v = 0); ė = (a × h + v × ḣ)/μ − (v − (r̂·v) r̂)/|r|; a longitude λ = atan2(y, x) of a direction
 * (x, y, ·) moves at λ̇ = (x ẏ − y ẋ)/(x² + y²). Node direction k × h = (−h_y, h_x, 0); apogee direction −e.
 * @example osculatingLunarRates(state, { x: 0, y: 0, z: 0 }).nodeLongitudeRate // 0: no perturbation, fixed orbit
 */
export function osculatingLunarRates(
  state: HeliocentricState,
  acceleration: { readonly x: number; readonly y: number; readonly z: number },
  gm = EARTH_MOON_GM_AU3_DAY2,
): OsculatingLunarRates {
  const { x, y, z, vx, vy, vz } = state;
  const { x: ax, y: ay, z: az } = acceleration;
  const r = Math.hypot(x, y, z);
  const hx = y * vz - z * vy;
  const hy = z * vx - x * vz;
  const hz = x * vy - y * vx;
  const hdx = y * az - z * ay;
  const hdy = z * ax - x * az;
  const hdz = x * ay - y * ax;
  const ex = (vy * hz - vz * hy) / gm - x / r;
  const ey = (vz * hx - vx * hz) / gm - y / r;
  const radial = (x * vx + y * vy + z * vz) / r;
  const edx = (ay * hz - az * hy + vy * hdz - vz * hdy) / gm - (vx - (radial * x) / r) / r;
  const edy = (az * hx - ax * hz + vz * hdx - vx * hdz) / gm - (vy - (radial * y) / r) / r;
  // Node (n_x, n_y) = (−h_y, h_x): λ̇ = (n_x ṅ_y − n_y ṅ_x)/(n_x² + n_y²) = (h_x ḣ_y − h_y ḣ_x)/(h_x² + h_y²).
  const nodeRate = (-hy * hdx + hx * hdy) / (hx * hx + hy * hy);
  // Apogee (−e_x, −e_y): the same rate as the direction e.
  const apogeeRate = (ex * edy - ey * edx) / (ex * ex + ey * ey);
  return { nodeLongitudeRate: nodeRate * DEG_PER_RAD, apogeeLongitudeRate: apogeeRate * DEG_PER_RAD };
}
