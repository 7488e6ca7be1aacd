import {
  calendarFromJulianDay as calendarOf,
  dateCalendar,
  julianDay as julianDayFrom,
  type CalendarDateTime,
  type DateCalendar,
} from '../time/julian-day.js';
import { JULIAN_DAY_BOUNDS, boundedNumber } from './finite-number.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Julian Day of a calendar date and time (Meeus, Astronomical Algorithms 2nd ed., (7.1) p. 61; by default
 * Julian calendar before 1582-10-15 and Gregorian from it, proleptic Gregorian with `calendar = 'gregorian'`;
 * astronomical years, year 0 = 1 BCE). Every number is finite (the day may carry a fraction; |year| ≤ 1 000 000, the
 * other parts ≤ 10⁹ in size); anything else is a `UraniaError` naming it (issue 11 #7).
 * @example julianDay(1957, 10, 4.81) // 2436116.31 (Meeus Example 7.a)
 * @example julianDay(333, 1, 27.5) // 1842713 (Meeus Example 7.b, Julian calendar)
 */
export function julianDay(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  calendar?: DateCalendar,
): number {
  refuseExtraArguments(arguments.length, 7, 'julianDay(year, month, day, hour?, minute?, second?, calendar?)', 'julianDay(1957, 10, 4.81)');
  return julianDayFrom(
    boundedNumber(year, 'year', -YEAR_LIMIT, YEAR_LIMIT),
    boundedNumber(month, 'month', -PART_LIMIT, PART_LIMIT),
    boundedNumber(day, 'day', -PART_LIMIT, PART_LIMIT),
    boundedNumber(hour, 'hour', -PART_LIMIT, PART_LIMIT),
    boundedNumber(minute, 'minute', -PART_LIMIT, PART_LIMIT),
    boundedNumber(second, 'second', -PART_LIMIT, PART_LIMIT),
    dateCalendar(calendar),
  );
}

/** Largest |year| julianDay takes: a million years either side keeps the day count exact in a double. */
const YEAR_LIMIT = 1_000_000;
/** Largest |month|, |day|, |hour|, |minute|, |second|: Meeus's formula carries overflowing parts, within reason. */
const PART_LIMIT = 1_000_000_000;

/**
 * @summary Calendar date and time of a Julian Day (Meeus ch. 7 p. 63; JD 0 … 5 373 484.5, the algorithm's span),
 * to the millisecond, in `calendar` (default: Julian before 1582-10-15). Any other `jd` is a `UraniaError` naming it.
 * @example calendarFromJulianDay(2451545).hour // 12
 */
export function calendarFromJulianDay(jd: number, calendar?: DateCalendar): CalendarDateTime {
  refuseExtraArguments(arguments.length, 2, 'calendarFromJulianDay(jd, calendar?)', 'calendarFromJulianDay(2451545)');
  return calendarOf(boundedNumber(jd, 'jd', JULIAN_DAY_BOUNDS.min, JULIAN_DAY_BOUNDS.max, 'a Julian Day'), dateCalendar(calendar));
}
