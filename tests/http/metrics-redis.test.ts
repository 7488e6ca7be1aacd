/**
 * Issue 23, Operations: a stalled Redis shows in the metrics — `urania_redis_errors_total` by step and the 503s as
 * `store_unavailable` refusals. A real redis-server (started by the test) is stopped with SIGSTOP, then resumed.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { TEST_ROUTES } from './helpers.js';
import { redisAvailability, startRedis, type RedisFixture } from './redis-helper.js';

const redis = redisAvailability();
const TOKEN = 'metrics-token-for-the-redis-test';

describe.skipIf(!redis.available)(`metrics of a stalled Redis${redis.available ? '' : ` — SKIPPED: ${redis.reason}`}`, () => {
  let fixture: RedisFixture;
  let app: FastifyInstance;
  let stopped = false;
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };

  beforeAll(async () => {
    fixture = await startRedis();
    app = await createServer({ apiKeys: [key], redis: fixture.url, redisTimeoutMs: 200, executor: 'inline', routes: TEST_ROUTES, shutdownGraceMs: 100, metricsToken: TOKEN });
    await app.ready();
  });
  afterAll(async () => {
    if (stopped) process.kill(fixture.pid, 'SIGCONT');
    await app?.close();
    await fixture?.stop();
  });

  it('counts the failed Redis steps and the 503 refusals, and nothing while Redis answers', async () => {
    const metric = async (series: string): Promise<number> => {
      const text = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? 0 : Number(line.slice(series.length + 1));
    };
    expect((await app.inject({ url: '/api/v1/test/echo?sign=Leo', headers: auth })).statusCode).toBe(200);
    expect(await metric('urania_redis_errors_total{step="rate-limit store"}')).toBe(0);
    process.kill(fixture.pid, 'SIGSTOP');
    stopped = true;
    try {
      for (let i = 0; i < 2; i++) expect((await app.inject({ url: '/api/v1/test/echo?sign=Leo', headers: auth })).statusCode).toBe(503);
    } finally {
      process.kill(fixture.pid, 'SIGCONT');
      stopped = false;
    }
    expect(await metric('urania_redis_errors_total{step="rate-limit store"}')).toBe(2);
    expect(await metric('urania_refusals_total{reason="store_unavailable",route="GET /api/v1/test/echo"}')).toBe(2);
    expect(await metric('urania_http_requests_total{route="GET /api/v1/test/echo",status="503"}')).toBe(2);
  }, 30_000);
});
