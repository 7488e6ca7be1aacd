import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { DATE_CALENDARS } from '../schemas/fields.js';
import { MS_PER_DAY } from '../units/constants.js';

/**
 * Calendar date <-> Julian Day. By default (`'julian-gregorian'`) the Gregorian calendar from 1582-10-15 and the
 * Julian calendar before it, 1582-10-04 (Julian) being followed by 1582-10-15 (Gregorian): the convention of
 * astronomy, almanacs and astrologers (Meeus, Astronomical Algorithms 2nd ed., ch. 7 p. 61). `'gregorian'` reads
 * and writes every date in the proleptic Gregorian calendar instead (the calendar of JavaScript's `Date` and of
 * ISO 8601). Years are astronomical: year 0 = 1 BCE, year −43 = 44 BCE.
 */

/**
 * The calendar a date is written in: `'julian-gregorian'` (Julian before 1582-10-15, Gregorian from it; the
 * default), `'gregorian'` (proleptic Gregorian at every date) or `'julian'` (proleptic Julian at every date: Meeus
 * (7.1) with B = 0, issue 24). The values are `DATE_CALENDARS` of schemas/fields.ts.
 */
export type DateCalendar = (typeof DATE_CALENDARS)[number];

export { DATE_CALENDARS };

/**
 * @summary A `calendar` argument checked: absent -> `'julian-gregorian'`, else one of `DATE_CALENDARS`
 * (INVALID_ARGUMENT naming `field` otherwise).
 * @example dateCalendar('gregorian') // 'gregorian'
 */
export function dateCalendar(value: unknown, field = 'calendar'): DateCalendar {
  if (value === undefined) return 'julian-gregorian';
  if ((DATE_CALENDARS as readonly unknown[]).includes(value)) return value as DateCalendar;
  throw new UraniaError('INVALID_ARGUMENT', `${field} must be one of: ${DATE_CALENDARS.join(', ')}`, {
    wording: wording('oneOf', { field, values: DATE_CALENDARS.join(', ') }),
    field,
    received: value,
    allowed: `one of: ${DATE_CALENDARS.join(', ')}`,
  });
}

/** A calendar date with a fractional day-of-month is avoided: time of day is explicit. */
export interface CalendarDateTime {
  readonly year: number;
  readonly month: number; // 1..12
  readonly day: number; // 1..31
  readonly hour: number;
  readonly minute: number;
  readonly second: number; // may be fractional
}

/** JD of the first Gregorian day of the default calendar, 1582-10-15 00:00 (the day after Julian 1582-10-04). */
export const GREGORIAN_START_JD = 2299160.5;

/**
 * @summary Days in a month of the given calendar year: Julian leap years (every fourth, year 0 included) up to
 * 1582, Gregorian ones after, or Gregorian at every year with `calendar = 'gregorian'`. October 1582 of the
 * default calendar still counts 31 days, of which the 5th to the 14th do not exist (`isCalendarDate`).
 * @example daysInMonth(1500, 2) // 29 (Julian leap year); daysInMonth(1500, 2, 'gregorian') // 28
 */
export function daysInMonth(year: number, month: number, calendar: DateCalendar = 'julian-gregorian'): number {
  if (month === 2) {
    const gregorian = calendar === 'gregorian' || (calendar !== 'julian' && year > 1582);
    // Astronomical years: Math.abs keeps the rules right for negative years (−4 and 0 are leap years).
    const y = Math.abs(year);
    const leap = gregorian ? (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 : y % 4 === 0;
    return leap ? 29 : 28;
  }
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/**
 * @summary Whether year-month-day is a day of the calendar: a month 1..12, a day of that month, and in the default
 * calendar not one of the ten days dropped by the Gregorian reform (1582-10-05 … 1582-10-14).
 * @example isCalendarDate(1582, 10, 10) // false; isCalendarDate(1582, 10, 10, 'gregorian') // true
 */
export function isCalendarDate(year: number, month: number, day: number, calendar: DateCalendar = 'julian-gregorian'): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month, calendar)) return false;
  return calendar !== 'julian-gregorian' || !(year === 1582 && month === 10 && day > 4 && day < 15);
}

