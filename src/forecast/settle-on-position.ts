import { apparentPlaceOf } from '../ephemeris/apparent-body.js';
import { refineBracket } from '../events/search.js';
import type { Body } from '../schemas/enums.js';
import { instantFromJulianDay } from '../time/instant.js';
import { signedDelta } from '../units/angle.js';

/**
 * Settling an instant found by the engine on the direct path of `bodyPosition` (the theory at an isolated instant,
 * `apparentPlaceOf`), for the techniques whose clock runs slower than the sky's: in secondary progressions a day of
 * ephemeris is a year of life, so one minute of life is 0.16 s of ephemeris, in which the progressed Sun moves
 * 0.007″ — as much as the range path's fit error. A progressed instant is therefore refined on the very function
 * `bodyPosition` evaluates, so that "within a minute of bodyPosition" holds for the scaled clock too.
 */

/** First half-width (days) of the bracket sought about a seed; it grows eightfold up to the limit given. */
const FIRST_HALF_WIDTH_DAYS = 1e-6;

/** Tolerance (days of ephemeris) of a settled instant: 1e-9 day, 0.03 s of life in a progression. */
export const SETTLE_TOLERANCE_DAYS = 1e-9;

/**
 * @summary A root of f near `seed`: the smallest bracket [seed − w, seed + w] (w from 1e-6 day, growing eightfold
 * up to `maxHalfWidthDays`) over which f changes sign, refined by Illinois regula falsi (events/search.ts) to
 * `SETTLE_TOLERANCE_DAYS`; the seed itself when no bracket is found (a grazing pair about a station).
 * @example settleRoot((t) => t - 1.5, 1.4999, 1e-3) // ≈ 1.5
 */
export function settleRoot(f: (jdTt: number) => number, seed: number, maxHalfWidthDays: number): number {
  for (let w = FIRST_HALF_WIDTH_DAYS; w <= maxHalfWidthDays * 8; w *= 8) {
    const h = Math.min(w, maxHalfWidthDays);
    const a = seed - h;
    const b = seed + h;
    const fa = f(a);
    const fb = f(b);
    if (fa === 0) return a;
    if (fb === 0) return b;
    if (fa < 0 !== fb < 0) return refineBracket(f, a, b, fa, fb, SETTLE_TOLERANCE_DAYS);
    if (h === maxHalfWidthDays) break;
  }
  return seed;
}

/** @summary A body's longitude and daily motion on the direct path of `bodyPosition` at a TT Julian Day. */
export function directPlace(body: Body, jdTt: number): { readonly longitude: number; readonly speed: number } {
  const p = apparentPlaceOf(body, instantFromJulianDay(jdTt, 'TT'));
  return { longitude: p.longitude, speed: p.speed };
}

/** @summary The instant near `seed` the body's direct-path longitude reaches `target` (degrees). */
export function settleLongitude(body: Body, target: number, seed: number, maxHalfWidthDays: number): number {
  return settleRoot((t) => signedDelta(target, directPlace(body, t).longitude), seed, maxHalfWidthDays);
}

/** @summary The instant near `seed` the body's direct-path daily motion is zero (a station). */
export function settleStation(body: Body, seed: number, maxHalfWidthDays: number): number {
  return settleRoot((t) => directPlace(body, t).speed, seed, maxHalfWidthDays);
}

/** @summary The instant near `seed` the direct-path elongation of the Moon from the Sun reaches `target` (degrees). */
export function settleElongation(target: number, seed: number, maxHalfWidthDays: number): number {
  return settleRoot(
    (t) => signedDelta(target, directPlace('Moon', t).longitude - directPlace('Sun', t).longitude),
    seed,
    maxHalfWidthDays,
  );
}
