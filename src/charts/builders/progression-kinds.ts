import { instantFromJulianDay, type Instant } from '../../time/index.js';
import { TROPICAL_YEAR_DAYS, type Progression } from './progression.js';

/**
 * The kinds of progression of the progressed chart (docs/directions.md "Progressions, the other kinds"): the
 * ephemeris day (or month) after — or before — the birth that stands for the time lived.
 *
 * - `secondary` — a day for a year (Placidus, *Primum Mobile*; A. Leo, *The Progressed Horoscope*, 1905):
 *   birth + age in tropical years, as days.
 * - `converseSecondary` — the same number of days *before* the birth (birth − age days).
 * - `tertiary` — a day for a month (E. H. Troinski's *Tertiärdirektionen*): birth + one day for each tropical month
 *   of life, i.e. + (days lived / 27.321582) days.
 * - `minor` — a month for a year: birth + age in years × 27.321582 days (one tropical month of ephemeris for each year).
 *
 * The month is the mean tropical month, 27.321582 days — the Moon's return to the same tropical longitude, the
 * month of the same frame as the tropical year of the secondary progression (Explanatory Supplement to the
 * Astronomical Almanac, 3rd ed., 2013, ch. 15; J. Meeus, *Astronomical Algorithms*, 2nd ed., ch. 49 gives the same
 * 27.321582).
 */

export const PROGRESSION_KINDS = ['secondary', 'converseSecondary', 'tertiary', 'minor'] as const;
export type ProgressionKind = (typeof PROGRESSION_KINDS)[number];

/** The mean tropical month, days. */
export const TROPICAL_MONTH_DAYS = 27.321582;

/**
 * @summary The offset (days, negative for the converse) of the progressed instant from the birth, for `lifeDays` days
 * lived.
 * @example progressedOffsetDays('tertiary', 27.321582) // 1
 */
export function progressedOffsetDays(kind: ProgressionKind, lifeDays: number): number {
  const years = lifeDays / TROPICAL_YEAR_DAYS;
  switch (kind) {
    case 'secondary': return years;
    case 'converseSecondary': return -years;
    case 'tertiary': return lifeDays / TROPICAL_MONTH_DAYS;
    case 'minor': return years * TROPICAL_MONTH_DAYS;
  }
}

/** @summary A progression of any kind: the secondary one with its progressed instant moved for `kind`. */
export function progressionOfKind(p: Progression, kind: ProgressionKind): Progression {
  if (kind === 'secondary') return p;
  const offset = progressedOffsetDays(kind, p.target.jdUt - p.birth.jdUt);
  const progressed: Instant = instantFromJulianDay(p.birth.jdUt + offset, 'UT');
  return { ...p, progressed };
}
