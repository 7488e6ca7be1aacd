/**
 * Issue 23 #1, the probe "PNG flood": one key sends 4 concurrent `Accept: image/png` requests for pictures at the
 * PNG size cap, again and again, while another key sends cheap GETs over loopback HTTP. PNG rendering used to run
 * in the server thread, outside fair admission (a 4000 px wheel ≈ 340 ms, on every request, even a cache HIT): the
 * other key's GET went from 2.9 ms to a median of 1.8 s. Now it runs in the worker pool's heavy lane, charged and
 * cached, and the cheap GET keeps its light lane. Bounded: the flood stops after RUN_MS.
 */
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/http/api-key.js';
import { createServer } from '../../../src/http/create-server.js';
import { defineRoute } from '../../../src/http/route-definition.js';
import { lightCost } from '../../../src/http/routes/range-cost.js';
import { DEFAULT_PNG_MAX_SIZE } from '../../../src/http/urania-plugin.js';
import { SIGNS, type Sign as SignName } from '../../../src/schemas/enums.js';
import { Sign } from '../../../src/schemas/enums.js';

const PICTURE_WORKER = fileURLToPath(new URL('../fixtures/picture-worker.mjs', import.meta.url));
const RUN_MS = 5_000;
/**
 * The cheap GET's bounds: the goal is a few ms; this shared 2-core machine ran at a load average of 16–19
 * while this was written (one run beside 15 other test files: median 24 ms, p99 414 ms), so the median bound is
 * 150 ms and the p99 one 1000 ms — far below the 1.8 s median of the flood on the server thread (8.4 s
 * here with the rendering moved back to the server thread).
 */
const MEDIAN_BOUND_MS = 150;
const P99_BOUND_MS = 1_000;

const ROUTES = [
  defineRoute<{ n: number; wheel?: { size?: number } }>({
    method: 'POST', url: '/test/picture', tag: 'Natal Chart', summary: 'A picture (test route)',
    body: Type.Object({ n: Type.Integer(), wheel: Type.Optional(Type.Object({ size: Type.Optional(Type.Integer({ minimum: 240, maximum: 4000 })) }, { additionalProperties: false })) }, { additionalProperties: false }),
    response: Type.String(), mediaType: 'image/svg+xml', cacheTtlMs: 60_000,
    compute: () => '', cost: lightCost,
  }),
  defineRoute<{ sign: SignName; n: number }>({
    method: 'GET', url: '/test/echo', tag: 'Horoscope', summary: 'Echo (test route)',
    querystring: Type.Object({ sign: Sign, n: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }, { additionalProperties: false }),
    response: Type.Object({}, { additionalProperties: true }), cacheTtlMs: 1,
    compute: (p) => p, cost: lightCost,
  }),
];

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

describe('issue 23 #1: PNG pictures render in the worker pool, charged, cached and capped', () => {
  const [flooder, other] = [createApiKey(), createApiKey()];
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await createServer({
      apiKeys: [flooder.key, other.key],
      routes: ROUTES,
      executor: { kind: 'workers', filename: PICTURE_WORKER, maxThreads: 2 },
      rateLimit: { limit: 100_000 },
      costBudget: { limit: 1_000_000 },
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
  });

  const picture = (n: number, size: number, key = flooder.key) =>
    fetch(`${base}/api/v1/test/picture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, accept: 'image/png', 'content-type': 'application/json' },
      body: JSON.stringify({ n, wheel: { size } }),
    });

  it('refuses a PNG above the size cap with a 400 naming wheel.size (the SVG of that size is still served)', async () => {
    const res = await picture(1, DEFAULT_PNG_MAX_SIZE + 1);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { detail: string; errors: { field: string }[] };
    expect(body.errors[0]!.field).toBe('wheel.size');
    expect(body.detail).toContain(`at most ${DEFAULT_PNG_MAX_SIZE}`);
    const svg = await fetch(`${base}/api/v1/test/picture`, {
      method: 'POST', headers: { authorization: `Bearer ${flooder.key}`, accept: 'image/svg+xml', 'content-type': 'application/json' },
      body: JSON.stringify({ n: 1, wheel: { size: DEFAULT_PNG_MAX_SIZE + 1 } }),
    });
    expect(svg.status).toBe(200);
  });

  it('charges a PNG by its pixels and serves the second one from the cache', async () => {
    const first = await picture(2, 1000);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await first.arrayBuffer());
    // The PNG signature (RFC 2083 §3.1).
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(Number(first.headers.get('x-cost'))).toBeGreaterThan(1);
    const second = await picture(2, 1000);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('x-cost')).toBeNull();
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
  });

  it(`another key's cheap GET stays under ${MEDIAN_BOUND_MS} ms (median) and ${P99_BOUND_MS} ms (p99) during a PNG flood at the cap`, async () => {
    const end = Date.now() + RUN_MS;
    let serial = 1_000;
    const flood = async (): Promise<number[]> => {
      const statuses: number[] = [];
      while (Date.now() < end) {
        // Distinct pictures: never a cache HIT.
        const res = await picture(serial++, DEFAULT_PNG_MAX_SIZE);
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      return statuses;
    };
    const floods = [flood(), flood(), flood(), flood()];
    await new Promise((r) => setTimeout(r, 300));
    const latencies: number[] = [];
    for (let i = 1; Date.now() < end - 500; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v1/test/echo?sign=${SIGNS[i % 12]}&n=${i}`, { headers: { authorization: `Bearer ${other.key}` } });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 10));
    }
    const statuses = (await Promise.all(floods)).flat();
    // Every flood request is answered: 200, or 503 when its key's queue is full — never an error of the server.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    latencies.sort((x, y) => x - y);
    const median = percentile(latencies, 0.5);
    const p99 = percentile(latencies, 0.99);
    console.log(`PNG flood: ${statuses.length} pictures; other key: ${latencies.length} GETs, median ${median.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    expect(latencies.length).toBeGreaterThan(20);
    expect(median).toBeLessThan(MEDIAN_BOUND_MS);
    expect(p99).toBeLessThan(P99_BOUND_MS);
  }, 30_000);
});
