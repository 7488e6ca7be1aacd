import { apparentContext } from '../ephemeris/apparent-context.js';
import { apparentSun } from '../ephemeris/apparent-place.js';
import { coarseSunLongitude } from './coarse-sun-moon.js';
import { SUPPORTED_END_JD_TT } from './event-range.js';
import { findCrossings, type Crossing } from './search.js';

/**
 * Scan step 30 days (the Sun moves ≈ 30°, the targets are 90° apart). Seeds come from the coarse Sun (within
 * 0.01°, i.e. ≤ 15 minutes) and are polished by Newton steps on the full apparent Sun with its analytic rate;
 * |f″/2f′| < 2e-4/day, so a step below 0.02 day leaves < 1e-7 day (10 ms).
 */
export const SEASON_STEP_DAYS = 30;

/** @summary Apparent longitude of the Sun (full theory) and its daily motion, at a TT Julian Day. */
export function preciseSun(jdTt: number): { value: number; rate: number } {
  const s = apparentSun(apparentContext(jdTt));
  return { value: s.longitude, rate: s.speed };
}

/**
 * @summary Every instant in [fromJdTt, toJdTt] when the apparent longitude of the Sun reaches one of the target
 * longitudes (degrees): the engine with the coarse Sun as scan and the full Sun as polish.
 */
export function findSolarLongitudes(fromJdTt: number, toJdTt: number, targets: readonly number[], stepDays = SEASON_STEP_DAYS): Crossing[] {
  return findCrossings(
    {
      angle: coarseSunLongitude,
      targets,
      stepDays,
      polish: { evaluate: preciseSun, convergedStepDays: 0.02 },
    },
    fromJdTt,
    toJdTt,
  );
}

/** The equinox and solstice longitudes of the Sun, degrees, March equinox first. */
export const SEASON_LONGITUDES = [0, 90, 180, 270] as const;

/**
 * @summary The equinoxes and solstices in [fromJdTt, toJdTt], in time order: crossings of the apparent Sun's
 * longitude (true ecliptic and equinox of date) through 0°, 90°, 180°, 270°.
 */
export function seasonsBetween(fromJdTt: number, toJdTt: number): Crossing[] {
  return findSolarLongitudes(fromJdTt, toJdTt, SEASON_LONGITUDES);
}

/** @summary The first equinox or solstice strictly after a TT Julian day, or undefined past the supported span. */
export function nextSeasonAfter(afterJdTt: number): Crossing | undefined {
  return findSolarLongitudes(afterJdTt, Math.min(afterJdTt + 100, SUPPORTED_END_JD_TT), SEASON_LONGITUDES).find((c) => c.jdTt > afterJdTt);
}
