import { UraniaError } from '../errors/urania-error.js';
import { HOROSCOPE_YEARS } from '../horoscope/horoscope-years.js';
import { localDateOf } from '../time/local-day.js';
import { instant, type TimeInput } from '../time/instant.js';
import { assertTimeZone } from '../time/time-zone.js';
import { parseCivilDate } from '../time/wall-clock.js';

/**
 * The day of a horoscope, almanac or lunar-guidance query: the checks its schema cannot express (a real
 * calendar date, a known IANA zone, a year within 1800–2200), applied once after `parse`.
 */

/** @summary The query's IANA zone: UTC when absent, else a zone the runtime knows (INVALID_ARGUMENT naming `timezone`). */
export function queryTimeZone(timezone: string | undefined, field = 'timezone'): string {
  return timezone === undefined ? 'UTC' : assertTimeZone(timezone, field);
}

/**
 * @summary The local calendar date (`YYYY-MM-DD`) a query's `date` designates in `timezone`: a date-only
 * value IS the local date; a date-time (with Z or an offset), a Date or an Instant is converted to the zone.
 * A missing date is MISSING_ARGUMENT (records never read the clock), an impossible one INVALID_ARGUMENT, a
 * date outside the years 1800–2200 OUT_OF_RANGE, each naming `field`.
 * @example queryLocalDate('2024-03-20T03:00:00Z', 'America/New_York') // '2024-03-19'
 */
export function queryLocalDate(date: TimeInput | undefined, timezone: string, field = 'date'): string {
  if (date === undefined || date === null) {
    throw new UraniaError('MISSING_ARGUMENT', `${field} is required: an ISO date (YYYY-MM-DD) or date-time`, {
      field,
      received: date,
      allowed: 'YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SSZ / ±HH:MM',
    });
  }
  let local: string;
  if (typeof date === 'string' && /^\s*\d{4}-\d{2}-\d{2}\s*$/.test(date)) {
    const d = parseCivilDate(date.trim(), field);
    local = date.trim();
    requireDateYear(d.year, field, date);
  } else {
    local = localDateOf(instant(date, field).jdUt, timezone);
  }
  requireDateYear(Number(local.slice(0, 4)), field, date);
  return local;
}

function requireDateYear(year: number, field: string, received: unknown): void {
  if (year < HOROSCOPE_YEARS.min || year > HOROSCOPE_YEARS.max) {
    throw new UraniaError('OUT_OF_RANGE', `${field} must be a date in the years ${HOROSCOPE_YEARS.min}..${HOROSCOPE_YEARS.max}`, {
      field,
      received,
      allowed: `${HOROSCOPE_YEARS.min}-01-01 to ${HOROSCOPE_YEARS.max}-12-31`,
    });
  }
}
