import { UraniaError } from '../errors/urania-error.js';
import { MS_PER_DAY } from '../units/constants.js';

/**
 * Calendar date <-> Julian Day. The Gregorian calendar from 1582-10-15, the Julian calendar before it
 * (the proleptic convention of astronomy; year 0 = 1 BC).
 */

/** A calendar date with a fractional day-of-month is avoided: time of day is explicit. */
export interface CalendarDateTime {
  readonly year: number;
  readonly month: number; // 1..12
  readonly day: number; // 1..31
  readonly hour: number;
  readonly minute: number;
  readonly second: number; // may be fractional
}

/** JD of the first Gregorian day, 1582-10-15 00:00. */
const GREGORIAN_START_JD = 2299160.5;

/** Days in a month of the given calendar year (Gregorian rules after 1582, Julian before). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const gregorian = year > 1582;
    const leap = gregorian ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 : year % 4 === 0;
    return leap ? 29 : 28;
  }
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/**
 * @summary Julian Day of a calendar date and time (of whatever time scale the caller means).
 * Meeus, Astronomical Algorithms 2nd ed., (7.1) p. 61, with B = 2 - A + ⌊A/4⌋ for Gregorian dates.
 * @example julianDay(1957, 10, 4.81) // Meeus Example 7.a: 2436116.31
 */
export function julianDay(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
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
    year > 1582 || (year === 1582 && (month > 10 || (month === 10 && Math.floor(day) >= 15)));
  let b = 0;
  if (isGregorian) {
    const a = Math.floor(y / 100);
    b = 2 - a + Math.floor(a / 4);
  }
  return Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + dayFraction + b - 1524.5;
}

/**
 * @summary Calendar date and time of a Julian Day. Meeus, Astronomical Algorithms 2nd ed., ch. 7 p. 63.
 * Rounds to the millisecond so that round trips through ISO strings are stable.
 */
export function calendarFromJulianDay(jd: number): CalendarDateTime {
  if (!Number.isFinite(jd)) {
    throw new UraniaError('INVALID_ARGUMENT', 'Julian day must be a finite number', {
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
  if (z >= GREGORIAN_START_JD + 0.5) {
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
