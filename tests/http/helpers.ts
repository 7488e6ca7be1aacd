/**
 * Test helpers of the HTTP adapter: a small route table exercising every step of the pipeline without
 * depending on the core composers, and key/app builders.
 */
import { Type } from 'typebox';
import { UraniaError } from '../../src/errors/index.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer, type UraniaServerOptions } from '../../src/http/create-server.js';
import { defineRoute, type RouteDefinition } from '../../src/http/route-definition.js';
import { Sign, type Sign as SignName } from '../../src/schemas/enums.js';

/** How many times the echo route has really computed (the inline executor runs in this thread). */
export const counters = { echo: 0 };

export const EchoQuery = Type.Object(
  {
    sign: Sign,
    n: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5 })),
    date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-allowed': 'YYYY-MM-DD' })),
  },
  { additionalProperties: false },
);

export const EchoRecord = Type.Object(
  { sign: Sign, n: Type.Integer(), date: Type.String(), computation: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

export const TEST_ROUTES: RouteDefinition[] = [
  defineRoute<{ sign: SignName; n: number; date?: string }, { sign: SignName; n: number; date: string }>({
    method: 'GET',
    url: '/test/echo',
    tag: 'Horoscope',
    summary: 'Echo the canonical parameters (test route)',
    querystring: EchoQuery,
    response: EchoRecord,
    cacheTtlMs: 60 * 60 * 1000,
    prepare: (q, ctx) => ({ sign: q.sign, n: q.n, date: q.date ?? ctx.now.toISOString().slice(0, 10) }),
    compute: (p) => ({ ...p, computation: ++counters.echo }),
  }),
  defineRoute<{ year: string }, { year: number }>({
    method: 'GET',
    url: '/test/year',
    tag: 'Horoscope',
    summary: 'A library error from the computation (test route)',
    querystring: Type.Object({ year: Type.String() }, { additionalProperties: false }),
    response: Type.Object({ year: Type.Integer() }),
    cacheTtlMs: 1000,
    prepare: (q) => ({ year: Number(q.year) }),
    compute: (p) => {
      if (!(p.year >= 1800 && p.year <= 2200)) {
        throw new UraniaError('OUT_OF_RANGE', `year must be in 1800..2200, got ${p.year}`, { field: 'year', allowed: '1800..2200' });
      }
      return { year: p.year };
    },
  }),
  defineRoute<{ value: number }, { value: number }>({
    method: 'POST',
    url: '/test/body',
    tag: 'Natal Chart',
    summary: 'A POST route with a body (test route)',
    body: Type.Object(
      { value: Type.Number({ minimum: -90, maximum: 90 }), inner: Type.Optional(Type.Object({ date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) }, { additionalProperties: false })) },
      { additionalProperties: false },
    ),
    response: Type.Object({ value: Type.Number() }),
    cacheTtlMs: 1000,
    compute: (p) => ({ value: p.value }),
  }),
];

/** A fixed "now": 2024-03-20T12:00:00Z. */
export const FIXED_NOW = Date.UTC(2024, 2, 20, 12, 0, 0);

/** Build an in-process server over the test routes (inline executor, fixed clock). */
export async function testServer(overrides: Partial<UraniaServerOptions> = {}) {
  const { key, hash } = createApiKey();
  const app = await createServer({
    apiKeys: [key],
    executor: 'inline',
    routes: TEST_ROUTES,
    clock: () => FIXED_NOW,
    ...overrides,
  });
  await app.ready();
  return { app, key, hash, auth: { authorization: `Bearer ${key}` } };
}
