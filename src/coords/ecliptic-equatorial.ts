import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../units/angle.js';

/**
 * Ecliptic <-> equatorial coordinates: a rotation by the obliquity ε about the common x-axis (the equinox).
 * Meeus, Astronomical Algorithms 2nd ed., (13.3)–(13.6) p. 93 (in rectangular form: x' = x,
 * y' = y cos ε − z sin ε, z' = y sin ε + z cos ε for ecliptic -> equatorial).
 */

/** Spherical equatorial coordinates, degrees. */
export interface Equatorial {
  /** Right ascension, [0, 360). */
  readonly rightAscension: number;
  /** Declination, [−90, 90]. */
  readonly declination: number;
}

/** Spherical ecliptic coordinates, degrees. */
export interface Ecliptic {
  /** Longitude, [0, 360). */
  readonly longitude: number;
  /** Latitude, [−90, 90]. */
  readonly latitude: number;
}

/**
 * @summary Ecliptic (λ, β) -> equatorial (α, δ) for obliquity ε (degrees). Meeus (13.3), (13.4) p. 93.
 * @example eclipticToEquatorial(90, 0, 23.44).declination // 23.44
 */
export function eclipticToEquatorial(longitude: number, latitude: number, obliquity: number): Equatorial {
  const l = longitude * RAD_PER_DEG;
  const b = latitude * RAD_PER_DEG;
  const e = obliquity * RAD_PER_DEG;
  const cb = Math.cos(b);
  const x = cb * Math.cos(l);
  const y0 = cb * Math.sin(l);
  const z0 = Math.sin(b);
  const y = y0 * Math.cos(e) - z0 * Math.sin(e);
  const z = y0 * Math.sin(e) + z0 * Math.cos(e);
  return {
    rightAscension: normalizeDegrees(Math.atan2(y, x) * DEG_PER_RAD),
    declination: Math.atan2(z, Math.sqrt(x * x + y * y)) * DEG_PER_RAD,
  };
}

/**
 * @summary Equatorial (α, δ) -> ecliptic (λ, β) for obliquity ε (degrees). Meeus (13.1), (13.2) p. 93.
 * @example equatorialToEcliptic(90, 23.44, 23.44).longitude // 90
 */
export function equatorialToEcliptic(rightAscension: number, declination: number, obliquity: number): Ecliptic {
  const a = rightAscension * RAD_PER_DEG;
  const d = declination * RAD_PER_DEG;
  const e = obliquity * RAD_PER_DEG;
  const cd = Math.cos(d);
  const x = cd * Math.cos(a);
  const y0 = cd * Math.sin(a);
  const z0 = Math.sin(d);
  const y = y0 * Math.cos(e) + z0 * Math.sin(e);
  const z = -y0 * Math.sin(e) + z0 * Math.cos(e);
  return {
    longitude: normalizeDegrees(Math.atan2(y, x) * DEG_PER_RAD),
    latitude: Math.atan2(z, Math.sqrt(x * x + y * y)) * DEG_PER_RAD,
  };
}
