import { fileURLToPath } from 'node:url';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { Problem } from '../../src/http/problem.js';
import { routeId } from '../../src/http/route-definition.js';
import { URANIA_ROUTES } from '../../src/http/routes/index.js';
import { ROUTE_EXAMPLES } from './route-examples.js';

const isProblem = Compile(Problem);
const SOURCE_WORKER = fileURLToPath(new URL('./fixtures/source-worker.mjs', import.meta.url));

type App = Awaited<ReturnType<typeof createServer>>;

function request(app: App, method: 'GET' | 'POST', url: string, input: string | Record<string, unknown>, headers: Record<string, string>) {
  return method === 'GET'
    ? app.inject({ method, url: `/api/v1${url}?${String(input)}`, headers })
    : app.inject({ method, url: `/api/v1${url}`, headers, payload: input as Record<string, unknown> });
}

describe('the route table', () => {
  it('has examples for every route', () => {
    expect(URANIA_ROUTES.map(routeId).filter((id) => !ROUTE_EXAMPLES[id])).toEqual([]);
  });

  it('has unique routes, each under a spec tag, with a closed query schema', () => {
    const ids = URANIA_ROUTES.map(routeId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of URANIA_ROUTES) {
      if (r.querystring) expect((r.querystring as { additionalProperties?: unknown }).additionalProperties).toBe(false);
      expect(r.cacheTtlMs).toBeGreaterThan(0);
    }
  });
});

describe.each(URANIA_ROUTES.map((r) => [routeId(r), r] as const))('%s', (id, route) => {
  const examples = ROUTE_EXAMPLES[id]!;
  const isRecord = Compile(route.response);
  let app: App;
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };

  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(examples.valid.map((v) => [typeof v === 'string' ? v : JSON.stringify(v), v] as const))('answers 200 and a valid record for %s', async (_label, input) => {
    const r = await request(app, route.method, route.url, input, auth);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = r.json();
    const errors = [...isRecord.Errors(body)].slice(0, 3);
    expect(errors, JSON.stringify(errors)).toEqual([]);
  });

  it.each(examples.invalid.map((v) => [v.field, typeof v.input === 'string' ? v.input : JSON.stringify(v.input), v] as const))(
    'answers 400 naming %s for %s',
    async (_field, _label, bad) => {
      const r = await request(app, route.method, route.url, bad.input, auth);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      const body = r.json() as Problem;
      expect(isProblem.Check(body)).toBe(true);
      expect(body.errors?.map((e) => e.field)).toContain(bad.field);
    },
  );
});

describe('the real worker entry (src/http/worker.ts in a piscina thread)', () => {
  it('answers every route byte-for-byte like the inline executor', async () => {
    const { key } = createApiKey();
    const auth = { authorization: `Bearer ${key}` };
    const inline = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
    const pooled = await createServer({ apiKeys: [key], executor: { kind: 'workers', filename: SOURCE_WORKER, maxThreads: 1 }, rateLimit: { limit: 100_000 } });
    for (const route of URANIA_ROUTES) {
      const input = ROUTE_EXAMPLES[routeId(route)]!.valid[0]!;
      const a = await request(inline, route.method, route.url, input, auth);
      const b = await request(pooled, route.method, route.url, input, auth);
      expect(b.statusCode, b.body).toBe(200);
      expect(b.body).toBe(a.body);
    }
    await Promise.all([inline.close(), pooled.close()]);
  });
});
