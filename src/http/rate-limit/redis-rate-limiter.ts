import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { decision, type RateLimitConfig, type RateLimiter } from './rate-limiter.js';

/**
 * The whole check-and-log as ONE Lua script, so it is atomic across every server process sharing the Redis,
 * and timed by the Redis clock (`TIME`), so the processes' clocks do not matter. One sorted set per key hash;
 * scores are admission times in ms (µs resolution). Returns allowed (0/1), the count after, the oldest score
 * and now, the last two as strings (Lua numbers would be truncated to integers). The member is the request's
 * ticket (unique), so that a refund (`ZREM`) takes out exactly this request. The log has NO time to live: under
 * `maxmemory-policy volatile-lru` (docs/http.md, "Redis memory") only keys with one may be evicted, and an evicted
 * log would forget the window's requests (measured: the limit reset mid-run with 16 MiB of cache entries, since the
 * LRU clock counts whole seconds and samples keys). Each call trims entries older than the window, so a log holds at
 * most `limit` entries: a few KiB per API key.
 */
export const SLIDING_WINDOW_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local allowed = 0
if count < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  count = count + 1
  allowed = 1
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return { allowed, count, oldest[2] or tostring(now), tostring(now) }
`;

type SlidingWindowRedis = Redis & {
  uraniaSlidingWindow(key: string, limit: number, windowMs: number, member: string): Promise<[number, number, string, string]>;
};

/**
 * @summary Sliding-window log limiter in Redis (shared by every process using the same Redis).
 * @example const limiter = redisRateLimiter(new Redis(url), { limit: 100, windowMs: 60_000 });
 */
export function redisRateLimiter(redis: Redis, config: RateLimitConfig, keyPrefix = 'urania:v1:rl:'): RateLimiter {
  if (!('uraniaSlidingWindow' in redis)) {
    redis.defineCommand('uraniaSlidingWindow', { numberOfKeys: 1, lua: SLIDING_WINDOW_LUA });
  }
  const client = redis as SlidingWindowRedis;
  return {
    async hit(id: string, ticket: string = randomUUID()) {
      const [allowed, count, oldest, now] = await client.uraniaSlidingWindow(
        keyPrefix + id,
        config.limit,
        config.windowMs,
        ticket,
      );
      return decision(config, allowed === 1, Number(count), Number(oldest), Number(now));
    },
    async refund(id: string, ticket: string) {
      // Queued behind the hit on the same connection: runs after it, even when the hit's reply came too late.
      await redis.zrem(keyPrefix + id, ticket);
    },
    async close() {
      // The Redis connection belongs to the caller (shared with the cache); nothing to release here.
    },
  };
}
