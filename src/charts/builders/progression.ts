import { wording } from '../../errors/error-wording.js';
import { UraniaError } from '../../errors/index.js';
import { instantFromJulianDay, type Instant } from '../../time/index.js';

/**
 * Length of the year of life in secondary progressions: the mean tropical year, 365.24219 days (the equinox-to-
 * equinox year at J2000; Explanatory Supplement to the Astronomical Almanac, 3rd ed., 2013, ch. 15 "Calendars").
 * One day of ephemeris after the birth stands for one such year of life.
 */
export const TROPICAL_YEAR_DAYS = 365.24219;

/** A secondary progression from a birth to a target instant. */
export interface Progression {
  /** The birth instant (local noon when the birth time is unknown). */
  readonly birth: Instant;
  /** The instant the progression is for. */
  readonly target: Instant;
  /** Age at the target, in tropical years (≥ 0). */
  readonly ageYears: number;
  /** The progressed instant: birth + ageYears days. */
  readonly progressed: Instant;
}

/**
 * @summary The secondary progression ("a day for a year") of a birth to a target instant: the progressed instant is
 * the birth instant plus one day for each tropical year of age — age = (target − birth) / `TROPICAL_YEAR_DAYS`,
 * fraction kept, on the UT scale. The day-for-a-year key is Placidus de Titis's (Primum Mobile, 1657), the
 * method's modern form Alan Leo's (The Progressed Horoscope, 1905).
 *
 * Errors: OUT_OF_RANGE naming `field` when the target is before the birth (converse progressions are not offered).
 * @example progression(instant('2000-01-01T00:00:00Z'), instant('2010-01-01T00:00:00Z')).ageYears // 10.0007…
 */
export function progression(birth: Instant, target: Instant, field = 'targetDate'): Progression {
  if (target.jdUt < birth.jdUt) {
    throw new UraniaError('OUT_OF_RANGE', `${field} must not be before the birth (JD ${birth.jdUt} UT)`, {
      wording: wording('notBeforeBirth', { field, born: `JD ${birth.jdUt} UT` }),
      field, received: target.jdUt, allowed: `an instant at or after the birth, JD ${birth.jdUt} UT`,
    });
  }
  const ageYears = (target.jdUt - birth.jdUt) / TROPICAL_YEAR_DAYS;
  return { birth, target, ageYears, progressed: instantFromJulianDay(birth.jdUt + ageYears, 'UT') };
}
