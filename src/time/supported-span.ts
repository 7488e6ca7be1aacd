import { SUPPORTED_YEARS } from '../schemas/fields.js';
import { isoDateText } from './iso-year.js';
import { julianDay } from './julian-day.js';

/**
 * The span of dates Urania supports, stated ONCE: every range check of the library (instants, schema years, event
 * ranges, the ephemeris range path, the horoscope years, the HTTP year parameters, the test generators) derives
 * from it. The span runs from 00:00 UT of 1 January of the first year to 24:00 UT of 31 December of the last one;
 * its dates are those of the default calendar (Julian before 1582-10-15, astronomical years). The two years come from
 * `SUPPORTED_YEARS` of schemas/fields.ts — the schemas are a leaf layer that cannot import time/, so the one line to
 * change to move the span lives there — and everything else about the span is derived here.
 */

/** The supported span: its years, its UT Julian Days and its ISO text. */
export interface SupportedSpan {
  /** First supported calendar year. */
  readonly firstYear: number;
  /** Last supported calendar year. */
  readonly lastYear: number;
  /** UT Julian Day of the first supported instant, `firstYear`-01-01T00:00Z (inclusive). */
  readonly fromJd: number;
  /** UT Julian Day of `lastYear + 1`-01-01T00:00Z, the end of the span (exclusive). */
  readonly toJd: number;
  /** ISO text of the first instant (`-003000-01-01T00:00:00Z`). */
  readonly from: string;
  /** ISO text of the end instant (`3001-01-01T00:00:00Z`, exclusive). */
  readonly to: string;
  /** ISO text of the first date (`-003000-01-01`). */
  readonly firstDate: string;
  /** ISO text of the last date (`3000-12-31`). */
  readonly lastDate: string;
  /** The span in words, as error messages give it (`-003000-01-01T00:00:00Z to 3000-12-31T23:59:59Z`). */
  readonly description: string;
  /** The years in words (`-3000–3000`). */
  readonly years: string;
}

/**
 * @summary The span a pair of first and last years describes (exported so that tests can check a widened span).
 * @example supportedSpanOf(-3000, 3000).fromJd // 625307.5 (Julian calendar −3000-01-01)
 */
export function supportedSpanOf(firstYear: number, lastYear: number): SupportedSpan {
  const firstDate = isoDateText(firstYear, 1, 1);
  const lastDate = isoDateText(lastYear, 12, 31);
  const from = `${firstDate}T00:00:00Z`;
  return {
    firstYear,
    lastYear,
    fromJd: julianDay(firstYear, 1, 1),
    toJd: julianDay(lastYear + 1, 1, 1),
    from,
    to: `${isoDateText(lastYear + 1, 1, 1)}T00:00:00Z`,
    firstDate,
    lastDate,
    description: `${from} to ${lastDate}T23:59:59Z`,
    years: `${firstYear}–${lastYear}`,
  };
}

/**
 * @summary The span Urania supports (years, UT Julian Days, ISO text), currently −3000..3000 (astronomical years).
 * @example SUPPORTED_SPAN.firstYear // -3000
 */
export const SUPPORTED_SPAN: SupportedSpan = supportedSpanOf(SUPPORTED_YEARS.first, SUPPORTED_YEARS.last);