/**
 * @summary Julian Day of a calendar date and time (of whatever time scale the caller means).
 * Meeus, Astronomical Algorithms 2nd ed., (7.1) p. 61, with B = 2 - A + ⌊A/4⌋ for Gregorian dates (⌊⌋ the floor,
 * which keeps the formula right for negative years). `calendar` says how the date is written (default: Julian
 * before 1582-10-15).
 * @example julianDay(1957, 10, 4.81) // Meeus Example 7.a: 2436116.31
 */
export function julianDay(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  calendar: DateCalendar = 'julian-gregorian',
): number {
  let y = year;
  let m = month;
  if (m <= 2) {
    y -= 1;
    m += 12;
  }
  const dayFraction = day + (hour + (minute + second / 60) / 60) / 24;
  // Decide the calendar on the date itself (Meeus p. 61: Gregorian from 1582 October 15).
  const isGregorian =
    calendar === 'gregorian' ||
    (calendar === 'julian-gregorian' &&
      (year > 1582 || (year === 1582 && (month > 10 || (month === 10 && Math.floor(day) >= 15)))));
  let b = 0;
  if (isGregorian) {
    const a = Math.floor(y / 100);
    b = 2 - a + Math.floor(a / 4);
  }
  return Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + dayFraction + b - 1524.5;
}

/**
 * @summary Calendar date and time of a Julian Day. Meeus, Astronomical Algorithms 2nd ed., ch. 7 p. 63 (valid for
 * JD ≥ 0). Rounds to the millisecond so that round trips through ISO strings are stable. `calendar` says how the
 * date is written (default: Julian before JD 2299160.5 = 1582-10-15).
 * @example calendarFromJulianDay(2299159.5) // { year: 1582, month: 10, day: 4, … } (the last Julian day)
 */
export function calendarFromJulianDay(jd: number, calendar: DateCalendar = 'julian-gregorian'): CalendarDateTime {
  if (!Number.isFinite(jd)) {
    throw new UraniaError('INVALID_ARGUMENT', 'Julian day must be a finite number', {
      wording: wording('julianDay.finite', {}),
      field: 'jd',
      received: jd,
    });
  }
  // Work in whole milliseconds from the preceding midnight to avoid 59.9999 s artefacts.
  const shifted = jd + 0.5;
  let z = Math.floor(shifted);
  let ms = Math.round((shifted - z) * MS_PER_DAY);
  if (ms >= MS_PER_DAY) {
    ms -= MS_PER_DAY;
    z += 1;
  }
  let a = z;
  if (calendar === 'gregorian' || (calendar === 'julian-gregorian' && z >= GREGORIAN_START_JD + 0.5)) {
    const alpha = Math.floor((z - 1867216.25) / 36524.25);
    a = z + 1 + alpha - Math.floor(alpha / 4);
  }
  const b = a + 1524;
  const c = Math.floor((b - 122.1) / 365.25);
  const d = Math.floor(365.25 * c);
  const e = Math.floor((b - d) / 30.6001);
  const day = b - d - Math.floor(30.6001 * e);
  const month = e < 14 ? e - 1 : e - 13;
  const year = month > 2 ? c - 4716 : c - 4715;
  const hour = Math.floor(ms / 3600000);
  const minute = Math.floor((ms % 3600000) / 60000);
  const second = (ms % 60000) / 1000;
  return { year, month, day, hour, minute, second };
}

/** @summary Day of the week of a Julian Day: 0 = Sunday … 6 = Saturday (Meeus p. 65). */
export function dayOfWeek(jd: number): number {
  return Math.floor(jd + 1.5) % 7;
}

/** @summary Decimal year of a Julian Day (Julian years from J2000), for ΔT models. */
export function decimalYear(jd: number): number {
  return 2000 + (jd - 2451544.5) / 365.2425;
}
