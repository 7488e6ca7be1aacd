/**
 * Fair admission in the server (issue 16 #1): the scheduler's order is tested in fair-executor.test.ts; here the
 * adapter's side — a full waiting room answers 503 problem+json with Retry-After, at once, and a second key is
 * admitted while the first key's computation holds its slot. Observed through an executor the test controls.
 */
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import type { ComputeResult, Executor } from '../../src/http/executor/executor.js';
import { QUEUE_FULL_RETRY_AFTER_S } from '../../src/http/urania-plugin.js';
import { testServer } from './helpers.js';

/** Computations that finish when the test releases them; `started` lists the routes' params in start order. */
function heldExecutor() {
  const releases: (() => void)[] = [];
  const started: string[] = [];
  const executor: Executor = {
    run: (task) =>
      new Promise<ComputeResult>((resolve) => {
        const p = task.params as { sign: string; n: number; date: string };
        started.push(p.sign);
        releases.push(() => resolve({ ok: true, body: JSON.stringify({ ...p, computation: 1 }) }));
      }),
    close: () => Promise.resolve(),
  };
  return { executor, started, releaseAll: () => releases.splice(0).forEach((r) => r()) };
}

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('fair admission over HTTP (issue 16 #1)', () => {
  it('sheds load with 503 + Retry-After when the waiting room is full', async () => {
    const held = heldExecutor();
    const ctx = await testServer({ executor: held.executor, admission: { slots: 1, maxQueued: 0 } });
    const first = ctx.app.inject({ url: '/api/v1/test/echo?sign=Aries', headers: ctx.auth });
    await settle();
    const second = await ctx.app.inject({ url: '/api/v1/test/echo?sign=Taurus', headers: ctx.auth });
    expect(second.statusCode).toBe(503);
    expect(second.headers['retry-after']).toBe(String(QUEUE_FULL_RETRY_AFTER_S));
    expect(second.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(second.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    held.releaseAll();
    expect((await first).statusCode).toBe(200);
    expect(held.started).toEqual(['Aries']);
    await ctx.app.close();
  });

  it("admits another key's request at once while the first key holds its slot and waits for more", async () => {
    const held = heldExecutor();
    const [one, other] = [createApiKey(), createApiKey()];
    const both = await testServer({
      apiKeys: [one.key, other.key],
      executor: held.executor,
      admission: { slots: 2 },
    });
    const heavy = ['Aries', 'Taurus', 'Gemini'].map((sign) =>
      both.app.inject({
        url: `/api/v1/test/echo?sign=${sign}`,
        headers: { authorization: `Bearer ${one.key}` },
      }),
    );
    await settle();
    expect(held.started).toEqual(['Aries']); // one slot per key: Taurus and Gemini wait
    const cheap = both.app.inject({
      url: '/api/v1/test/echo?sign=Leo',
      headers: { authorization: `Bearer ${other.key}` },
    });
    await settle();
    expect(held.started).toEqual(['Aries', 'Leo']);
    held.releaseAll();
    await settle();
    held.releaseAll();
    await settle();
    held.releaseAll();
    expect((await Promise.all([...heavy, cheap])).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(held.started).toEqual(['Aries', 'Leo', 'Taurus', 'Gemini']);
    await both.app.close();
  });
});
