/**
 * Issue 23 #7: a request the server refuses costs the key nothing. In a Redis stall (redis-server stopped with
 * SIGSTOP, the stall harness of redis-stall.test.ts) the requests answered 503 were still counted once Redis
 * resumed (95 → 62 remaining after 25 successes); a request shed by a full queue (503) was counted and charged too.
 */
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/http/api-key.js';
import { createServer } from '../../../src/http/create-server.js';
import type { ComputeResult, Executor } from '../../../src/http/executor/executor.js';
import { defineRoute } from '../../../src/http/route-definition.js';
import { fixedCost } from '../../../src/http/routes/range-cost.js';
import { redisAvailability, startRedis } from '../redis-helper.js';

const COST = 10;
/** One route charged COST units per request; `n` makes each request a cache miss. */
const ROUTES = [
  defineRoute<{ n: number }>({
    method: 'GET', url: '/test/charged', tag: 'Horoscope', summary: 'A charged route (test)',
    querystring: Type.Object({ n: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }, { additionalProperties: false }),
    response: Type.Object({ n: Type.Integer() }), cacheTtlMs: 60_000,
    compute: (p) => ({ n: p.n }), cost: fixedCost(COST, 'n'),
  }),
];
const redis = redisAvailability();

describe('issue 23 #7: a refused request costs nothing', () => {
  it.skipIf(!redis.available)('503s answered during a Redis stall are not counted once Redis resumes', async () => {
    const fixture = await startRedis();
    const { key } = createApiKey();
    const app = await createServer({ apiKeys: [key], redis: fixture.url, executor: 'inline', routes: ROUTES, costBudget: { limit: 1000, windowMs: 1e9 }, redisTimeoutMs: 200, shutdownGraceMs: 100 });
    let stopped = false;
    const get = (n: number) => app.inject({ url: `/api/v1/test/charged?n=${n}`, headers: { authorization: `Bearer ${key}` } });
    try {
      const first = await get(1);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-ratelimit-remaining']).toBe('99');
      process.kill(fixture.pid, 'SIGSTOP');
      stopped = true;
      for (let n = 2; n <= 6; n++) expect((await get(n)).statusCode).toBe(503);
      process.kill(fixture.pid, 'SIGCONT');
      stopped = false;
      // The stalled hits and their refunds reach Redis now, in order; give them a moment.
      let next = await get(100);
      for (let i = 0; i < 20 && next.statusCode !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        next = await get(100 + i + 1);
      }
      expect(next.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      const after = await get(1000);
      expect(after.statusCode).toBe(200);
      // Three successes in all (1, `next`, 1000): 97 left, whatever the five 503s did.
      expect(after.headers['x-ratelimit-remaining']).toBe('97');
      expect(after.headers['x-cost-remaining']).toBe(String(1000 - 3 * COST));
    } finally {
      if (stopped) process.kill(fixture.pid, 'SIGCONT');
      await app.close();
      await fixture.stop();
    }
  }, 20_000);

  it('a request shed by a full queue (503) is neither counted nor charged', async () => {
    const releases: (() => void)[] = [];
    const executor: Executor = {
      run: (task) => new Promise<ComputeResult>((resolve) => releases.push(() => resolve({ ok: true, body: JSON.stringify(task.params) }))),
      close: () => Promise.resolve(),
    };
    const { key } = createApiKey();
    const app = await createServer({ apiKeys: [key], executor, routes: ROUTES, admission: { slots: 1, maxQueued: 0 }, costBudget: { limit: 1000, windowMs: 1e9 } });
    const get = (n: number) => app.inject({ url: `/api/v1/test/charged?n=${n}`, headers: { authorization: `Bearer ${key}` } });
    try {
      const held = get(1);
      await new Promise((r) => setTimeout(r, 20));
      expect((await get(2)).statusCode).toBe(503);
      releases.splice(0).forEach((r) => r());
      expect((await held).statusCode).toBe(200);
      const third = get(3);
      await new Promise((r) => setTimeout(r, 20));
      releases.splice(0).forEach((r) => r());
      const after = await third;
      expect(after.statusCode).toBe(200);
      expect(after.headers['x-ratelimit-remaining']).toBe('98');
      expect(after.headers['x-cost-remaining']).toBe(String(1000 - 2 * COST));
    } finally {
      await app.close();
    }
  });
});
