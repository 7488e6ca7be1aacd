import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../../src/http/rate-limit/memory-rate-limiter.js';
import { FIXED_NOW, testServer } from './helpers.js';

const SPEC_LIMIT = 100;
const SPEC_WINDOW_MS = 60_000;

describe('memory sliding-window log', () => {
  it('admits exactly the limit, then frees one slot per aged-out request', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter({ limit: 3, windowMs: 1000 }, () => now);
    const a = await limiter.hit('k'); // t=1000000
    now += 100;
    const b = await limiter.hit('k'); // t=1000100
    now += 100;
    const c = await limiter.hit('k'); // t=1000200
    expect([a, b, c].map((d) => d.allowed)).toEqual([true, true, true]);
    expect([a, b, c].map((d) => d.remaining)).toEqual([2, 1, 0]);
    expect(c.resetEpochSeconds).toBe(Math.ceil((1_000_000 + 1000) / 1000));
    now += 500; // t=1000700: all three still inside the window
    const d = await limiter.hit('k');
    expect(d.allowed).toBe(false);
    expect(d.remaining).toBe(0);
    expect(d.retryAfterSeconds).toBe(1); // ceil((1001000 - 1000700) / 1000)
    now = 1_001_000; // the first entry leaves exactly at t0 + window
    const e = await limiter.hit('k');
    expect(e.allowed).toBe(true);
    expect(e.remaining).toBe(0);
    now = 1_001_001;
    expect((await limiter.hit('k')).allowed).toBe(false); // t=1000100 still inside until 1001100
    expect((await limiter.hit('other')).allowed).toBe(true); // per key
  });

  it('never admits more than limit within any window (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 10, max: 1000 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 200 }),
        async (limit, windowMs, gaps) => {
          let now = 0;
          const limiter = memoryRateLimiter({ limit, windowMs }, () => now);
          const admitted: number[] = [];
          for (const g of gaps) {
            now += g;
            const d = await limiter.hit('k');
            if (d.allowed) admitted.push(now);
            // Admission rule, independently: fewer than `limit` admitted entries in (now - window, now].
            const inWindow = admitted.filter((t) => t > now - windowMs).length;
            expect(inWindow).toBeLessThanOrEqual(limit);
            if (!d.allowed) expect(inWindow).toBe(limit);
            expect(d.remaining).toBe(limit - inWindow);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('rate limit over HTTP', () => {
  it('sends the headers on every answer and a 429 problem with Retry-After on request 101', async () => {
    const ctx = await testServer();
    const statuses: number[] = [];
    for (let i = 0; i < SPEC_LIMIT; i++) {
      // Alternate valid and invalid requests: both count, both carry the headers.
      const url = i % 2 === 0 ? `/api/v1/test/echo?sign=Leo&n=${1 + (i % 20)}` : '/api/v1/test/echo?sign=Nope';
      const r = await ctx.app.inject({ url, headers: ctx.auth });
      statuses.push(r.statusCode);
      expect(r.headers['x-ratelimit-limit']).toBe(String(SPEC_LIMIT));
      expect(r.headers['x-ratelimit-remaining']).toBe(String(SPEC_LIMIT - 1 - i));
      expect(r.headers['x-ratelimit-reset']).toBe(String(Math.ceil((FIXED_NOW + SPEC_WINDOW_MS) / 1000)));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 400)).toHaveLength(50);
    const r = await ctx.app.inject({ url: '/api/v1/test/echo?sign=Leo', headers: ctx.auth });
    expect(r.statusCode).toBe(429);
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(r.headers['retry-after']).toBe(String(SPEC_WINDOW_MS / 1000)); // the clock is frozen: all 100 at FIXED_NOW
    expect(r.headers['x-ratelimit-remaining']).toBe('0');
    expect(r.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', type: 'urn:urania:problem:rate-limited' });
    await ctx.app.close();
  });

  it('is exact under concurrency: of 150 simultaneous requests exactly 100 pass', async () => {
    const ctx = await testServer({ clock: Date.now });
    const rs = await Promise.all(
      Array.from({ length: 150 }, (_, i) => ctx.app.inject({ url: `/api/v1/test/echo?sign=Leo&n=${1 + (i % 20)}`, headers: ctx.auth })),
    );
    expect(rs.filter((r) => r.statusCode === 200)).toHaveLength(100);
    expect(rs.filter((r) => r.statusCode === 429)).toHaveLength(50);
    const remaining = rs.filter((r) => r.statusCode === 200).map((r) => Number(r.headers['x-ratelimit-remaining']));
    expect(new Set(remaining).size).toBe(100); // each admitted request saw its own slot
    await ctx.app.close();
  });

  it('counts per key and honours a configured limit and window', async () => {
    let now = FIXED_NOW;
    const ctx = await testServer({ rateLimit: { limit: 2, windowMs: 10_000 }, clock: () => now });
    const ask = () => ctx.app.inject({ url: '/api/v1/test/echo?sign=Leo', headers: ctx.auth });
    expect((await ask()).statusCode).toBe(200);
    now += 4000;
    expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('6');
    expect(limited.headers['x-ratelimit-reset']).toBe(String(Math.ceil((FIXED_NOW + 10_000) / 1000)));
    now = FIXED_NOW + 10_000;
    expect((await ask()).statusCode).toBe(200);
    await ctx.app.close();
  });
});
