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
 * Rotation of the spherical point (lon, lat) about the x-axis (the equinox) by `sign`·ε: the rectangular form of
 * Meeus (13.1)–(13.4) p. 93, y' = y cos ε − z sin ε, z' = y sin ε + z cos ε with ε replaced by `sign`·ε
 * (+1 ecliptic -> equatorial, −1 equatorial -> ecliptic). Returns [longitude-like in [0, 360), latitude-like].
 */
function rotateAboutEquinox(lonDeg: number, latDeg: number, obliquityDeg: number, sign: 1 | -1): readonly [number, number] {
  const lonRad = lonDeg * RAD_PER_DEG;
  const latRad = latDeg * RAD_PER_DEG;
  const eRad = obliquityDeg * RAD_PER_DEG;
  const cosE = Math.cos(eRad);
  const sinE = sign * Math.sin(eRad);
  const cb = Math.cos(latRad);
  const x = cb * Math.cos(lonRad);
  const y0 = cb * Math.sin(lonRad);
  const z0 = Math.sin(latRad);
  const y = y0 * cosE - z0 * sinE;
  const z = y0 * sinE + z0 * cosE;
  return [normalizeDegrees(Math.atan2(y, x) * DEG_PER_RAD), Math.atan2(z, Math.sqrt(x * x + y * y)) * DEG_PER_RAD];
}

/**
 * @summary Ecliptic (λ, β) -> equatorial (α, δ) for obliquity ε (degrees). Meeus (13.3), (13.4) p. 93.
 * @example eclipticToEquatorial(90, 0, 23.44).declination // 23.44
 */
export function eclipticToEquatorial(longitude: number, latitude: number, obliquity: number): Equatorial {
  const [rightAscension, declination] = rotateAboutEquinox(longitude, latitude, obliquity, 1);
  return { rightAscension, declination };
}

/**
 * @summary Equatorial (α, δ) -> ecliptic (λ, β) for obliquity ε (degrees). Meeus (13.1), (13.2) p. 93.
 * @example equatorialToEcliptic(90, 23.44, 23.44).longitude // 90
 */
export function equatorialToEcliptic(rightAscension: number, declination: number, obliquity: number): Ecliptic {
  const [longitude, latitude] = rotateAboutEquinox(rightAscension, declination, obliquity, -1);
  return { longitude, latitude };
}
