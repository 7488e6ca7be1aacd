import type { Redis } from 'ioredis';
import { DEFAULT_CACHE_MAX_ENTRY_BYTES, fitsCacheEntry, type ResponseCache } from './response-cache.js';

/**
 * @summary Response cache in Redis (`SET key body PX ttl`), shared by every process on the same Redis.
 * Reads that fail (Redis down) count as misses, so the cache never turns a good request into an error. A body
 * above `maxEntryBytes` is not stored (issue 23 #6); bound the whole cache with Redis's own `maxmemory` and
 * `maxmemory-policy volatile-lru` (docs/http.md, "Redis memory").
 * @example const cache = redisResponseCache(new Redis(url));
 */
export function redisResponseCache(redis: Redis, keyPrefix = 'urania:v1:cache:', maxEntryBytes = DEFAULT_CACHE_MAX_ENTRY_BYTES): ResponseCache {
  return {
    async get(key) {
      try {
        const body = await redis.get(keyPrefix + key);
        return body ?? undefined;
      } catch {
        return undefined;
      }
    },
    async lookup(key) {
      try {
        // GET and PTTL in one MULTI: atomic, so the TTL is the one of the body read.
        const replies = await redis
          .multi()
          .get(keyPrefix + key)
          .pttl(keyPrefix + key)
          .exec();
        if (!replies || replies.length !== 2) return undefined;
        const [[bodyError, body], [ttlError, ttl]] = replies as [
          [Error | null, unknown],
          [Error | null, unknown],
        ];
        if (bodyError || ttlError || typeof body !== 'string') return undefined;
        // PTTL is -1 for a key without expiry (never written so by this cache): fresh for 0 s, i.e. revalidate.
        return { body, remainingTtlMs: typeof ttl === 'number' && ttl > 0 ? ttl : 0 };
      } catch {
        return undefined;
      }
    },
    async set(key, body, ttlMs) {
      if (!fitsCacheEntry(body, maxEntryBytes)) return;
      try {
        await redis.set(keyPrefix + key, body, 'PX', Math.max(1, Math.round(ttlMs)));
      } catch {
        // A failed store only costs a later recomputation.
      }
    },
    async close() {
      // The connection belongs to the caller.
    },
  };
}
