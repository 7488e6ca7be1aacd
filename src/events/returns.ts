import { coarseMoonLongitude } from './coarse-sun-moon.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from './event-range.js';
import { findCrossings } from './search.js';
import { findSolarLongitudes } from './seasons.js';
import { sunMoon } from './sun-moon.js';

/**
 * Returns of the Sun and the Moon to a natal longitude, numeric (TT Julian days): the instants the apparent
 * longitude reaches the target, found by the engine (coarse scan, full-theory polish; < 1 s).
 */

/**
 * @summary Every instant in [fromJdTt, toJdTt] (clipped to the supported span) the apparent Sun reaches a
 * longitude (degrees [0, 360)), in time order.
 */
export function solarReturnsBetween(longitude: number, fromJdTt: number, toJdTt: number): number[] {
  const from = Math.max(fromJdTt, SUPPORTED_START_JD_TT);
  const to = Math.min(toJdTt, SUPPORTED_END_JD_TT);
  return from > to ? [] : findSolarLongitudes(from, to, [longitude], 10).map((c) => c.jdTt);
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
export function solarReturnNearest(longitude: number, targetJdTt: number): number | undefined {
  const found = solarReturnsBetween(longitude, targetJdTt - NEAREST_RETURN_HALF_WINDOW_DAYS, targetJdTt + NEAREST_RETURN_HALF_WINDOW_DAYS);
  let best: number | undefined;
  for (const t of found) if (best === undefined || Math.abs(t - targetJdTt) < Math.abs(best - targetJdTt)) best = t;
  return best;
}

/** @summary The first solar return strictly after a TT Julian day, or undefined past the supported span. */
export function nextSolarReturnAfter(longitude: number, afterJdTt: number): number | undefined {
  return findSolarLongitudes(afterJdTt, Math.min(afterJdTt + 370, SUPPORTED_END_JD_TT), [longitude], 10).find((c) => c.jdTt > afterJdTt)?.jdTt;
}

/** @summary The first lunar return strictly after a TT Julian day, or undefined past the supported span. */
export function nextLunarReturnAfter(longitude: number, afterJdTt: number): number | undefined {
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
