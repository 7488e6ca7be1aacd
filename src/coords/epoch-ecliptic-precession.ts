import { applyMatrix } from './rotation.js';
import { meanEclipticFrame } from './mean-ecliptic-frame.js';
import { DEG_PER_RAD } from '../units/angle.js';

/**
 * Precession in longitude from an epoch t₀ to a date t, measured on the FIXED ecliptic of the epoch: minus the
 * longitude of the mean equinox of date in the mean ecliptic and equinox of t₀ (both frames from the long-term
 * precession of Vondrák, Capitaine & Wallace 2011, `mean-ecliptic-frame.ts`). This is how the sidereal
 * ephemerides of the reference realise an ayanamsa defined by its value at an epoch (docs/zodiac.md, "How an
 * epoch value is carried to a date"): the equinox of date is projected onto the ecliptic of the epoch, whereas
 * the sum p_A(t) − p_A(t₀) of the general precession measures it along the moving ecliptic. The two agree to
 * 0.001″ for epochs within a century of the date and drift apart by ~0.08″ over 1900–2100 for an epoch in
 * −100 (docs/zodiac.md, measured).
 */

/**
 * @summary Accumulated precession from `epochJdTt` to `jdTt` on the mean ecliptic of the epoch, degrees
 * (positive when the date is later; ≈ 50.3″ per year now). Both arguments are TT Julian Days.
 * @example precessionOnEpochEcliptic(2415020, 2451545) // ≈ 1.3966 (5028″ from J1900.0 to J2000.0)
 */
export function precessionOnEpochEcliptic(epochJdTt: number, jdTt: number): number {
  const equinoxOfDate = meanEclipticFrame(jdTt);
  const inEpochFrame = applyMatrix(meanEclipticFrame(epochJdTt), {
    x: equinoxOfDate[0],
    y: equinoxOfDate[1],
    z: equinoxOfDate[2],
  });
  return -Math.atan2(inEpochFrame.y, inEpochFrame.x) * DEG_PER_RAD;
}
