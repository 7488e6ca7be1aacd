import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { redisRateLimiter } from '../../src/http/rate-limit/redis-rate-limiter.js';
import { redisCostBudget } from '../../src/http/cost/redis-cost-budget.js';
import { redisAvailability, startRedis, type RedisFixture } from './redis-helper.js';
import { TEST_ROUTES } from './helpers.js';

const redis = redisAvailability();

if (!redis.available && redis.required) {
  describe('real Redis (URANIA_REQUIRE_REDIS=1)', () => {
    it('needs redis-server installed', () => {
      expect.fail(`URANIA_REQUIRE_REDIS=1 but ${redis.reason}`);
    });
  });
}

describe.skipIf(!redis.available)(`real Redis shared by two server instances${redis.available ? '' : ` — SKIPPED: ${redis.reason}`}`, () => {
  let fixture: RedisFixture;
  beforeAll(async () => {
    fixture = await startRedis();
  });
  afterAll(async () => {
    await fixture?.stop();
  });

  async function twoInstances() {
    const { key } = createApiKey();
    const options = { apiKeys: [key], redis: fixture.url, executor: 'inline' as const, routes: TEST_ROUTES };
    const a = await createServer(options);
    const b = await createServer(options);
    await Promise.all([a.ready(), b.ready()]);
    return { a, b, auth: { authorization: `Bearer ${key}` } };
  }

  it('admits exactly 100 of 150 concurrent requests with one key across both instances', async () => {
    const { a, b, auth } = await twoInstances();
    const rs = await Promise.all(
      Array.from({ length: 150 }, (_, i) => (i % 2 === 0 ? a : b).inject({ url: `/api/v1/test/echo?sign=Leo&n=${1 + (i % 20)}`, headers: auth })),
    );
    const ok = rs.filter((r) => r.statusCode === 200);
    const limited = rs.filter((r) => r.statusCode === 429);
    expect(ok).toHaveLength(100);
    expect(limited).toHaveLength(50);
    expect(new Set(ok.map((r) => r.headers['x-ratelimit-remaining'])).size).toBe(100);
    for (const r of limited) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    await Promise.all([a.close(), b.close()]);
  });

  it('serves a cache entry filled by one instance as a HIT on the other, byte for byte', async () => {
    const { a, b, auth } = await twoInstances();
    const miss = await a.inject({ url: '/api/v1/test/echo?sign=Scorpio&n=11&date=1999-08-11', headers: auth });
    const hit = await b.inject({ url: '/api/v1/test/echo?date=1999-08-11&n=11&sign=Scorpio', headers: auth });
    expect(miss.statusCode).toBe(200);
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });

  it('issue 11: a HIT on the other instance has the same ETag and max-age = the entry\'s remaining TTL (PTTL)', async () => {
    const { a, b, auth } = await twoInstances();
    const miss = await a.inject({ url: '/api/v1/test/echo?sign=Aquarius&n=4&date=1977-02-02', headers: auth });
    const hit = await b.inject({ url: '/api/v1/test/echo?sign=Aquarius&n=4&date=1977-02-02', headers: auth });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(miss.headers['cache-control']).toBe('private, max-age=3600');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(hit.headers['cache-control']))?.[1]);
    // Rounded down from PTTL, read on the Redis clock a few ms after the SET: 3599 (or 3600 within the same ms).
    expect(maxAge).toBeGreaterThanOrEqual(3590);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    const revalidated = await b.inject({ url: '/api/v1/test/echo?sign=Aquarius&n=4&date=1977-02-02', headers: { ...auth, 'if-none-match': String(miss.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    await Promise.all([a.close(), b.close()]);
  });

  it('stores the entry with the route TTL and without the credential in its key', async () => {
    const { a, b, auth } = await twoInstances();
    await a.inject({ url: '/api/v1/test/echo?sign=Pisces&date=1988-01-01', headers: auth });
    const client = new Redis(fixture.url);
    const keys = await client.keys('urania:v1:cache:*');
    expect(keys.length).toBeGreaterThan(0);
    const token = auth.authorization.slice('Bearer '.length);
    for (const k of keys) expect(k).not.toContain(token);
    const ttls = await Promise.all(keys.map((k) => client.pttl(k)));
    for (const ttl of ttls) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
    }
    client.disconnect();
    await Promise.all([a.close(), b.close()]);
  });

  it('frees slots as entries age out of the window (Lua script on the Redis clock)', async () => {
    const client = new Redis(fixture.url);
    const limiter = redisRateLimiter(client, { limit: 3, windowMs: 400 }, 'urania:test:rl:');
    const first = await Promise.all([1, 2, 3, 4].map(() => limiter.hit('k')));
    expect(first.filter((d) => d.allowed)).toHaveLength(3);
    const rejected = first.find((d) => !d.allowed)!;
    expect(rejected.remaining).toBe(0);
    expect(rejected.retryAfterSeconds).toBe(1);
    await new Promise((r) => setTimeout(r, 450));
    const later = await limiter.hit('k');
    expect(later.allowed).toBe(true);
    expect(later.remaining).toBe(2);
    expect(await client.zcard('urania:test:rl:k')).toBe(1);
    client.disconnect();
  });

  it('keeps one compute budget per key across processes (token bucket in one Lua script, issue 16 #1)', async () => {
    const a = new Redis(fixture.url);
    const b = new Redis(fixture.url);
    const config = { limit: 100, windowMs: 2000 };
    const [one, two] = [redisCostBudget(a, config, 'urania:test:cost:'), redisCostBudget(b, config, 'urania:test:cost:')];
    const first = await Promise.all([one.charge('k', 40), two.charge('k', 40), one.charge('k', 40)]);
    // 120 units asked of a 100-unit bucket at once: exactly two admitted, whichever process asked.
    expect(first.filter((d) => d.allowed)).toHaveLength(2);
    const refused = first.find((d) => !d.allowed)!;
    expect(refused.remaining).toBeLessThan(40);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 900)); // 45 units refill in 0.9 s
    expect((await two.charge('k', 40)).allowed).toBe(true);
    expect((await one.charge('other', 100)).allowed).toBe(true);
    a.disconnect();
    b.disconnect();
  });

  it('refuses to start when Redis is unreachable, and answers 503 (never a silent bypass) during an outage', async () => {
    const { key } = createApiKey();
    const dead = await startRedis();
    const url = dead.url;
    await dead.stop();
    await expect(createServer({ apiKeys: [key], redis: url, executor: 'inline', routes: TEST_ROUTES })).rejects.toThrow();
    const live = await startRedis();
    const app = await createServer({ apiKeys: [key], redis: live.url, executor: 'inline', routes: TEST_ROUTES });
    const auth = { authorization: `Bearer ${key}` };
    expect((await app.inject({ url: '/api/v1/test/echo?sign=Leo', headers: auth })).statusCode).toBe(200);
    await live.stop();
    const down = await app.inject({ url: '/api/v1/test/echo?sign=Leo', headers: auth });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('1');
    expect(down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await app.close();
  });
});
