/**
 * Angle helpers: the one home of normalisation. Degrees in, degrees out.
 */

/** Degrees per radian and back. */
export const DEG_PER_RAD = 180 / Math.PI;
export const RAD_PER_DEG = Math.PI / 180;
/** One arcsecond and one arcminute in degrees. */
export const ARCSEC = 1 / 3600;
export const ARCMIN = 1 / 60;

/** @summary Normalise an angle to [0, 360). */
export function normalizeDegrees(deg: number): number {
  const r = deg % 360;
  const n = r < 0 ? r + 360 : r;
  // -1e-15 % 360 + 360 rounds to 360 in floating point: fold it back.
  return n >= 360 ? 0 : n;
}

/** @summary Normalise an angle in radians to [0, 2π). */
export function normalizeRadians(rad: number): number {
  const tau = 2 * Math.PI;
  const r = rad % tau;
  const n = r < 0 ? r + tau : r;
  return n >= tau ? 0 : n;
}

/**
 * @summary Signed difference `to - from` folded into (-180, 180].
 * @example signedDelta(350, 10) // 20
 */
export function signedDelta(from: number, to: number): number {
  const d = normalizeDegrees(to - from);
  return d > 180 ? d - 360 : d;
}

/** @summary Unsigned angular separation along the circle, in [0, 180]. */
export function angularSeparation(a: number, b: number): number {
  return Math.abs(signedDelta(a, b));
}

/** @summary Midpoint of the shorter arc between two longitudes, in [0, 360). */
export function shorterArcMidpoint(a: number, b: number): number {
  return normalizeDegrees(a + signedDelta(a, b) / 2);
}

/** Degrees, minutes, seconds of an angle (sign kept separately). */
export interface Dms {
  readonly sign: 1 | -1;
  readonly degrees: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** @summary Split an angle into whole degrees, whole minutes and (fractional) seconds. */
export function toDms(deg: number): Dms {
  const sign: 1 | -1 = deg < 0 ? -1 : 1;
  let rest = Math.abs(deg);
  let degrees = Math.floor(rest);
  rest = (rest - degrees) * 60;
  let minutes = Math.floor(rest);
  let seconds = (rest - minutes) * 60;
  // Guard rounding at the top of a unit (e.g. 29.99999999999 -> 30°0′0″).
  if (seconds >= 60 - 1e-6) {
    seconds = 0;
    minutes += 1;
  }
  if (minutes >= 60) {
    minutes -= 60;
    degrees += 1;
  }
  return { sign, degrees, minutes, seconds };
}

/** @summary Degrees from degrees, minutes, seconds. */
export function fromDms(degrees: number, minutes = 0, seconds = 0, sign: 1 | -1 = 1): number {
  return sign * (Math.abs(degrees) + minutes / 60 + seconds / 3600);
}

/** @summary Format as `12°34′56″`. */
export function formatDms(deg: number, secondsDigits = 0): string {
  // Round to the printed precision first, so 29.99999° prints 30°00′00″, never 29°59′60″.
  const scale = 3600 * 10 ** secondsDigits;
  const { sign, degrees, minutes, seconds } = toDms(Math.round(deg * scale) / scale);
  const s = seconds.toFixed(secondsDigits);
  return `${sign < 0 ? '-' : ''}${degrees}°${String(minutes).padStart(2, '0')}′${s.padStart(2 + (secondsDigits ? secondsDigits + 1 : 0), '0')}″`;
}
