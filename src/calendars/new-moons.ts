import { apparentLongitude } from '../ephemeris/range-path.js';
import { findCrossings } from '../events/search.js';

/**
 * New moons for the calendar: the instants the apparent geocentric longitudes of the Moon and the Sun are
 * equal (true equinox of date — the definition of GB/T 33661-2017 §3.3 and of every modern Chinese almanac),
 * found with the shared event engine on the Moon − Sun elongation. Scan step 5 days: the elongation grows by
 * 10–15° a day, so a step sweeps at most 76° (< 180°, the engine's limit), and new moons are 29.3+ days apart.
 */
export const NEW_MOON_STEP_DAYS = 5;

/** @summary TT Julian Days of the new moons in [fromJdTt, toJdTt], in time order. */
export function newMoonsBetween(fromJdTt: number, toJdTt: number): number[] {
  return findCrossings(
    {
      angle: (jd) => apparentLongitude('Moon', jd) - apparentLongitude('Sun', jd),
      targets: [0],
      stepDays: NEW_MOON_STEP_DAYS,
    },
    fromJdTt,
    toJdTt,
  ).map((c) => c.jdTt);
}
