import { Type } from 'typebox';
import { wording } from '../../errors/error-wording.js';
import { isUraniaError, UraniaError } from '../../errors/index.js';
import { BODIES, type Body } from '../../schemas/enums.js';
import { bodiesQueryParam, dateQueryParam, timezoneQueryParam, withFormatWords } from '../../schemas/fields.js';
import { FORMAT_WORDS, formatAnnotations } from '../../schemas/format-words.js';
import { BoundedCache } from '../../units/bounded-cache.js';
import { localDay } from '../../time/local-day.js';
import {
  assertSupportedJd, assertTimeZone, instant, isoString, localDateTime, startOfLocalDay, SUPPORTED_RANGE, SUPPORTED_SPAN,
} from '../../time/index.js';

/**
 * HTTP parameter conventions shared by the routes (docs/http.md "Parameters"). Query values arrive as strings;
 * these schemas describe them as the client sends them, and the helpers turn them into the core's inputs.
 * "Now" is read here (through the route context), never in the core.
 */

/** `date`: an ISO date or date-time (Z or offset). */
export const dateParam = dateQueryParam;

/** `timezone`: an IANA zone name; existence is checked with Intl in `prepare`. */
export const timezoneParam = timezoneQueryParam;

/** The years a `year` parameter takes, in words (`-3000..3000`), from `SUPPORTED_SPAN`. */
const YEARS = `${SUPPORTED_SPAN.firstYear}..${SUPPORTED_SPAN.lastYear}`;

/** What a `year` parameter takes: a whole number, its sign optional, one to four digits (`2024`, `-500`, `-0500`). */
const YEAR_TEXT = /^[+-]?\d{1,4}$/;

/**
 * `year`: a whole year as typed (`2024`, `-500`, `-0043`; astronomical: 0 is 1 BCE), returned as a number, within the
 * supported range (issue 22 #12: a plain negative year is a year).
 */
export const yearParam = (description = `Calendar year (astronomical: -43 is 44 BCE), ${YEARS}.`) =>
  Type.String({ pattern: YEAR_TEXT.source, ...formatAnnotations('year'), description: withFormatWords(description, 'year') });

/** `bodies`: comma-separated Body values. */
export const bodiesParam = bodiesQueryParam;

/**
 * @summary Parse a `year` parameter: a whole year as typed (`2024`, `-500`, `-0500`), within SUPPORTED_SPAN, as a
 * number; anything else is OUT_OF_RANGE (outside the span) or INVALID_ARGUMENT, in the format table's words.
 * @example parseYear('-500') // -500
 */
export function parseYear(value: string, field = 'year'): number {
  const year = Number(value);
  const words = FORMAT_WORDS.year;
  if (!YEAR_TEXT.test(value) || year < SUPPORTED_SPAN.firstYear || year > SUPPORTED_SPAN.lastYear) {
    throw new UraniaError(YEAR_TEXT.test(value) ? 'OUT_OF_RANGE' : 'INVALID_ARGUMENT', `${field} must be ${words.expected}; got ${JSON.stringify(value)}`, {
      field,
      received: value,
      allowed: words.allowed,
      minimum: SUPPORTED_SPAN.firstYear,
      maximum: SUPPORTED_SPAN.lastYear,
      wording: wording('yearGot', { field, first: String(SUPPORTED_SPAN.firstYear), last: String(SUPPORTED_SPAN.lastYear), value: JSON.stringify(value) }),
    });
  }
  return year;
}

/** @summary Parse a `bodies` parameter into unique Body values in the canonical (BODIES) order. */
export function parseBodies(value: string | undefined): Body[] | undefined {
  if (value === undefined) return undefined;
  const wanted = new Set(value.split(','));
  return BODIES.filter((b) => wanted.has(b));
}

/** @summary A checked zone name (default `UTC`); a zone Intl does not know is a 400 naming `timezone`. */
export function zoneOf(timezone: string | undefined, field = 'timezone'): string {
  return timezone === undefined ? 'UTC' : assertTimeZone(timezone, field);
}

/** @summary Today's date (`YYYY-MM-DD`) in a zone, at the request's "now". */
export function todayIn(timezone: string, now: Date): string {
  return localDateTime(now, timezone).date;
}

