import { RAD_PER_DEG } from '../units/angle.js';
import { AU_KM } from '../units/constants.js';

/**
 * A place on the Earth's surface as the geocentre sees it: the WGS84 ellipsoid (NIMA TR8350.2, 3rd ed., 2000,
 * Table 3.1: a = 6 378 137 m, 1/f = 298.257223563), geodetic latitude φ, longitude λ (east positive) and height h
 * above the ellipsoid. Earth-fixed coordinates (IERS Conventions 2010 ch. 4, geodetic to Cartesian coordinates; Explanatory Supplement
 * 3rd ed. 2013 §7.2; Meeus, Astronomical Algorithms 2nd ed., ch. 11 — ρ cos φ′ and ρ sin φ′):
 *   C = 1/√(cos²φ + (1 − f)² sin²φ),  S = (1 − f)² C,
 *   x = (aC + h) cos φ cos λ,  y = (aC + h) cos φ sin λ,  z = (aS + h) sin φ.
 * Turned by the Greenwich apparent sidereal time θ about the pole (polar motion, ≤ 15 m, neglected), this is the
 * observer's geocentric position on the true equator and equinox of date; its velocity is ω × r with
 * ω = 2π·1.00273781191135448 rad per UT1 day (the rate of the Earth Rotation Angle, IERS 2010 eq. 5.15), its
 * acceleration −ω²(x, y, 0).
 */

/** WGS84 equatorial radius, km. */
export const WGS84_EQUATORIAL_RADIUS_KM = 6378.137;
/** WGS84 flattening. */
export const WGS84_FLATTENING = 1 / 298.257223563;
/** Earth's rotation rate, radians per UT1 day (IERS Conventions 2010 eq. 5.15). */
export const EARTH_ROTATION_RAD_PER_DAY = 2 * Math.PI * (1 + 0.00273781191135448);

/** A geodetic observer: degrees (longitude east positive) and metres above the WGS84 ellipsoid. */
export interface GeodeticObserver {
  readonly latitude: number;
  readonly longitude: number;
  readonly elevationM: number;
}

/** A geocentric position, velocity and acceleration: AU, AU/day, AU/day². */
export interface ObserverState {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly vx: number;
  readonly vy: number;
  readonly vz: number;
  readonly ax: number;
  readonly ay: number;
  readonly az: number;
}

/**
 * @summary Earth-fixed geocentric position of a geodetic observer on the WGS84 ellipsoid, AU (x toward
 * longitude 0 on the equator, z toward the north pole).
 * @example geodeticToGeocentric({ latitude: 0, longitude: 0, elevationM: 0 }).x * 149597870.7 // 6378.137 km
 */
export function geodeticToGeocentric(o: GeodeticObserver): { x: number; y: number; z: number } {
  const phi = o.latitude * RAD_PER_DEG;
  const lam = o.longitude * RAD_PER_DEG;
  const cosPhi = Math.cos(phi);
  const sinPhi = Math.sin(phi);
  const b = (1 - WGS84_FLATTENING) * (1 - WGS84_FLATTENING);
  const c = 1 / Math.sqrt(cosPhi * cosPhi + b * sinPhi * sinPhi);
  const s = b * c;
  const hKm = o.elevationM / 1000;
  const rhoCos = (WGS84_EQUATORIAL_RADIUS_KM * c + hKm) * cosPhi;
  return {
    x: (rhoCos * Math.cos(lam)) / AU_KM,
    y: (rhoCos * Math.sin(lam)) / AU_KM,
    z: ((WGS84_EQUATORIAL_RADIUS_KM * s + hKm) * sinPhi) / AU_KM,
  };
}

/**
 * @summary The observer's geocentric state on the true equator and equinox of date, given the Greenwich apparent
 * sidereal time (degrees): position R3(−θ)·r, velocity ω × that, acceleration −ω² times its equatorial part.
 */
export function observerStateOfDate(o: GeodeticObserver, gastDeg: number): ObserverState {
  const r = geodeticToGeocentric(o);
  const t = gastDeg * RAD_PER_DEG;
  const c = Math.cos(t);
  const s = Math.sin(t);
  const x = c * r.x - s * r.y;
  const y = s * r.x + c * r.y;
  const w = EARTH_ROTATION_RAD_PER_DAY;
  return { x, y, z: r.z, vx: -w * y, vy: w * x, vz: 0, ax: -w * w * x, ay: -w * w * y, az: 0 };
}
