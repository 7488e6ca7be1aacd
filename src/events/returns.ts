import { coarseMoonLongitude } from './coarse-sun-moon.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from './event-range.js';
import { findCrossings } from './search.js';
import { findSolarLongitudes } from './seasons.js';
import { siderealMoonCrossings, siderealSunCrossings } from './sidereal-crossings.js';
import { sunMoon } from './sun-moon.js';
import type { AyanamsaChoice } from '../zodiac/ayanamsa.js';

/**
 * Returns of the Sun and the Moon to a natal longitude, numeric (TT Julian days): the instants the apparent
 * longitude reaches the target, found by the engine (coarse scan, full-theory polish; < 1 s). With an `ayanamsa`
 * the natal longitude and the returns are sidereal (issue 15): the instants the apparent longitude minus the true
 * ayanamsa reaches the target — the sidereal return comes about 20 minutes later each year than the tropical one
 * (50.3″ of precession at ≈ 1°/day), some 12 hours over 35 years.
 */

/** @summary The instants in [from, to] the Sun's tropical (or, with an ayanamsa, sidereal) longitude reaches `longitude`. */
function sunReaching(longitude: number, from: number, to: number, ayanamsa?: AyanamsaChoice): number[] {
  const found = ayanamsa === undefined ? findSolarLongitudes(from, to, [longitude], 10) : siderealSunCrossings(from, to, [longitude], ayanamsa, 10);
  return found.map((c) => c.jdTt);
}

/**
 * @summary Every instant in [fromJdTt, toJdTt] (clipped to the supported span) the apparent Sun reaches a
 * longitude (degrees [0, 360)), in time order.
 */
export function solarReturnsBetween(longitude: number, fromJdTt: number, toJdTt: number, ayanamsa?: AyanamsaChoice): number[] {
  const from = Math.max(fromJdTt, SUPPORTED_START_JD_TT);
  const to = Math.min(toJdTt, SUPPORTED_END_JD_TT);
  return from > to ? [] : sunReaching(longitude, from, to, ayanamsa);
}

/**
 * Half-width of the window searched around a target date: more than half a tropical year (the returns are
 * 365.2422 days apart, give or take a few minutes), so the window always holds the return nearest the target.
 */
const NEAREST_RETURN_HALF_WINDOW_DAYS = 200;

/**
 * @summary The solar return nearest a TT Julian day — one exists every tropical year, so there is always one
 * within half a year — or undefined when it would fall outside the supported span.
 */
export function solarReturnNearest(longitude: number, targetJdTt: number, ayanamsa?: AyanamsaChoice): number | undefined {
  const found = solarReturnsBetween(longitude, targetJdTt - NEAREST_RETURN_HALF_WINDOW_DAYS, targetJdTt + NEAREST_RETURN_HALF_WINDOW_DAYS, ayanamsa);
  let best: number | undefined;
  for (const t of found) if (best === undefined || Math.abs(t - targetJdTt) < Math.abs(best - targetJdTt)) best = t;
  return best;
}

/** @summary The first solar return strictly after a TT Julian day, or undefined past the supported span. */
export function nextSolarReturnAfter(longitude: number, afterJdTt: number, ayanamsa?: AyanamsaChoice): number | undefined {
  return sunReaching(longitude, afterJdTt, Math.min(afterJdTt + 370, SUPPORTED_END_JD_TT), ayanamsa).find((t) => t > afterJdTt);
}

/** @summary The first lunar return strictly after a TT Julian day, or undefined past the supported span. */
export function nextLunarReturnAfter(longitude: number, afterJdTt: number, ayanamsa?: AyanamsaChoice): number | undefined {
  if (ayanamsa !== undefined) {
    const to = Math.min(afterJdTt + 29, SUPPORTED_END_JD_TT);
    return siderealMoonCrossings(afterJdTt, to, [longitude], ayanamsa).find((c) => c.jdTt > afterJdTt)?.jdTt;
  }
  return findCrossings(
    {
      angle: coarseMoonLongitude,
      targets: [longitude],
      stepDays: 1,
      polish: {
        evaluate: (t) => {
          const m = sunMoon(t).moon;
          return { value: m.longitude, rate: m.speed };
        },
        convergedStepDays: 0.002,
      },
    },
    afterJdTt,
    Math.min(afterJdTt + 29, SUPPORTED_END_JD_TT),
  ).find((c) => c.jdTt > afterJdTt)?.jdTt;
}
