import { LRUCache } from 'lru-cache';
import { DEFAULT_CACHE_MAX_ENTRY_BYTES, fitsCacheEntry, type ResponseCache } from './response-cache.js';

/** Bound of the in-memory cache: total body characters (default 64 Mi, i.e. at most ~128 MiB of UTF-16). */
export const DEFAULT_CACHE_MAX_CHARS = 64 * 1024 * 1024;

/**
 * @summary In-process LRU response cache with a TTL per entry (lru-cache), bounded by total body size and by the
 * size of one entry (`maxEntryBytes`, UTF-8: a bigger body is not stored).
 * @example const cache = memoryResponseCache(); await cache.set('k', '{"a":1}', 60_000);
 */
export function memoryResponseCache(
  maxChars = DEFAULT_CACHE_MAX_CHARS,
  clock?: () => number,
  maxEntryBytes = DEFAULT_CACHE_MAX_ENTRY_BYTES,
): ResponseCache {
  const lru = new LRUCache<string, string>({
    maxSize: maxChars,
    sizeCalculation: (body, key) => body.length + key.length,
    ttl: 60 * 60 * 1000,
    ttlResolution: 0,
    ...(clock ? { perf: { now: clock } } : {}),
  });
  return {
    get: (key) => Promise.resolve(lru.get(key)),
    lookup: (key) => {
      const body = lru.get(key);
      // Read in the same synchronous step as the body, so the two describe one entry.
      return Promise.resolve(
        body === undefined ? undefined : { body, remainingTtlMs: Math.max(0, lru.getRemainingTTL(key)) },
      );
    },
    set: (key, body, ttlMs) => {
      // A body above the entry bound is not stored (issue 23 #6).
      if (fitsCacheEntry(body, maxEntryBytes)) lru.set(key, body, { ttl: ttlMs });
      return Promise.resolve();
    },
    close: () => {
      lru.clear();
      return Promise.resolve();
    },
  };
}
