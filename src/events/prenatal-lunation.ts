import { findLunations } from './moon-phases.js';

/**
 * The prenatal lunation (prenatal syzygy): the last new or full Moon before the birth — Ptolemy,
 * Tetrabiblos III.2; Lilly, Christian Astrology (1647) p. 526 — found with the events layer's lunation
 * search (elongation 0° or 180°, apparent geocentric, true ecliptic of date). Its longitude is the Moon's,
 * as the spec's record says. A lunation at the very instant of birth counts as before it. Numeric and
 * unvalidated: `records/prenatal-lunation.ts` checks requests and formats the date.
 */

/** A syzygy is at most half a synodic month (< 15 days) before any instant; 16 days are searched. */
const SEARCH_BACK_DAYS = 16;

/** A new or full Moon, numeric (TT Julian Day). */
export interface Syzygy {
  readonly type: 'newMoon' | 'fullMoon';
  readonly jdTt: number;
  /** Apparent longitude of the Moon, degrees. */
  readonly moonLongitude: number;
}

/**
 * @summary The last new or full Moon at or before a TT Julian Day.
 * @example lastSyzygyBefore(2451545.0).type // 'fullMoon' (1999-12-22)
 */
export function lastSyzygyBefore(jdTt: number): Syzygy {
  const found = findLunations(jdTt - SEARCH_BACK_DAYS, jdTt, [0, 180]).filter((l) => l.jdTt <= jdTt);
  const last = found[found.length - 1]!;
  return { type: last.target === 0 ? 'newMoon' : 'fullMoon', jdTt: last.jdTt, moonLongitude: last.moonLongitude };
}
