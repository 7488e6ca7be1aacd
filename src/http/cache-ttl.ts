/** One minute, in ms. */
const MINUTE = 60_000;

/**
 * The spec's cache table ("Limits"), the single home of the TTLs: routes not named here are cached 1 hour
 * (weekly and yearly horoscopes included).
 */
export const CACHE_TTL_TABLE: Readonly<Record<string, number>> = {
  '/positions/today': 5 * MINUTE,
  '/moon/today': 5 * MINUTE,
  '/aspects/today': 5 * MINUTE,
  '/almanac': 5 * MINUTE,
  '/horoscope/daily': 15 * MINUTE,
  '/horoscope/all': 15 * MINUTE,
};

/** TTL of every route the table does not name. */
export const DEFAULT_CACHE_TTL_MS = 60 * MINUTE;

/**
 * @summary The cache TTL (ms) of a route path (below `/api/v1`).
 * @example cacheTtlMs('/horoscope/daily') // 900000
 */
export function cacheTtlMs(url: string): number {
  return CACHE_TTL_TABLE[url] ?? DEFAULT_CACHE_TTL_MS;
}
