import { findLunations } from '../events/moon-phases.js';

/**
 * New moons for the calendar: the instants the apparent geocentric longitudes of the Moon and the Sun are
 * equal (true equinox of date — the definition of GB/T 33661-2017 §3.3 and of every modern Chinese almanac).
 * They come from the events layer's lunation search (events/moon-phases.ts: the shared engine on a coarse
 * Sun–Moon model, polished on the full theory to well under a second).
 */

/** @summary TT Julian Days of the new moons in [fromJdTt, toJdTt], in time order. */
export function newMoonsBetween(fromJdTt: number, toJdTt: number): number[] {
  return findLunations(fromJdTt, toJdTt, [0]).map((l) => l.jdTt);
}
