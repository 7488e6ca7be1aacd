import type { Redis } from 'ioredis';
import { refillAndCharge, type CostBudget, type CostBudgetConfig } from './cost-budget.js';

/**
 * The token bucket as ONE Lua script (atomic across processes, timed by the Redis clock): a hash per key with the
 * tokens left and the time they were counted. Returns the tokens before the charge and the two times as strings
 * (Lua numbers would be truncated to integers); the decision is computed by the same `refillAndCharge` as in
 * memory, so both stores agree to the unit.
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
if cost <= available then left = available - cost end
redis.call('HSET', KEYS[1], 'tokens', tostring(left), 'updated', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(window))
return { tostring(tokens), tostring(updated), tostring(now) }
`;

type TokenBucketRedis = Redis & {
  uraniaTokenBucket(key: string, limit: number, windowMs: number, cost: number): Promise<[string, string, string]>;
};

/**
 * @summary Cost budgets in Redis, shared by every process using the same Redis.
 * @example const budget = redisCostBudget(new Redis(url), { limit: 4000, windowMs: 60_000 });
 */
export function redisCostBudget(redis: Redis, config: CostBudgetConfig, keyPrefix = 'urania:v1:cost:'): CostBudget {
  if (!('uraniaTokenBucket' in redis)) redis.defineCommand('uraniaTokenBucket', { numberOfKeys: 1, lua: TOKEN_BUCKET_LUA });
  const client = redis as TokenBucketRedis;
  return {
    async charge(id, cost) {
      const [tokens, updated, now] = await client.uraniaTokenBucket(keyPrefix + id, config.limit, config.windowMs, cost);
      return refillAndCharge(config, Number(tokens), Number(updated), Number(now), cost).decision;
    },
    async close() {
      // The connection belongs to the caller (shared with the rate limit and the cache).
    },
  };
}