/** Memo of local midnights (`date zone` → ISO instant): the zone lookups cost tens of µs per request otherwise. */
const LOCAL_MIDNIGHTS = new BoundedCache<string, string>(10_000);

/**
 * @summary The instant a `date` parameter means, as an ISO UTC string: a date-time as given (normalised), a
 * date alone as 00:00 local time in `timezone`. Outside the supported span it is a 400 naming the field.
 */
export function instantParam(date: string, timezone: string, field = 'date'): string {
  if (date.includes('T')) return isoString(instant(date, field).jdUt, 'millisecond');
  const utc = instant(date, field); // the calendar date itself: format and day-of-month checks, named after the parameter
  if (timezone === 'UTC') return isoString(utc.jdUt, 'millisecond');
  const memoKey = `${date} ${timezone}`;
  const known = LOCAL_MIDNIGHTS.get(memoKey);
  if (known !== undefined) return known;
  try {
    const iso = isoString(startOfLocalDay(date, timezone).jdUt, 'millisecond');
    LOCAL_MIDNIGHTS.set(memoKey, iso);
    return iso;
  } catch (e) {
    // Local midnight can fall just outside the supported range (e.g. -3000-01-01 east of Greenwich).
    if (!isUraniaError(e)) throw e;
    throw new UraniaError(e.code, `${field} ${date} (00:00 in ${timezone}) is outside ${SUPPORTED_RANGE.description}`, {
      ...e.details,
      field,
      received: date,
      allowed: SUPPORTED_RANGE.description,
      wording: wording('span.localMidnight', { field, date, timezone, from: SUPPORTED_SPAN.from, to: `${SUPPORTED_SPAN.lastDate}T23:59:59Z` }),
    });
  }
}

/**
 * @summary The instant a `date` parameter names for a statement about a day (GET /moon/void-of-course): a date-time
 * as given (normalised to ISO UTC); a date alone — a day — at its local noon in `timezone`, the reference instant
 * of a day in every day record (docs/horoscopes.md "The Moon of a day"). Outside the supported span it is a 400 naming
 * the field.
 * @example dayNoonParam('2024-04-09', 'UTC') // '2024-04-09T12:00:00.000Z'
 */
export function dayNoonParam(date: string, timezone: string, field = 'date'): string {
  if (date.includes('T')) return instantParam(date, timezone, field);
  instant(date, field); // format and day-of-month checks, named after the parameter
  const noon = localDay(date, timezone).noonJdUt;
  assertSupportedJd(noon, field, date);
  return isoString(noon, 'millisecond');
}

/**
 * @summary Resolve an optional `date` + `timezone` pair: the date as given, else today in the zone (default UTC).
 * The date is checked against the supported range. `timezone` is passed on only when the client gave it: without
 * it, the records read a date-time's own offset as the day's zone (docs/horoscopes.md "Inputs and errors").
 */
export function dayParams(q: { date?: string; timezone?: string }, now: Date, field = 'date'): { date: string; timezone?: string } {
  const timezone = zoneOf(q.timezone);
  const date = q.date ?? todayIn(timezone, now);
  const at = instant(date, field); // format, calendar and range checks (cheap)
  // Only a local day at the very edges of the range can fall outside it in its zone: check those fully.
  if (!date.includes('T') && (at.jdUt - SUPPORTED_RANGE.fromJd < 2 || SUPPORTED_RANGE.toJd - at.jdUt < 2)) instantParam(date, timezone, field);
  return q.timezone === undefined ? { date } : { date, timezone };
}

/** A day query: optional date (default today in the zone) and zone (default UTC). */
export type DayQuery = { date?: string; timezone?: string };

/**
 * @summary A day query with its `date` resolved by `dayParams` ("today" read from the request's clock), its other
 * members (timezone when given, sign, perspective, …) as given.
 * @example withToday({ sign: 'Leo' }, now) // { sign: 'Leo', date: today in UTC }
 */
export function withToday<Q extends DayQuery>(q: Q, now: Date): Q & { date: string } {
  return { ...q, ...dayParams(q, now) };
}

/** @summary `now` floored to a multiple of `bucketMs` (the route's cache TTL), as an ISO UTC string. */
export function nowBucket(now: Date, bucketMs: number): string {
  return new Date(Math.floor(now.getTime() / bucketMs) * bucketMs).toISOString();
}
