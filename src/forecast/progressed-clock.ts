import { instantFromJulianDay, type Instant } from '../time/instant.js';

/**
 * The clock of secondary progressions ("a day for a year"; charts/builders/progression.ts): the instant of life T
 * stands for the progressed instant birth + (T − birth) / `yearDays` days (the year of life, charts/builders/
 * progression.ts `TROPICAL_YEAR_DAYS`, given by the records layer), on the UT scale as `progression` reads it. Both ways, so that an event found on the progressed (ephemeris) clock is dated on the clock of life.
 */

/** @summary The progressed TT Julian Day of an instant of life (UT Julian Day), for a birth. */
export function progressedJdTt(birth: Instant, lifeJdUt: number, yearDays: number): number {
  return instantFromJulianDay(birth.jdUt + (lifeJdUt - birth.jdUt) / yearDays, 'UT').jdTt;
}

/** @summary The instant of life (UT Julian Day) a progressed TT Julian Day stands for. */
export function lifeJdUt(birth: Instant, progressedTt: number, yearDays: number): number {
  return birth.jdUt + (instantFromJulianDay(progressedTt, 'TT').jdUt - birth.jdUt) * yearDays;
}
