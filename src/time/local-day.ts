import { calendarFromJulianDay, dayOfWeek, julianDay } from './julian-day.js';
import { assertTimeZone, timezoneForLocation, wallClockMs } from './time-zone.js';
import { epochMsFromJd, jdFromEpochMs } from './unix-time.js';
import { parseCivilDate, resolveWallClock, startOfLocalDay, wallMsOf } from './wall-clock.js';

/**
 * Local calendar days in an IANA zone, as UT/TT Julian Day spans. A local day runs from its 00:00 to the next
 * day's 00:00 (daylight-saving days are 23 or 25 hours long); midnight inside a DST gap resolves by the time
 * layer's rule (wall-clock.ts). These helpers work on Julian Days without the supported-range check of
 * `instant()`, so that a horoscope of 2200-12-31 in a western zone may end a few hours into 2201.
 */

/** One local calendar day. */
export interface LocalDay {
  /** Local date, YYYY-MM-DD. */
  readonly date: string;
  readonly timezone: string;
  /** UT Julian Day of the local 00:00 that opens the day. */
  readonly startJdUt: number;
  /** UT Julian Day of the next local 00:00 (exclusive end). */
  readonly endJdUt: number;
  /** UT Julian Day of local noon: the day's reference instant (middle of the civil day). */
  readonly noonJdUt: number;
}

/** @summary The local date `YYYY-MM-DD` of a UT Julian Day in a zone. @example localDateOf(2460389.6, 'UTC') // '2024-03-20' */
export function localDateOf(jdUt: number, timezone: string): string {
  const wall = new Date(wallClockMs(timezone, epochMsFromJd(jdUt)));
  return formatDate(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate());
}

function formatDate(year: number, month: number, day: number): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Julian Day (0h UT) of a civil date: whole days between dates are differences of these (Meeus ch. 7). */
function dayNumber(date: string): number {
  const d = parseCivilDate(date);
  return julianDay(d.year, d.month, d.day);
}

/** @summary The date `days` after (or before) a civil date. @example addDays('2024-02-28', 2) // '2024-03-01' */
export function addDays(date: string, days: number): string {
  const c = calendarFromJulianDay(dayNumber(date) + days);
  return formatDate(c.year, c.month, c.day);
}

/** @summary ISO weekday of a civil date: 1 = Monday … 7 = Sunday (ISO 8601). */
export function isoWeekday(date: string): number {
  const dow = dayOfWeek(dayNumber(date)); // 0 = Sunday
  return dow === 0 ? 7 : dow;
}

/** @summary The Monday of the ISO 8601 week (Monday–Sunday) containing a civil date. */
export function isoWeekMonday(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** @summary UT Julian Day of local 00:00 of a civil date in a zone. */
export function localMidnightJdUt(date: string, timezone: string): number {
  return jdFromEpochMs(resolveWallClock(timezone, wallMsOf(parseCivilDate(date))).epochMs);
}

/** @summary The local day of a civil date in a zone: its UT span and local noon. */
export function localDay(date: string, timezone: string): LocalDay {
  const d = parseCivilDate(date);
  return {
    date,
    timezone,
    startJdUt: localMidnightJdUt(date, timezone),
    endJdUt: localMidnightJdUt(addDays(date, 1), timezone),
    noonJdUt: jdFromEpochMs(resolveWallClock(timezone, wallMsOf(d, 12)).epochMs),
  };
}

/**
 * @summary The UT span [start, end) of a local civil day (`YYYY-MM-DD`) at a place, and the zone used (`timezone`,
 * else the zone at the coordinates).
 * @example localDaySpan('2024-03-20', { latitude: 48.85, longitude: 2.35 }).timezone // 'Europe/Paris'
 */
export function localDaySpan(
  date: string,
  place: { readonly latitude: number; readonly longitude: number },
  timezone?: string,
): { fromJdUt: number; toJdUt: number; timezone: string } {
  const tz = timezone === undefined ? timezoneForLocation(place.latitude, place.longitude) : assertTimeZone(timezone);
  parseCivilDate(date, 'date');
  return { fromJdUt: startOfLocalDay(date, tz).jdUt, toJdUt: startOfLocalDay(addDays(date, 1), tz).jdUt, timezone: tz };
}

/** @summary The calendar year of a civil date `YYYY-MM-DD`. @example civilYear('2024-03-20') // 2024 */
export function civilYear(date: string): number {
  return parseCivilDate(date).year;
}
