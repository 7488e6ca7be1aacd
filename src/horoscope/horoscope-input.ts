import { requireIntegerInRange, requireOneOf } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { PERSPECTIVES, SIGNS, type Perspective, type Sign } from '../schemas/index.js';
import { instant, type TimeInput } from '../time/instant.js';
import { assertTimeZone } from '../time/time-zone.js';
import { parseCivilDate } from '../time/wall-clock.js';
import { localDateOf } from './local-day.js';

/**
 * Validation of horoscope queries. Every check throws `UraniaError` naming the field and what is allowed:
 * unknown sign or perspective → INVALID_ARGUMENT; month outside 1–12 or year outside 1800–2200 →
 * OUT_OF_RANGE (INVALID_ARGUMENT when not a whole number); an impossible date (2023-02-29) → INVALID_ARGUMENT;
 * an unknown IANA zone → INVALID_ARGUMENT; a missing date → MISSING_ARGUMENT (the core never reads the clock).
 */

/** First and last calendar years the horoscopes support (the library's supported span). */
export const HOROSCOPE_YEARS = { min: 1800, max: 2200 } as const;

/** @summary A Sign of the spec, or UraniaError INVALID_ARGUMENT listing the twelve. */
export function requireSign(value: unknown, field = 'sign'): Sign {
  return requireOneOf(value, field, SIGNS);
}

/** @summary A Perspective (default 'sun'), or UraniaError INVALID_ARGUMENT listing sun, moon, rising. */
export function requirePerspective(value: unknown, field = 'perspective'): Perspective {
  return value === undefined ? 'sun' : requireOneOf(value, field, PERSPECTIVES);
}

/** @summary A calendar year 1800–2200 (integer). */
export function requireYear(value: unknown, field = 'year'): number {
  return requireIntegerInRange(value, field, HOROSCOPE_YEARS.min, HOROSCOPE_YEARS.max);
}

/** @summary A calendar month 1–12 (integer). */
export function requireMonth(value: unknown, field = 'month'): number {
  return requireIntegerInRange(value, field, 1, 12);
}

/** @summary An IANA zone name (default 'UTC'). */
export function requireTimeZone(value: unknown, field = 'timezone'): string {
  return value === undefined ? 'UTC' : assertTimeZone(value, field);
}

/**
 * @summary The local calendar date (`YYYY-MM-DD`) a query's `date` designates in `timezone`: a date-only
 * value IS the local date; a date-time (with Z or an offset), a Date or an Instant is converted to the zone.
 * The date's year must be 1800–2200.
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
