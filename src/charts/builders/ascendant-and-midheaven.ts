import { ascendant, midheaven } from '../../coords/chart-angles.js';
import { equationOfEquinoxes, localApparentSiderealTime, localSiderealTime, trueObliquity, type Instant } from '../../time/index.js';
import { normalizeDegrees, signedDelta } from '../../units/index.js';

/** The two angles of a chart, ecliptic longitudes in degrees [0, 360). */
export interface AscendantAndMidheaven {
  readonly ascendant: number;
  readonly midheaven: number;
}

/**
 * @summary The Ascendant and the Midheaven at an instant for a place, computed exactly as `housesAt` computes them
 * (houses/houses.ts, houses/house-cusps-from-armc.ts: ARMC = the local apparent sidereal time wrapped into
 * [0, 360), the true obliquity of date; Meeus, Astronomical Algorithms 2nd ed., (13.3) p. 93 and ch. 13 for the
 * Ascendant) but without the cusps of a house system: whatever the system, and with its polar fallback, its angles
 * are these. The natal chart differences them over ±1 minute for their daily motion.
 * @example ascendantAndMidheaven(instant('1990-07-15T18:30:00Z'), 40.7128, -74.006).ascendant // ≈ 222 (Scorpio)
 */
export function ascendantAndMidheaven(at: Instant, latitude: number, longitude: number): AscendantAndMidheaven {
  const armc = normalizeDegrees(localSiderealTime(at, longitude, true));
  const obliquity = trueObliquity(at.jdTt);
  return { ascendant: ascendant(armc, obliquity, latitude), midheaven: midheaven(armc, obliquity) };
}

/** Half the interval over which the angles' daily motion is differenced: one minute of time, in days. */
export const ANGLE_RATE_STEP_DAYS = 1 / 1440;

/**
 * @summary The daily motion of the Ascendant and the Midheaven at an instant for a place, degrees/day (some 360°/day
 * and more): each angle a minute either side (`ANGLE_RATE_STEP_DAYS`), differenced. The two neighbours take the
 * equation of the equinoxes and the true obliquity of `at` itself rather than a fresh series each: over two minutes
 * they move by some 1e-8°, a rate error of ≈ 1e-5°/day against the angles' 360°/day, and the four series cost ≈ 2 % of
 * a natal chart (issue 30). The sidereal time is `localApparentSiderealTime` with that equation of the equinoxes.
 * @example ascendantAndMidheavenRates(instant('1990-07-15T18:30:00Z'), 40.7128, -74.006).midheaven // ≈ 390 (°/day)
 */
export function ascendantAndMidheavenRates(at: Instant, latitude: number, longitude: number): AscendantAndMidheaven {
  const ee = equationOfEquinoxes(at.jdTt);
  const obliquity = trueObliquity(at.jdTt);
  const h = ANGLE_RATE_STEP_DAYS;
  const armc = (shift: number): number => localApparentSiderealTime({ jdUt: at.jdUt + shift, jdTt: at.jdTt + shift }, longitude, ee);
  const before = armc(-h);
  const after = armc(h);
  return {
    ascendant: signedDelta(ascendant(before, obliquity, latitude), ascendant(after, obliquity, latitude)) / (2 * h),
    midheaven: signedDelta(midheaven(before, obliquity), midheaven(after, obliquity)) / (2 * h),
  };
}
