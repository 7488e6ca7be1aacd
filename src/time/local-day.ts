import { isoDateText } from './iso-year.js';
import { calendarFromJulianDay, dayOfWeek, julianDay, type DateCalendar } from './julian-day.js';
import { assertTimeZone, timezoneForLocation, wallClockMs } from './time-zone.js';
import { epochMsFromJd, jdFromEpochMs } from './unix-time.js';
import { parseCivilDate, resolveWallClock, startOfLocalDay, wallMsOf } from './wall-clock.js';

/**
 * Local calendar days in an IANA zone, as UT/TT Julian Day spans. A local day runs from its 00:00 to the next
 * day's 00:00 (daylight-saving days are 23 or 25 hours long); midnight inside a DST gap resolves by the time
 * layer's rule (wall-clock.ts). These helpers work on Julian Days without the supported-range check of
 * `instant()`, so that a horoscope of 2200-12-31 in a western zone may end a few hours into 2201. Dates are read and
 * written in the default calendar (Julian before 1582-10-15) unless a `calendar` argument says `'gregorian'`.
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

/**
 * @summary The local date `YYYY-MM-DD` of a UT Julian Day in a zone (in `calendar`; expanded years outside 0..9999).
 * @example localDateOf(2460389.6, 'UTC') // '2024-03-20'
 */
export function localDateOf(jdUt: number, timezone: string, calendar: DateCalendar = 'julian-gregorian'): string {
  // The wall clock as a Unix time (the zone's fields read as UTC) -> its Julian Day -> the date in `calendar`.
  const wall = calendarFromJulianDay(jdFromEpochMs(wallClockMs(timezone, epochMsFromJd(jdUt))), calendar);
  return isoDateText(wall.year, wall.month, wall.day);
}

/**
 * @summary Julian Day (0h UT) of a civil date: whole days between dates are differences of these (Meeus ch. 7), and
 * dates compare by them (never as strings: an expanded year such as `-003001-12-31` sorts after `-003000-01-01`).
 * @example dayNumber('2000-01-01') // 2451544.5
 */
export function dayNumber(date: string, calendar: DateCalendar = 'julian-gregorian'): number {
  const d = parseCivilDate(date, 'date', calendar);
  return julianDay(d.year, d.month, d.day, 0, 0, 0, calendar);
}

/**
 * @summary The date `days` after (or before) a civil date (across the Gregorian reform: 1582-10-04 + 1 = 1582-10-15).
 * @example addDays('2024-02-28', 2) // '2024-03-01'
 */
export function addDays(date: string, days: number, calendar: DateCalendar = 'julian-gregorian'): string {
  const c = calendarFromJulianDay(dayNumber(date, calendar) + days, calendar);
  return isoDateText(c.year, c.month, c.day);
}

/** @summary ISO weekday of a civil date: 1 = Monday … 7 = Sunday (ISO 8601). */
export function isoWeekday(date: string, calendar: DateCalendar = 'julian-gregorian'): number {
  const dow = dayOfWeek(dayNumber(date, calendar)); // 0 = Sunday
  return dow === 0 ? 7 : dow;
}

/** @summary The Monday of the ISO 8601 week (Monday–Sunday) containing a civil date. */
export function isoWeekMonday(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** @summary UT Julian Day of local 00:00 of a civil date in a zone. */
export function localMidnightJdUt(date: string, timezone: string, calendar: DateCalendar = 'julian-gregorian'): number {
  return jdFromEpochMs(resolveWallClock(timezone, wallMsOf(parseCivilDate(date, 'date', calendar), 0, 0, 0, calendar)).epochMs);
}

/** @summary The local day of a civil date in a zone: its UT span and local noon. */
export function localDay(date: string, timezone: string, calendar: DateCalendar = 'julian-gregorian'): LocalDay {
  const d = parseCivilDate(date, 'date', calendar);
  return {
    date,
    timezone,
    startJdUt: localMidnightJdUt(date, timezone, calendar),
    endJdUt: localMidnightJdUt(addDays(date, 1, calendar), timezone, calendar),
    noonJdUt: jdFromEpochMs(resolveWallClock(timezone, wallMsOf(d, 12, 0, 0, calendar)).epochMs),
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
  calendar: DateCalendar = 'julian-gregorian',
): { fromJdUt: number; toJdUt: number; timezone: string } {
  const tz = timezone === undefined ? timezoneForLocation(place.latitude, place.longitude) : assertTimeZone(timezone);
  parseCivilDate(date, 'date', calendar);
  return {
    fromJdUt: startOfLocalDay(date, tz, calendar).jdUt,
    toJdUt: startOfLocalDay(addDays(date, 1, calendar), tz, calendar).jdUt,
    timezone: tz,
  };
}

/** @summary The calendar year of a civil date `YYYY-MM-DD` (astronomical, expanded forms read). @example civilYear('2024-03-20') // 2024 */
export function civilYear(date: string): number {
  return parseCivilDate(date).year;
}
