import {
  eclipticToEquatorial as toEquatorial,
  equatorialToEcliptic as toEcliptic,
  type Ecliptic,
  type Equatorial,
} from '../coords/ecliptic-equatorial.js';
import { finiteNumber } from './finite-number.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * The ecliptic ↔ equatorial rotations of the public toolkit (coords/ecliptic-equatorial.ts; Meeus, Astronomical
 * Algorithms 2nd ed., (13.3)–(13.6)): every argument a finite number of degrees, else a `UraniaError` naming it.
 */

const DEGREES = 'a finite number of degrees';

/**
 * @summary Ecliptic longitude/latitude → right ascension/declination, for an obliquity (degrees).
 * @example eclipticToEquatorial(90, 0, 23.44).declination // 23.44
 */
export function eclipticToEquatorial(longitude: number, latitude: number, obliquity: number): Equatorial {
  refuseExtraArguments(arguments.length, 3, 'eclipticToEquatorial(longitude, latitude, obliquity)', 'eclipticToEquatorial(90, 0, 23.44)');
  return toEquatorial(
    finiteNumber(longitude, 'longitude', DEGREES),
    finiteNumber(latitude, 'latitude', DEGREES),
    finiteNumber(obliquity, 'obliquity', DEGREES),
  );
}

/**
 * @summary Right ascension/declination → ecliptic longitude/latitude, for an obliquity (degrees).
 * @example equatorialToEcliptic(90, 23.44, 23.44).longitude // 90
 */
export function equatorialToEcliptic(
  rightAscension: number,
  declination: number,
  obliquity: number,
): Ecliptic {
  refuseExtraArguments(arguments.length, 3, 'equatorialToEcliptic(rightAscension, declination, obliquity)', 'equatorialToEcliptic(90, 23.44, 23.44)');
  return toEcliptic(
    finiteNumber(rightAscension, 'rightAscension', DEGREES),
    finiteNumber(declination, 'declination', DEGREES),
    finiteNumber(obliquity, 'obliquity', DEGREES),
  );
}
