import type { PrenatalLunation } from '../schemas/index.js';
import { instant, instantFromJulianDay, type TimeInput } from '../time/instant.js';
import { signOf } from '../zodiac/signs.js';
import { eventDate } from './event-range.js';
import { findLunations } from './moon-phases.js';

/**
 * The prenatal lunation (prenatal syzygy): the last new or full Moon before the birth — Ptolemy,
 * Tetrabiblos III.2; Lilly, Christian Astrology (1647) p. 526 — found with the events layer's lunation
 * search (elongation 0° or 180°, apparent geocentric, true ecliptic of date). Its longitude is the Moon's,
 * as the spec's record says. A lunation at the very instant of birth counts as before it.
 */

/** A syzygy is at most half a synodic month (< 15 days) before any instant; 16 days are searched. */
const SEARCH_BACK_DAYS = 16;

/**
 * @summary The last new or full Moon at or before an instant.
 * @example prenatalLunation('2000-01-01T12:00:00Z') // { type: 'fullMoon', date: '1999-12-22T17:31:…Z', sign: 'Cancer', … }
 */
export function prenatalLunation(birth: TimeInput): PrenatalLunation {
  const t = instant(birth, 'birth');
  const found = findLunations(t.jdTt - SEARCH_BACK_DAYS, t.jdTt, [0, 180]).filter((l) => l.jdTt <= t.jdTt);
  const last = found[found.length - 1]!;
  return {
    type: last.target === 0 ? 'newMoon' : 'fullMoon',
    date: eventDate(instantFromJulianDay(last.jdTt, 'TT').jdUt),
    longitude: last.moonLongitude,
    sign: signOf(last.moonLongitude),
  };
}
