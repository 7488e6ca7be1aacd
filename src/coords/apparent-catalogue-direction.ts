import { approximateSun } from './approximate-sun.js';
import { catalogueDirectionAt, type CatalogueEntry } from './catalogue-direction.js';
import { earthVelocityOverC } from './earth-velocity.js';
import { FRAME_BIAS_MATRIX } from './frame-bias.js';
import { relativisticAberration } from './aberration.js';
import { solarLightDeflection } from './light-deflection.js';
import { meanEclipticFrame } from './mean-ecliptic-frame.js';
import { applyMatrix, multiplyMatrices, type Vector3 } from './rotation.js';
import { DEG_PER_RAD } from '../units/angle.js';

/**
 * The apparent direction of a catalogue entry seen from the geocentre, in the mean ecliptic and equinox of date
 * (no nutation: add Δψ to the longitude for the true equinox): space motion (`catalogue-direction.ts`), frame
 * bias (IERS Conventions 2010 §5.4.5), long-term precession to the ecliptic of date (`mean-ecliptic-frame.ts`),
 * annual parallax from the Earth's heliocentric position, solar light deflection (`light-deflection.ts`) and
 * relativistic annual aberration (`aberration.ts`) with the Earth's barycentric velocity of `earth-velocity.ts`.
 * The low-accuracy Sun (0.01°) limits the corrections, not the directions: agreement with full ephemerides is
 * ~0.01″ (docs/zodiac.md). Used for the star- and galaxy-fixed ayanamsas, which must stay below the ephemeris
 * layer.
 */

/** Apparent ecliptic direction: longitude and latitude of date, degrees. */
export interface EclipticDirection {
  /** Longitude on the mean ecliptic of date from the mean equinox of date, degrees in [0, 360). */
  readonly longitude: number;
  /** Latitude, degrees. */
  readonly latitude: number;
}

/** Which apparent-place corrections to apply (all by default). */
export interface ApparentCorrections {
  /** Annual aberration, light deflection and parallax. Default true; false gives the geometric mean place. */
  readonly apparent?: boolean;
}

function unit(v: Vector3): Vector3 {
  const n = Math.hypot(v.x, v.y, v.z);
  return { x: v.x / n, y: v.y / n, z: v.z / n };
}

/**
 * @summary Geocentric apparent (or geometric mean) direction of a catalogue entry as a unit vector in the mean
 * ecliptic and equinox of a TT Julian Day.
 * @example apparentEclipticVector(SPICA, 2451545) // ≈ unit vector at longitude 203.84°
 */
export function apparentEclipticVector(entry: CatalogueEntry, jdTt: number, options: ApparentCorrections = {}): Vector3 {
  const toEcliptic = multiplyMatrices(meanEclipticFrame(jdTt), FRAME_BIAS_MATRIX);
  const barycentric = applyMatrix(toEcliptic, catalogueDirectionAt(entry, jdTt));
  if (options.apparent === false) return unit(barycentric);
  const sun = approximateSun(jdTt);
  // Earth's heliocentric position (mean ecliptic of date), AU: opposite the geocentric Sun.
  const earth = { x: -sun.distanceAu * Math.cos(sun.longitudeRad), y: -sun.distanceAu * Math.sin(sun.longitudeRad), z: 0 };
  const finite = entry.parallaxMas > 0;
  const geocentric = unit(finite ? { x: barycentric.x - earth.x, y: barycentric.y - earth.y, z: barycentric.z - earth.z } : barycentric);
  const deflected = solarLightDeflection(geocentric, finite ? barycentric : geocentric, earth);
  return unit(relativisticAberration(deflected, earthVelocityOverC(jdTt)));
}

/**
 * @summary Geocentric apparent ecliptic longitude and latitude of a catalogue entry, mean ecliptic and equinox of
 * a TT Julian Day, degrees (`{ apparent: false }`: geometric, no parallax, deflection or aberration).
 * @example apparentEclipticDirection(SPICA, 2451545).longitude // ≈ 203.84
 */
export function apparentEclipticDirection(entry: CatalogueEntry, jdTt: number, options: ApparentCorrections = {}): EclipticDirection {
  const v = apparentEclipticVector(entry, jdTt, options);
  const lon = Math.atan2(v.y, v.x) * DEG_PER_RAD;
  return { longitude: lon < 0 ? lon + 360 : lon, latitude: Math.asin(Math.max(-1, Math.min(1, v.z))) * DEG_PER_RAD };
}
