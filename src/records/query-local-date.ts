import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { HOROSCOPE_YEARS } from '../horoscope/horoscope-years.js';
import { localDateOf } from '../time/local-day.js';
import { fixedOffsetZone } from '../time/fixed-offset-zone.js';
import { instant, parseIso, type TimeInput } from '../time/instant.js';
import { ISO_YEAR_PATTERN } from '../time/iso-year.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';
import { assertTimeZone } from '../time/time-zone.js';
import { parseCivilDate } from '../time/wall-clock.js';

/**
 * The day of a horoscope, almanac or lunar-guidance query: the checks its schema cannot express (a real
 * calendar date, a known IANA zone, a year within the supported span, −3000..+3000), applied once after `parse`.
 */

/** A date alone (`YYYY-MM-DD`, expanded years too, surrounding blanks allowed). */
const DATE_ONLY_RE = new RegExp(`^\\s*${ISO_YEAR_PATTERN}-\\d{2}-\\d{2}\\s*$`);

/** @summary The query's IANA zone: UTC when absent, else a zone the runtime knows (INVALID_ARGUMENT naming `timezone`). */
export function queryTimeZone(timezone: string | undefined, field = 'timezone'): string {
  return timezone === undefined ? 'UTC' : assertTimeZone(timezone, field);
}

/**
 * @summary The local calendar date (`YYYY-MM-DD`) a query's `date` designates in `timezone`: a date-only
 * value IS the local date; a date-time (with Z or an offset), a Date or an Instant is converted to the zone.
 * A missing date is MISSING_ARGUMENT (records never read the clock), an impossible one INVALID_ARGUMENT, a
 * date outside the years of the supported span (−3000..+3000) OUT_OF_RANGE, each naming `field`.
 * @example queryLocalDate('2024-03-20T03:00:00Z', 'America/New_York') // '2024-03-19'
 */
export function queryLocalDate(date: TimeInput | undefined, timezone: string, field = 'date'): string {
  if (date === undefined || date === null) {
    throw new UraniaError('MISSING_ARGUMENT', `${field} is required: an ISO date (YYYY-MM-DD) or date-time`, {
      field,
      received: date,
      allowed: 'YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SSZ / ±HH:MM',
      wording: wording('date.requiredIso', { field }),
    });
  }
  let local: string;
  if (typeof date === 'string' && DATE_ONLY_RE.test(date)) {
    const d = parseCivilDate(date.trim(), field);
    local = date.trim();
    requireDateYear(d.year, field, date);
  } else {
    local = localDateOf(instant(date, field).jdUt, timezone);
  }
  requireDateYear(parseCivilDate(local, field).year, field, date);
  return local;
}

/** The local day a query names: its date and the zone its hours run in. */
export interface QueryDay {
  /** Local date, `YYYY-MM-DD`. */
  readonly date: string;
  /** The zone of the day: `timezone` when given, else the offset of a date-time (`-05:00`), else `UTC`. */
  readonly timezone: string;
}

/**
 * @summary The local day a day query names (docs/horoscopes.md "Inputs and errors"; issue 11 #6): with `timezone`,
 * the local date of `date` in that zone (a date alone is that local date); without it, a date-time written with an
 * offset names the day of that offset — `2024-04-14T23:30:00-05:00` is Sunday 14 April at UTC−05:00, not 15 April
 * in UTC — and a date alone, a `Z` date-time, a Date or an Instant a day in UTC. Errors as `queryLocalDate`.
 * @example queryDay('2024-04-14T23:30:00-05:00', undefined) // { date: '2024-04-14', timezone: '-05:00' }
 */
export function queryDay(date: TimeInput | undefined, timezone: string | undefined, field = 'date'): QueryDay {
  const zone = timezone === undefined ? offsetZoneOf(date, field) : queryTimeZone(timezone);
  return { date: queryLocalDate(date, zone, field), timezone: zone };
}

/**
 * @summary The zone a moment argument's own text names: the fixed-offset zone (`±HH:MM`) of a date-time written with
 * an offset, UTC for anything else (a date alone, `Z`, a Date, an Instant).
 * @example offsetZoneOf('2024-04-14T23:30:00-05:00') // '-05:00'
 */
export function offsetZoneOf(date: TimeInput | undefined, field = 'date'): string {
  if (typeof date !== 'string' || DATE_ONLY_RE.test(date)) return 'UTC';
  const offset = parseIso(date, field).offsetMinutes;
  return offset === undefined ? 'UTC' : fixedOffsetZone(offset);
}

function requireDateYear(year: number, field: string, received: unknown): void {
  if (year < HOROSCOPE_YEARS.min || year > HOROSCOPE_YEARS.max) {
    throw new UraniaError('OUT_OF_RANGE', `${field} must be a date in the years ${HOROSCOPE_YEARS.min}..${HOROSCOPE_YEARS.max}`, {
      field,
      received,
      allowed: `${SUPPORTED_SPAN.firstDate} to ${SUPPORTED_SPAN.lastDate}`,
      wording: wording('date.years', { field, first: String(HOROSCOPE_YEARS.min), last: String(HOROSCOPE_YEARS.max) }),
    });
  }
}
