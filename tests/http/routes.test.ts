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

/** Relative tolerance of the worker-vs-inline comparison (far below any physical meaning). */
const FLOAT_TOLERANCE = 1e-9;

/**
 * Instants found by root finding (stations, where the speed crosses zero slowly) can move by milliseconds
 * with float noise; the comparison allows a minute.
 */
const INSTANT_TOLERANCE_MS = 60_000;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** Deep equality with numbers compared to FLOAT_TOLERANCE and instants to INSTANT_TOLERANCE_MS. */
function close(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && ISO_INSTANT.test(a) && ISO_INSTANT.test(b)) {
    return Math.abs(Date.parse(a) - Date.parse(b)) <= INSTANT_TOLERANCE_MS;
  }
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= FLOAT_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => close(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return ka.join() === kb.join() && ka.every((k) => close((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}
const SOURCE_WORKER = fileURLToPath(new URL('./fixtures/source-worker.mjs', import.meta.url));

type App = Awaited<ReturnType<typeof createServer>>;

function request(app: App, method: 'GET' | 'POST', url: string, input: string | Record<string, unknown>, headers: Record<string, string>) {
  if (method === 'GET' && url.includes('{')) {
    // A path parameter `{name}` takes its value from the example's `name=` (examples are written as queries).
    const query = new URLSearchParams(String(input));
    const path = url.replace(/\{(\w+)\}/g, (_all, name: string) => {
      const value = query.get(name) ?? '';
      query.delete(name);
      return encodeURIComponent(value);
    });
    const rest = query.toString();
    return app.inject({ method, url: `/api/v1${path}${rest ? `?${rest}` : ''}`, headers });
  }
  return method === 'GET'
    ? app.inject({ method, url: `/api/v1${url}?${String(input)}`, headers })
    : app.inject({ method, url: `/api/v1${url}`, headers, payload: input as Record<string, unknown> });
}

/** The path and values of the first leaf where `close` fails (for the failure message). */
function firstDifference(a: unknown, b: unknown, path = ''): string {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
    return '';
  }
  return close(a, b) ? '' : `${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
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
    if (route.mediaType === 'image/svg+xml') {
      // A picture route (docs/chart-wheel.md): an SVG document, checked in depth by tests/http/chart-wheel-routes.test.ts.
      expect(r.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(isRecord.Check(r.body)).toBe(true);
      expect(r.body.endsWith('</svg>')).toBe(true);
      return;
    }
    if (route.mediaType === 'text/calendar') {
      // A calendar feed (issue 27): an iCalendar document, read back by ical.js in tests/icalendar and tests/cli/calendar.
      expect(r.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(isRecord.Check(r.body)).toBe(true);
      expect(r.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
      return;
    }
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
  it('answers every route like the inline executor', async () => {
    const { key } = createApiKey();
    const auth = { authorization: `Bearer ${key}` };
    // One fixed "now" for both, so the routes that default to today or now agree.
    const clock = () => Date.UTC(2024, 2, 20, 12, 0, 0);
    const inline = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 }, clock });
    const pooled = await createServer({ apiKeys: [key], executor: { kind: 'workers', filename: SOURCE_WORKER, maxThreads: 1 }, rateLimit: { limit: 100_000 }, clock });
    for (const route of URANIA_ROUTES) {
      const input = ROUTE_EXAMPLES[routeId(route)]!.valid[0]!;
      const a = await request(inline, route.method, route.url, input, auth);
      const b = await request(pooled, route.method, route.url, input, auth);
      expect(b.statusCode, `${routeId(route)}: ${b.body}`).toBe(200);
      if (route.mediaType === 'image/svg+xml' || route.mediaType === 'text/calendar') {
        // A picture or a calendar is the same bytes from either executor (both are deterministic).
        expect(b.body, routeId(route)).toBe(a.body);
        continue;
      }
      // Same record; floats may differ in the last bits, because the core's range caches are warmer in this
      // process than in the fresh worker thread.
      expect(close(b.json(), a.json()), `${routeId(route)}: ${firstDifference(b.json(), a.json())}`).toBe(true);
    }
    await Promise.all([inline.close(), pooled.close()]);
  });
});
