import type { Redis } from 'ioredis';
import { refillAndCharge, type CostBudget, type CostBudgetConfig } from './cost-budget.js';

/**
 * The token bucket as ONE Lua script (atomic across processes, timed by the Redis clock): a hash per key with the
 * tokens left and the time they were counted. Returns the tokens before the charge and the two times as strings
 * (Lua numbers would be truncated to integers); the decision is computed by the same `refillAndCharge` as in
 * memory, so both stores agree to the unit. The bucket has no time to live, like the rate-limit log
 * (redis-rate-limiter.ts): under `volatile-lru` an evicted bucket would come back full. Two fields per API key;
 * the refund markers (KEYS[2]) keep theirs — an evicted marker only loses a refund.
 */
export const TOKEN_BUCKET_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = tonumber(state[1]) or limit
local updated = tonumber(state[2]) or now
local available = math.min(limit, tokens + math.max(0, now - updated) * limit / window)
local left = available
if cost <= available then
  left = available - cost
  if KEYS[2] then redis.call('SET', KEYS[2], tostring(cost), 'PX', math.ceil(window)) end
end
redis.call('HSET', KEYS[1], 'tokens', tostring(left), 'updated', tostring(now))
return { tostring(tokens), tostring(updated), tostring(now) }
`;

/**
 * The refund (issue 23 #7): when the charge of this ticket was taken (its marker, KEYS[2], is there), give its cost
 * back, up to the limit, and forget the marker; otherwise nothing. Sent after the charge on the same connection, so
 * it runs after it even when the charge's reply came too late.
 */
export const TOKEN_REFUND_LUA = `
local cost = tonumber(redis.call('GET', KEYS[2]))
if not cost then return 0 end
redis.call('DEL', KEYS[2])
local limit = tonumber(ARGV[1])
local tokens = tonumber(redis.call('HGET', KEYS[1], 'tokens'))
if tokens then redis.call('HSET', KEYS[1], 'tokens', tostring(math.min(limit, tokens + cost))) end
return 1
`;

type TokenBucketRedis = Redis & {
  uraniaTokenBucket(numKeys: number, ...args: (string | number)[]): Promise<[string, string, string]>;
  uraniaTokenRefund(key: string, marker: string, limit: number): Promise<number>;
};

/**
 * @summary Cost budgets in Redis, shared by every process using the same Redis.
 * @example const budget = redisCostBudget(new Redis(url), { limit: 4000, windowMs: 60_000 });
 */
export function redisCostBudget(redis: Redis, config: CostBudgetConfig, keyPrefix = 'urania:v1:cost:'): CostBudget {
  // The charge takes one key, or two with a ticket (its refund marker): the number of keys comes first.
  if (!('uraniaTokenBucket' in redis)) redis.defineCommand('uraniaTokenBucket', { lua: TOKEN_BUCKET_LUA });
  if (!('uraniaTokenRefund' in redis)) redis.defineCommand('uraniaTokenRefund', { numberOfKeys: 2, lua: TOKEN_REFUND_LUA });
  const client = redis as TokenBucketRedis;
  const marker = (id: string, ticket: string): string => `${keyPrefix}${id}:charge:${ticket}`;
  return {
    async charge(id, cost, ticket) {
      const keys = ticket === undefined ? [keyPrefix + id] : [keyPrefix + id, marker(id, ticket)];
      const [tokens, updated, now] = await client.uraniaTokenBucket(keys.length, ...keys, config.limit, config.windowMs, cost);
      return refillAndCharge(config, Number(tokens), Number(updated), Number(now), cost).decision;
    },
    async refund(id, ticket) {
      await client.uraniaTokenRefund(keyPrefix + id, marker(id, ticket), config.limit);
    },
    async close() {
      // The connection belongs to the caller (shared with the rate limit and the cache).
    },
  };
}
