/**
 * Fair admission in the server (issue 16 #1): the scheduler's order is tested in fair-executor.test.ts; here the
 * adapter's side — a full waiting room answers 503 problem+json with Retry-After, at once, and a second key is
 * admitted while the first key's computation holds its slot. Observed through an executor the test controls and
 * the scheduler's own events (`admission.onEvent`): each step waits for the event it needs (a computation started, a
 * request queued), never for a fixed time.
 */
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import type { ComputeResult, Executor } from '../../src/http/executor/executor.js';
import type { AdmissionEvent } from '../../src/http/executor/fair-executor.js';
import { QUEUE_FULL_RETRY_AFTER_S } from '../../src/http/urania-plugin.js';
import { testServer } from './helpers.js';

/** How long a barrier waits before it fails the test saying what never happened (an event is expected in ms). */
const BARRIER_GIVE_UP_MS = 10_000;

/**
 * A promise that resolves once `ready()` holds, checked again by `check()` after each change (a barrier); it
 * rejects naming the state after BARRIER_GIVE_UP_MS, so a scheduler that never gets there fails with a reason.
 */
function barriers(state: () => string) {
  const waiting: { ready: () => boolean; resolve: () => void }[] = [];
  return {
    until: (ready: () => boolean): Promise<void> =>
      ready()
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`the awaited admission state never came: ${state()}`)), BARRIER_GIVE_UP_MS);
            waiting.push({ ready, resolve: () => (clearTimeout(timer), resolve()) });
          }),
    check: (): void => {
      for (const w of waiting.splice(0)) (w.ready() ? w.resolve : () => waiting.push(w))();
    },
  };
}

/**
 * Computations that finish when the test releases them; `started` lists the routes' params in start order,
 * `events` the scheduler's admission events (pass `onEvent` in the server's admission options); `until` waits for a
 * condition on them.
 */
function heldExecutor() {
  const releases: (() => void)[] = [];
  const started: string[] = [];
  const events: AdmissionEvent[] = [];
  const { until, check } = barriers(() => `started ${JSON.stringify(started)}, events ${events.map((e) => e.kind).join(' ')}`);
  const executor: Executor = {
    run: (task) =>
      new Promise<ComputeResult>((resolve) => {
        const p = task.params as { sign: string; n: number; date: string };
        started.push(p.sign);
        releases.push(() => resolve({ ok: true, body: JSON.stringify({ ...p, computation: 1 }) }));
        check();
      }),
    close: () => Promise.resolve(),
  };
  const onEvent = (e: AdmissionEvent): void => {
    events.push(e);
    check();
  };
  const count = (kind: AdmissionEvent['kind']): number => events.filter((e) => e.kind === kind).length;
  return { executor, started, events, onEvent, count, until, releaseAll: () => releases.splice(0).forEach((r) => r()) };
}

describe('fair admission over HTTP (issue 16 #1)', () => {
  it('sheds load with 503 + Retry-After when the waiting room is full', async () => {
    const held = heldExecutor();
    const ctx = await testServer({ executor: held.executor, admission: { slots: 1, maxQueued: 0, onEvent: held.onEvent } });
    const first = ctx.app.inject({ url: '/api/v1/test/echo?sign=Aries', headers: ctx.auth });
    await held.until(() => held.started.length === 1); // Aries computes: the one slot is taken
    const second = await ctx.app.inject({ url: '/api/v1/test/echo?sign=Taurus', headers: ctx.auth });
    expect(second.statusCode).toBe(503);
    expect(second.headers['retry-after']).toBe(String(QUEUE_FULL_RETRY_AFTER_S));
    expect(second.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(second.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(held.count('rejected')).toBe(1);
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
      admission: { slots: 2, onEvent: held.onEvent },
    });
    const heavy = ['Aries', 'Taurus', 'Gemini'].map((sign) =>
      both.app.inject({
        url: `/api/v1/test/echo?sign=${sign}`,
        headers: { authorization: `Bearer ${one.key}` },
      }),
    );
    // One slot per key: Aries computes, Taurus and Gemini are queued behind it (both events seen).
    await held.until(() => held.started.length === 1 && held.count('queued') === 2);
    expect(held.started).toEqual(['Aries']);
    const cheap = both.app.inject({
      url: '/api/v1/test/echo?sign=Leo',
      headers: { authorization: `Bearer ${other.key}` },
    });
    // The other key's request starts while the first key's two still wait.
    await held.until(() => held.started.length === 2);
    expect(held.started).toEqual(['Aries', 'Leo']);
    expect(held.events.at(-1)).toMatchObject({ kind: 'started', queued: 2 });
    held.releaseAll();
    await held.until(() => held.started.length === 3);
    held.releaseAll();
    await held.until(() => held.started.length === 4);
    held.releaseAll();
    expect((await Promise.all([...heavy, cheap])).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(held.started).toEqual(['Aries', 'Leo', 'Taurus', 'Gemini']);
    await both.app.close();
  });
});
