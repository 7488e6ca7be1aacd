/**
 * Issue 23 #3, "fuzz every route again: 0 5xx": every route of the table, through the real server over loopback
 * HTTP, with requests drawn from its own schemas (`arbFromSchema`, urania/testing), anything at all as a body, and
 * the route's example with each date member replaced by the invalid dates of the issue. Every answer must be below
 * 500. Bounded in time: the compute budget allows at most BUDGET_UNITS per request (a heavier request is a 400
 * before it computes) and refills at once, so no generated range can run for seconds.
 */
import type { FastifyInstance } from 'fastify';
import * as fc from 'fast-check';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/http/api-key.js';
import { createServer } from '../../../src/http/create-server.js';
import { routeId, type RouteDefinition } from '../../../src/http/route-definition.js';
import { URANIA_ROUTES } from '../../../src/http/routes/index.js';
import { arbFromSchema } from '../../../src/testing/index.js';
import { INVALID_DATES } from './invalid-dates.js';

/** Requests drawn per route (and as many arbitrary bodies per POST route). */
const RUNS_PER_ROUTE = 8;
/** The most one fuzzed request may cost: ≈ 50 ms of work at most (docs/http.md, "Compute budget"). */
const BUDGET_UNITS = 50;
/** Member names that hold a date or an instant. */
const DATE_MEMBER = /date|^(from|to|start|end|at)$/i;

/** A query object as URL parameters (numbers and booleans as text; arrays joined by commas). */
function queryString(q: Record<string, unknown>): string {
  const entries = Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)] as [string, string]);
  return new URLSearchParams(entries).toString();
}

/** The route's path with its path parameters filled (from the drawn input, else the first of the example). */
function pathOf(route: RouteDefinition, input: Record<string, unknown>): string {
  return route.url.replace(/\{(\w+)\}/g, (_all, name: string) => encodeURIComponent(String(input[name] ?? '1')));
}

/** The example as an object (query string or JSON body). */
function exampleOf(route: RouteDefinition): Record<string, unknown> {
  if (!route.example) return {};
  if (route.method === 'POST') return JSON.parse(route.example) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(route.example));
}

/** The example with one date member (top level or one level down) set to `date`, for each date member. */
function withInvalidDates(example: Record<string, unknown>, date: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [k, v] of Object.entries(example)) {
    if (DATE_MEMBER.test(k) && typeof v === 'string') out.push({ ...example, [k]: date });
    if (v !== null && typeof v === 'object' && !Array.isArray(v))
      for (const [k2, v2] of Object.entries(v as Record<string, unknown>))
        if (DATE_MEMBER.test(k2) && typeof v2 === 'string') out.push({ ...example, [k]: { ...(v as object), [k2]: date } });
  }
  return out;
}

describe('issue 23 #3: every route fuzzed through the real server answers no 5xx', () => {
  const { key } = createApiKey();
  let app: FastifyInstance;
  let base: string;
  const fivexx: string[] = [];
  let requests = 0;

  async function send(route: RouteDefinition, input: unknown): Promise<void> {
    const object = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    const path = `${base}/api/v1${pathOf(route, object)}`;
    const res =
      route.method === 'GET'
        ? await fetch(`${path}?${queryString(object)}`, { headers: { authorization: `Bearer ${key}` } })
        : await fetch(path, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(input) });
    const text = await res.text();
    requests++;
    if (res.status >= 500) fivexx.push(`${routeId(route)} ${JSON.stringify(input)} → ${res.status} ${text.slice(0, 200)}`);
  }

  beforeAll(async () => {
    app = await createServer({
      apiKeys: [key],
      executor: 'inline',
      rateLimit: { limit: 1_000_000 },
      // At most BUDGET_UNITS per request, refilled within a millisecond: heavy requests are refused, not run.
      costBudget: { limit: BUDGET_UNITS, windowMs: 1 },
      unauthenticatedLimit: { limit: 1_000_000 },
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`${URANIA_ROUTES.length} routes, ${RUNS_PER_ROUTE} drawn requests each, arbitrary bodies and the invalid dates: 0 5xx`, async () => {
    const started = performance.now();
    for (const route of URANIA_ROUTES) {
      const schema = (route.method === 'GET' ? route.querystring : route.body) as TSchema | undefined;
      const drawn: fc.Arbitrary<unknown>[] = [];
      if (schema) {
        const input = arbFromSchema(schema);
        drawn.push(route.params ? fc.tuple(input, arbFromSchema(route.params)).map(([q, p]) => ({ ...(q as object), ...(p as object) })) : input);
      }
      if (route.method === 'POST') drawn.push(fc.anything());
      for (const arb of drawn) for (const input of fc.sample(arb, RUNS_PER_ROUTE)) await send(route, input);
      const example = exampleOf(route);
      for (const date of INVALID_DATES) for (const input of withInvalidDates(example, date)) await send(route, input);
    }
    console.log(`fuzz: ${requests} requests over ${URANIA_ROUTES.length} routes in ${((performance.now() - started) / 1000).toFixed(1)} s, ${fivexx.length} 5xx`);
    expect(fivexx).toEqual([]);
    expect(requests).toBeGreaterThan(URANIA_ROUTES.length * RUNS_PER_ROUTE);
  }, 120_000);
});
