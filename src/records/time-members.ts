import { instant, isoString, type Instant, type TimeInput } from '../time/instant.js';
import { jdFromEpochMs } from '../time/unix-time.js';
import { JULIAN_DAY_BOUNDS } from './finite-number.js';

/** Largest Julian Day `isoString` writes (10000-01-01). */
const ISO_TEXT_MAX_JD = JULIAN_DAY_BOUNDS.max;

/**
 * The one transport of a library request's instant members to the text its schema describes. A library caller may
 * pass an instant member as a `Date` or an `Instant` where the HTTP request carries an ISO string; `parse()` judges
 * the ISO text. Two readings, one writer:
 * - `timeMembers` / `instantMember`: the member is read here with `instant()` (errors name it) and kept at full
 *   precision for the record;
 * - `timeAsText` / `boundsAsText`: the member is only written as text for `parse()`; the caller reads the exact
 *   instant from the original request itself (`eventRange`, `instant`), in the order of checks callers have seen.
 */

/**
 * A request type read from its schema (`Static<typeof Schema>`) whose instant members `K` also take what the
 * library's `TimeInput` takes besides an ISO string: a `Date` or an `Instant`. The HTTP body is the schema itself
 * (ISO strings only); a library caller may pass the instant it already has. Derived from the schema's type, so the
 * two cannot drift apart.
 */
export type WithTimeInputs<T, K extends keyof T> = Omit<T, K> & { readonly [P in K]: T[P] | Exclude<TimeInput, string> };

/** The instant members of a request given as a Date or an Instant, read once, and the request as its schema sees it. */
export interface TimeMembers<K extends string> {
  /** The request with those members written as ISO strings (millisecond precision), for `parse`. */
  readonly request: unknown;
  /** The instants given as a Date or an Instant, at full precision. */
  readonly given: Partial<Record<K, Instant>>;
}

/** A Date, or an object with a numeric `jdUt` (an Instant, or something posing as one). */
function isInstantLike(value: unknown): value is Date | { readonly jdUt: number } {
  return value instanceof Date || (typeof value === 'object' && value !== null && typeof (value as { jdUt?: unknown }).jdUt === 'number');
}

/**
 * @summary A moment as the request schemas describe it: a valid Date or a well-formed Instant written as its ISO
 * instant (to the millisecond), anything else as given, so that `parse()` checks it like a query string's value.
 * Nothing is checked here (an instant outside the supported span is written as text too; years outside 0..9999
 * expanded, dates before 1582-10-15 in the Julian calendar, as `isoString` writes them).
 * @example timeAsText(new Date(0)) // '1970-01-01T00:00:00.000Z'
 */
export function timeAsText(value: unknown): unknown {
  if (!isInstantLike(value)) return value;
  if (value instanceof Date) {
    const ms = value.getTime();
    if (!Number.isFinite(ms)) return value;
    // Written in Urania's calendar (Julian before 1582-10-15), so that the text names the Date's instant when read back.
    const jdUt = jdFromEpochMs(ms);
    return jdUt >= 0 && jdUt <= ISO_TEXT_MAX_JD ? isoString(jdUt, 'millisecond') : value.toISOString();
  }
  return 'jdTt' in value && Number.isFinite(value.jdUt) ? isoString(value.jdUt, 'millisecond') : value;
}

/** A copy of the request with each present member of `keys` replaced by `write(value, key)`; a non-object as given. */
function withMembers(request: unknown, keys: readonly string[], write: (value: unknown, key: string) => unknown): unknown {
  if (typeof request !== 'object' || request === null) return request;
  const record = request as Record<string, unknown>;
  return { ...record, ...Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, write(record[key], key)])) };
}

/**
 * @summary The request with its `from` / `to` bounds as ISO text (`timeAsText`), so that `parse()` checks a library
 * call (where a bound may be any `TimeInput`: string, Date or Instant) against the same schema as a query string.
 * The exact bounds are then read from the original request with `eventRange` (no precision lost).
 * @example boundsAsText({ from: new Date(0), to: '1970-01-02' }) // { from: '1970-01-01T00:00:00.000Z', to: '1970-01-02' }
 */
export function boundsAsText<T>(request: T): T {
  return withMembers(request, ['from', 'to'], timeAsText) as T;
}

/**
 * @summary Transport of a library request's instant members: each member of `keys` given as a `Date` or an
 * `Instant` is read with `instant()` (errors name the member: OUT_OF_RANGE outside the supported span) and written into a
 * copy of the request as an ISO string (`timeAsText`), so that the request parses against its schema; the instants
 * are kept at full precision in `given`. Any other value is left for `parse` to judge.
 * @example timeMembers({ at: instantFromJulianDay(2451545) }, ['at']).request // { at: '2000-01-01T12:00:00.000Z' }
 */
export function timeMembers<K extends string>(request: unknown, keys: readonly K[]): TimeMembers<K> {
  const given: Partial<Record<K, Instant>> = {};
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return { request, given };
  const record = request as Record<string, unknown>;
  const instants = keys.filter((key) => isInstantLike(record[key]));
  if (instants.length === 0) return { request, given };
  const written = withMembers(request, instants, (value, key) => {
    const at = instant(value as TimeInput, key);
    given[key as K] = at;
    return timeAsText(at);
  });
  return { request: written, given };
}

/**
 * @summary The instant of a parsed request member: the one given as a Date or an Instant, else the ISO string read
 * with `instant()` (errors name the member); and how the record echoes it — the caller's ISO string as given, or
 * the instant as ISO UT to the second.
 * @example instantMember(timeMembers(req, ['at']), 'at', parsed.at).echo // '2024-03-20'
 */
export function instantMember<K extends string>(members: TimeMembers<K>, key: K, parsed: string): { at: Instant; echo: string } {
  const given = members.given[key];
  if (given !== undefined) return { at: given, echo: isoString(given.jdUt, 'second') };
  return { at: instant(parsed, key), echo: parsed };
}
