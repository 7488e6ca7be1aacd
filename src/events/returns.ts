import { coarseMoonLongitude } from './coarse-sun-moon.js';
import { SUPPORTED_END_JD_TT } from './event-range.js';
import { findCrossings } from './search.js';
import { findSolarLongitudes } from './seasons.js';
import { sunMoon } from './sun-moon.js';

/**
 * Returns of the Sun and the Moon to a natal longitude, numeric (TT Julian days): the instants the apparent
 * longitude reaches the target, found by the engine (coarse scan, full-theory polish; < 1 s).
 */

/**
 * @summary The first instant in [fromJdTt, toJdTt] (clipped to the supported span) the apparent Sun reaches a
 * longitude (degrees [0, 360)), or undefined.
 */
export function solarReturnBetween(longitude: number, fromJdTt: number, toJdTt: number): number | undefined {
  return findSolarLongitudes(fromJdTt, Math.min(toJdTt, SUPPORTED_END_JD_TT), [longitude], 10)[0]?.jdTt;
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
