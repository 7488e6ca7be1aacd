/**
 * The compute budget of the range routes (issue 16 #1): a request's work (bodies × years) is charged to its key,
 * refilled over a minute; more than the key has left is a 429 with Retry-After, more than one request may ever
 * cost is a 400 naming the parameter to narrow. Stores: memory here, Redis in redis.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { refillAndCharge } from '../../src/http/cost/cost-budget.js';
import { memoryCostBudget } from '../../src/http/cost/memory-cost-budget.js';
import { createServer } from '../../src/http/create-server.js';
import { bodyYearsCost } from '../../src/http/routes/range-cost.js';

const MINUTE = 60_000;

describe('token bucket', () => {
  it('charges, refuses what does not fit, and refills continuously', async () => {
    let now = 0;
    const budget = memoryCostBudget({ limit: 100, windowMs: MINUTE }, () => now);
    expect(await budget.charge('k', 60)).toMatchObject({ allowed: true, remaining: 40, limit: 100 });
    const refused = await budget.charge('k', 60);
    expect(refused).toMatchObject({ allowed: false, remaining: 40 });
    // 20 more units are needed at 100 per minute: 12 s.
    expect(refused.retryAfterSeconds).toBe(12);
    now += 12_000;
    expect(await budget.charge('k', 60)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await budget.charge('other', 100)).toMatchObject({ allowed: true }); // keys are independent
  });

  it('never holds more than the limit, and says when it is full again', () => {
    const idle = refillAndCharge({ limit: 100, windowMs: MINUTE }, 10, 0, 10 * MINUTE, 0);
    expect(idle.tokens).toBe(100);
    const spent = refillAndCharge({ limit: 100, windowMs: MINUTE }, 100, 0, 0, 50);
    expect(spent.decision.resetSeconds).toBe(30);
  });

  it('estimates a range search as bodies × years, naming what to narrow', () => {
    const all = bodyYearsCost('1900-01-01T00:00:00Z', '1950-01-01T00:00:00Z', 42, 'bodies', 'end');
    expect(all.units).toBeCloseTo(42 * 50, 0);
    expect(all.field).toBe('bodies');
    expect(bodyYearsCost('2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z', 1, 'bodies', 'end')).toEqual({ units: 0.1, field: 'end' });
  });
});

describe('compute budget over HTTP', () => {
  async function server(limit: number) {
    const { key } = createApiKey();
    const app = await createServer({ apiKeys: [key], executor: 'inline', costBudget: { limit, windowMs: MINUTE } });
    const get = (url: string) => app.inject({ url: `/api/v1${url}`, headers: { authorization: `Bearer ${key}` } });
    return { app, get };
  }
  const TEN_YEARS = '/ingresses?start=2000-01-01&end=2010-01-01&bodies=Sun,Mars';

  it('charges a range search and says so in X-Cost headers; a cache HIT is free', async () => {
    const { app, get } = await server(100);
    const r = await get(TEN_YEARS);
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-cost']).toBe('21'); // 2 bodies × 10.0007 years, rounded up
    expect(r.headers['x-cost-limit']).toBe('100');
    expect(r.headers['x-cost-remaining']).toBe('79');
    const hit = await get(TEN_YEARS);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['x-cost']).toBeUndefined();
    await app.close();
  });

  it('refuses with 429 and Retry-After when the key has spent its budget', async () => {
    const { app, get } = await server(30);
    expect((await get(TEN_YEARS)).statusCode).toBe(200);
    const r = await get('/ingresses?start=2010-01-01&end=2020-01-01&bodies=Sun,Mars');
    expect(r.statusCode).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(r.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(r.json().detail).toMatch(/compute budget/);
    await app.close();
  });

  it('refuses with 400 naming `bodies` a request that alone exceeds the budget', async () => {
    const { app, get } = await server(100);
    const r = await get('/ingresses?start=2000-01-01&end=2040-01-01&bodies=Sun,Mercury,Venus');
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0]).toMatchObject({ field: 'bodies' });
    expect(r.json().errors[0].allowed).toMatch(/at most 100 units/);
    await app.close();
  });
});
