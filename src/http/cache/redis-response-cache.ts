import type { Redis } from 'ioredis';
import type { ResponseCache } from './response-cache.js';

/**
 * @summary Response cache in Redis (`SET key body PX ttl`), shared by every process on the same Redis.
 * Reads that fail (Redis down) count as misses, so the cache never turns a good request into an error.
 * @example const cache = redisResponseCache(new Redis(url));
 */
export function redisResponseCache(redis: Redis, keyPrefix = 'urania:v1:cache:'): ResponseCache {
  return {
    async get(key) {
      try {
        const body = await redis.get(keyPrefix + key);
        return body ?? undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, body, ttlMs) {
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
