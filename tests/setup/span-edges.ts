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
