/**
 * Issue 16 #2: a stalled Redis does not hang requests. A real redis-server (started by the test) is stopped with
 * SIGSTOP — the connection stays open but nothing answers — then resumed with SIGCONT. Every wait is bounded.
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { TEST_ROUTES } from './helpers.js';
import { redisAvailability, startRedis, type RedisFixture } from './redis-helper.js';

const redis = redisAvailability();

/** The answer, or `'hang'` when none came within `ms` (a hang detector, not a measurement). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'hang'> {
  return Promise.race([promise, new Promise<'hang'>((r) => setTimeout(() => r('hang'), ms).unref())]);
}

describe.skipIf(!redis.available)(`issue 16 #2: a stalled Redis${redis.available ? '' : ` — SKIPPED: ${redis.reason}`}`, () => {
  let fixture: RedisFixture;
  let app: FastifyInstance;
  let stopped = false;
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };

  const stall = () => {
    process.kill(fixture.pid, 'SIGSTOP');
    stopped = true;
  };
  const resume = () => {
    if (stopped) process.kill(fixture.pid, 'SIGCONT');
    stopped = false;
  };

  beforeAll(async () => {
    fixture = await startRedis();
    app = await createServer({ apiKeys: [key], redis: fixture.url, executor: 'inline', routes: TEST_ROUTES, shutdownGraceMs: 100 });
    await app.ready();
  });
  afterAll(async () => {
    resume();
    await app?.close();
    await fixture?.stop();
  });

  it('issue 16 #2: answers 503 + Retry-After at once (fail closed), /health stays 200, /health/ready says 503; all recovers on resume', async () => {
    try {
      expect((await app.inject({ url: '/api/v1/test/echo?sign=Leo', headers: auth })).statusCode).toBe(200);
      stall();
      const stalled = await within(app.inject({ url: '/api/v1/test/echo?sign=Virgo', headers: auth }), 3_000);
      expect(stalled).not.toBe('hang');
      if (stalled === 'hang') return;
      expect(stalled.statusCode).toBe(503);
      expect(stalled.headers['retry-after']).toBe('1');
      expect(stalled.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(stalled.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      // Liveness stays cheap and green; readiness reports the dependency.
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      const ready = await within(app.inject({ url: '/health/ready' }), 3_000);
      expect(ready).not.toBe('hang');
      if (ready === 'hang') return;
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('1');
      expect(ready.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      resume();
    }
    // Resumed: the stalled commands' late replies are ignored and the next requests are served.
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await app.inject({ url: '/api/v1/test/echo?sign=Libra', headers: auth })).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    const ready = await app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', redis: 'ok' });
  });

  it('issue 16 #2: a cache that does not answer is a miss: the request is computed within the Redis bound (a caller-given client)', async () => {
    const client = new Redis(fixture.url, { maxRetriesPerRequest: 1 });
    client.on('error', () => undefined);
    // The rate-limit script reaches Redis; the cache's commands (MULTI GET+PTTL, SET) never answer — and the
    // caller's own client has no command timeout of ours: only the plugin's bound can end them.
    const never = new Promise<never>(() => undefined);
    const stalledCache = new Proxy(client, {
      get(target, prop, receiver) {
        if (prop === 'multi') return () => ({ get: function get() { return this; }, pttl: function pttl() { return this; }, exec: () => never });
        if (prop === 'set') return () => never;
        const value: unknown = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const own = await createServer({ apiKeys: [key], redis: stalledCache, executor: 'inline', routes: TEST_ROUTES, redisTimeoutMs: 200, shutdownGraceMs: 100 });
    await own.ready();
    try {
      const r = await within(own.inject({ url: '/api/v1/test/echo?sign=Leo&n=4&date=2001-01-01', headers: auth }), 3_000);
      expect(r).not.toBe('hang');
      if (r === 'hang') return;
      expect(r.statusCode).toBe(200);
      expect(r.headers['x-cache']).toBe('MISS');
      expect(r.json()).toMatchObject({ sign: 'Leo', n: 4, date: '2001-01-01' });
      expect(r.headers['x-ratelimit-limit']).toBe('100');
    } finally {
      await within(own.close(), 3_000);
      client.disconnect();
    }
  });
});
