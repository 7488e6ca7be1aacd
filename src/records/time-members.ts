import { instant, isoString, type Instant, type TimeInput } from '../time/index.js';

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

function isInstantLike(value: unknown): boolean {
  return value instanceof Date || (typeof value === 'object' && value !== null && typeof (value as { jdUt?: unknown }).jdUt === 'number');
}

/**
 * @summary Transport of a library request's instant members: each member of `keys` given as a `Date` or an
 * `Instant` is read with `instant()` (errors name the member: OUT_OF_RANGE outside 1800–2200) and written into a
 * copy of the request as an ISO string, so that the request parses against its schema; the instants are kept at
 * full precision in `given`. Any other value is left for `parse` to judge.
 * @example timeMembers({ at: instantFromJulianDay(2451545) }, ['at']).request // { at: '2000-01-01T12:00:00.000Z' }
 */
export function timeMembers<K extends string>(request: unknown, keys: readonly K[]): TimeMembers<K> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return { request, given: {} };
  const record = request as Record<string, unknown>;
  const given: Partial<Record<K, Instant>> = {};
  let copy: Record<string, unknown> | undefined;
  for (const key of keys) {
    const value = record[key];
    if (!isInstantLike(value)) continue;
    const at = instant(value as TimeInput, key);
    given[key] = at;
    copy ??= { ...record };
    copy[key] = isoString(at.jdUt, 'millisecond');
  }
  return { request: copy ?? request, given };
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
