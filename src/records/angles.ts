import {
  angularSeparation as separation,
  formatDms as format,
  normalizeDegrees as normalize,
  signedDelta as delta,
  toDms as dms,
  type Dms,
} from '../units/angle.js';
import { boundedNumber, finiteNumber } from './finite-number.js';
import { requireIntegerInRange } from './request-checks.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * The angle helpers of the public toolkit (units/angle.ts does the arithmetic): each argument is a finite number of
 * degrees, else a `UraniaError` naming it — never a NaN result (issue 11 #7).
 */

const DEGREES = 'a finite number of degrees';

/** @summary An angle wrapped into [0, 360). @example normalizeDegrees(-30) // 330 */
export function normalizeDegrees(deg: number): number {
  refuseExtraArguments(arguments.length, 1, 'normalizeDegrees(deg)', 'normalizeDegrees(-30)');
  return normalize(finiteNumber(deg, 'deg', DEGREES));
}

/** @summary The signed difference `to − from` wrapped into [-180, 180). @example signedDelta(350, 10) // 20 */
export function signedDelta(from: number, to: number): number {
  refuseExtraArguments(arguments.length, 2, 'signedDelta(from, to)', 'signedDelta(350, 10)');
  return delta(finiteNumber(from, 'from', DEGREES), finiteNumber(to, 'to', DEGREES));
}

/** @summary The shorter arc between two longitudes, degrees in [0, 180]. @example angularSeparation(350, 10) // 20 */
export function angularSeparation(a: number, b: number): number {
  refuseExtraArguments(arguments.length, 2, 'angularSeparation(a, b)', 'angularSeparation(350, 10)');
  return separation(finiteNumber(a, 'a', DEGREES), finiteNumber(b, 'b', DEGREES));
}

/** @summary Degrees, minutes, seconds (and sign) of an angle. @example toDms(12.5).minutes // 30 */
export function toDms(deg: number): Dms {
  refuseExtraArguments(arguments.length, 1, 'toDms(deg)', 'toDms(12.5)');
  return dms(finiteNumber(deg, 'deg', DEGREES));
}

/**
 * @summary An angle as `12°34′56″`, with 0–20 decimals of seconds (|deg| ≤ 10⁹, so that the rounding to the printed
 * precision stays finite). @example formatDms(12.5) // '12°30′00″'
 */
export function formatDms(deg: number, secondsDigits = 0): string {
  refuseExtraArguments(arguments.length, 2, 'formatDms(deg, secondsDigits?)', 'formatDms(12.5)');
  const digits = requireIntegerInRange(secondsDigits, 'secondsDigits', 0, 20);
  const angle = boundedNumber(deg, 'deg', -1e9, 1e9, DEGREES);
  return format(angle, digits);
}
