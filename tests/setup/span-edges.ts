/**
 * Dates and years just outside the supported span, for tests that check the OUT_OF_RANGE answers: derived from
 * `SUPPORTED_SPAN` (src/time/supported-span.ts), so that moving the span moves them too.
 */
import { isoDateText } from '../../src/time/iso-year.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

/** The year before the span's first year (−3001). */
export const YEAR_BEFORE_SPAN = SUPPORTED_SPAN.firstYear - 1;
/** The year after the span's last year (3001). */
export const YEAR_AFTER_SPAN = SUPPORTED_SPAN.lastYear + 1;
/** A year a century before the span (−3100). */
export const CENTURY_BEFORE_SPAN = SUPPORTED_SPAN.firstYear - 100;
/** A year a century after the span (3100). */
export const CENTURY_AFTER_SPAN = SUPPORTED_SPAN.lastYear + 100;

/** @summary An ISO date (as Urania writes it, expanded when needed) in a given year: `yearDate(-3001, 3, 20)`. */
export function yearDate(year: number, month = 1, day = 1): string {
  return isoDateText(year, month, day);
}

/**
 * The dates within a day of the span's ends: its first and last dates and their inner neighbours. A local date
 * there may fall outside the span in UT (a +14:00 zone at the first midnight, −12:00 at the last), so a chart of it
 * may be refused with OUT_OF_RANGE; a chart of any other date in the span must be made.
 */
export const SPAN_EDGE_DATES: readonly string[] = [
  SUPPORTED_SPAN.firstDate,
  isoDateText(SUPPORTED_SPAN.firstYear, 1, 2),
  isoDateText(SUPPORTED_SPAN.lastYear, 12, 30),
  SUPPORTED_SPAN.lastDate,
];

/** @summary True when the date part of an ISO date or date-time (`YYYY-MM-DD…`, expanded years too) is a `SPAN_EDGE_DATES` date. */
export function isNearSpanEdge(isoDateOrDateTime: string): boolean {
  const date = /^[+-]?\d+-\d{2}-\d{2}/.exec(isoDateOrDateTime)?.[0];
  return date !== undefined && SPAN_EDGE_DATES.includes(date);
}
