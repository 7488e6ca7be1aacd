import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URANIA_ERROR_CODES } from '../../src/errors/index.js';
import { problemOfError } from '../../src/http/error-response.js';
import { HTTP_ERRORS, HTTP_ERROR_CODES, problemType } from '../../src/http/errors.js';
import { Problem } from '../../src/http/problem.js';
import { testServer } from './helpers.js';

const isProblem = Compile(Problem);

describe('the error table', () => {
  it('has a row for every UraniaError code', () => {
    for (const code of URANIA_ERROR_CODES) expect(HTTP_ERROR_CODES).toContain(code);
  });

  it('maps library codes to the statuses documented on UraniaError', () => {
    expect(HTTP_ERRORS.INVALID_ARGUMENT.status).toBe(400);
    expect(HTTP_ERRORS.OUT_OF_RANGE.status).toBe(400);
    expect(HTTP_ERRORS.MISSING_ARGUMENT.status).toBe(400);
    expect(HTTP_ERRORS.UNSUPPORTED.status).toBe(422);
    expect(HTTP_ERRORS.NOT_FOUND.status).toBe(404);
    expect(HTTP_ERRORS.TIMEOUT.status).toBe(408);
    expect(HTTP_ERRORS.INTERNAL.status).toBe(500);
    expect(HTTP_ERRORS.RATE_LIMITED.status).toBe(429);
    expect(HTTP_ERRORS.REQUEST_TIMEOUT.status).toBe(408);
  });

  it('is reproduced row for row in docs/errors.md', () => {
    const doc = readFileSync(resolve(__dirname, '../../docs/errors.md'), 'utf8');
    const rows = new Map<string, string[]>();
    for (const line of doc.split('\n')) {
      const m = /^\|\s*`([A-Z_]+)`\s*\|(.*)\|\s*$/.exec(line);
      if (m) rows.set(m[1]!, m[2]!.split('|').map((c) => c.trim()));
    }
    expect([...rows.keys()].sort()).toEqual([...HTTP_ERROR_CODES].sort());
    for (const code of HTTP_ERROR_CODES) {
      const cells = rows.get(code)!;
      expect(cells[0]).toBe(String(HTTP_ERRORS[code].status));
      expect(cells[1]).toBe(`\`${problemType(code)}\``);
      expect(cells[2]).toBe(HTTP_ERRORS[code].title);
    }
  });

  it('turns unexpected exceptions into a 500 that hides the message', () => {
    const p = problemOfError(new TypeError('secret internals'));
    expect(p.status).toBe(500);
    expect(p.detail).not.toContain('secret');
  });
});

describe('problem+json answers', () => {
  let ctx: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    ctx = await testServer({ rateLimit: { limit: 10_000 } });
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const expectProblem = (r: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number) => {
    expect(r.statusCode).toBe(status);
    expect(r.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const body = r.json() as Problem;
    expect(isProblem.Check(body)).toBe(true);
    expect(body.status).toBe(status);
    return body;
  };

  it('names every bad query parameter, unknown ones included', async () => {
    const r = await ctx.app.inject({ url: '/api/v1/test/echo?sign=Leon&n=0&date=2024-3-1&colour=red', headers: ctx.auth });
    const body = expectProblem(r, 400);
    expect(body.code).toBe('INVALID_PARAMETERS');
    const fields = Object.fromEntries(body.errors!.map((e) => [e.field, e]));
    expect(Object.keys(fields).sort()).toEqual(['colour', 'date', 'n', 'sign']);
    expect(fields.sign!.allowed).toContain('Leo');
    expect(fields.n!.allowed).toBe('integer 1..20');
    expect(fields.date!.allowed).toBe('YYYY-MM-DD');
    expect(fields.colour!.message).toMatch(/not a parameter/);
    expect(fields.colour!.allowed).toBe('one of: sign, n, date');
  });

  it('names a missing required parameter', async () => {
    const body = expectProblem(await ctx.app.inject({ url: '/api/v1/test/echo?n=2', headers: ctx.auth }), 400);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'sign', message: 'is required' })]);
  });

  it('rejects a repeated parameter', async () => {
    const body = expectProblem(await ctx.app.inject({ url: '/api/v1/test/echo?sign=Leo&sign=Aries', headers: ctx.auth }), 400);
    expect(body.errors![0]!.field).toBe('sign');
  });

  it('names bad body fields by dotted path', async () => {
    const r = await ctx.app.inject({ method: 'POST', url: '/api/v1/test/body', headers: ctx.auth, payload: { value: 91, inner: { date: 'soon' }, extra: true } });
    const body = expectProblem(r, 400);
    expect(body.errors!.map((e) => e.field).sort()).toEqual(['extra', 'inner.date', 'value']);
  });

  it('maps a UraniaError of the computation through the table and names its field', async () => {
    const body = expectProblem(await ctx.app.inject({ url: '/api/v1/test/year?year=1799', headers: ctx.auth }), 400);
    expect(body.code).toBe('OUT_OF_RANGE');
    expect(body.type).toBe('urn:urania:problem:out-of-range');
    expect(body.errors).toEqual([{ field: 'year', message: 'must be in 1800..2200, got 1799', allowed: '1800..2200' }]);
    expect(body.detail).toBe('year must be in 1800..2200, got 1799');
  });

  it('answers malformed JSON, a wrong media type and unknown routes with problems', async () => {
    expectProblem(await ctx.app.inject({ method: 'POST', url: '/api/v1/test/body', headers: { ...ctx.auth, 'content-type': 'application/json' }, payload: '{"value":' }), 400);
    expectProblem(await ctx.app.inject({ method: 'POST', url: '/api/v1/test/body', headers: { ...ctx.auth, 'content-type': 'text/plain' }, payload: 'value=1' }), 415);
    expect(expectProblem(await ctx.app.inject({ url: '/api/v1/nowhere', headers: ctx.auth }), 404).code).toBe('ROUTE_NOT_FOUND');
    expectProblem(await ctx.app.inject({ url: '/elsewhere' }), 404);
    expectProblem(await ctx.app.inject({ method: 'DELETE', url: '/api/v1/test/echo?sign=Leo', headers: ctx.auth }), 404);
  });
});
