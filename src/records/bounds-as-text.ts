import { isoString, type TimeInput } from '../time/instant.js';

/**
 * @summary A moment as the request schemas describe it: a Date or an Instant written as its ISO instant (to the
 * millisecond), anything else as given, so that `parse()` checks it like a query string's value.
 */
export function timeAsText(bound: unknown): unknown {
  if (bound instanceof Date) return Number.isFinite(bound.getTime()) ? bound.toISOString() : bound;
  if (typeof bound === 'object' && bound !== null && 'jdUt' in bound && 'jdTt' in bound) {
    const { jdUt } = bound as { jdUt: unknown };
    return typeof jdUt === 'number' && Number.isFinite(jdUt) ? isoString(jdUt, 'millisecond') : bound;
  }
  return bound;
}

/**
 * @summary The request with its `from` / `to` bounds as ISO text, so that `parse()` checks a library call (where a
 * bound may be any `TimeInput`: string, Date or Instant) against the same schema as a query string. The exact
 * bounds are then read from the original request with `eventRange` (no precision lost). Other values pass as is.
 * @example boundsAsText({ from: new Date(0), to: '1970-01-02' }) // { from: '1970-01-01T00:00:00.000Z', to: '1970-01-02' }
 */
export function boundsAsText<T>(request: T): T {
  if (typeof request !== 'object' || request === null) return request;
  const r = request as Record<string, unknown> & { from?: TimeInput; to?: TimeInput };
  return {
    ...r,
    ...('from' in r ? { from: timeAsText(r.from) } : {}),
    ...('to' in r ? { to: timeAsText(r.to) } : {}),
  } as T;
}
