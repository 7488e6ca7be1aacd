/**
 * Issue 16 #6, #8, #9 through a real server on loopback: every error is RFC 9457 problem+json (connection-level
 * errors included), no input is silently ignored, and every answer carries its request id.
 */
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer, type UraniaServerOptions } from '../../src/http/create-server.js';
import { Problem } from '../../src/http/problem.js';
import { REQUEST_ID_PATTERN } from '../../src/http/request-id.js';
import { inlineDocument } from './openapi-inline.js';

const isProblem = Compile(Problem);

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Send raw bytes on a fresh connection and read until the server closes it (bounded by `limitMs`). */
function rawExchange(port: number, chunks: readonly (string | Buffer)[], limitMs = 3_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const got: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${limitMs} ms; got ${Buffer.concat(got).toString('latin1').slice(0, 200)}`));
    }, limitMs);
    socket.on('connect', () => {
      for (const c of chunks) socket.write(c);
    });
    socket.on('data', (d) => got.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(got).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: split < 0 ? '' : text.slice(split + 4) });
    });
  });
}

/** The same checks for every error answer: problem+json, the schema, and `instance` = the `X-Request-Id`. */
function expectProblem(a: { status: number; headers: Record<string, string | undefined>; body: string }, status: number, code: string): Problem {
  expect(a.status).toBe(status);
  expect(a.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(a.headers['cache-control']).toBe('no-store');
  expect(a.headers['x-content-type-options']).toBe('nosniff');
  const body = JSON.parse(a.body) as Problem;
  expect(isProblem.Check(body)).toBe(true);
  expect(body.status).toBe(status);
  expect(body.code).toBe(code);
  const id = a.headers['x-request-id'];
  expect(id).toMatch(REQUEST_ID_PATTERN);
  expect(body.instance).toBe(`urn:urania:request:${id}`);
  return body;
}

function headersOf(r: Response): Record<string, string> {
  const out: Record<string, string> = {};
  r.headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const r = await fetch(base + path, { headers });
  return { status: r.status, headers: headersOf(r), body: await r.text() };
}

interface Started {
  app: FastifyInstance;
  port: number;
  base: string;
  key: string;
  auth: Record<string, string>;
  logs: Record<string, unknown>[];
  logText: string[];
}

async function start(overrides: Partial<UraniaServerOptions> = {}): Promise<Started> {
  const { key } = createApiKey();
  const logs: Record<string, unknown>[] = [];
  const logText: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        logText.push(line);
        logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const app = await createServer({
    apiKeys: [key],
    executor: 'inline',
    rateLimit: { limit: 100_000 },
    logger: { level: 'info', stream },
    headersTimeoutMs: 200,
    bodyTimeoutMs: 300,
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port, base: `http://127.0.0.1:${port}`, key, auth: { authorization: `Bearer ${key}` }, logs, logText };
}

const CHEAP = '/api/v1/horoscope/compatibility?sign1=Leo&sign2=Aries';

describe('issue 16: protocol errors, strict input and request ids on a real server', () => {
  let s: Started;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(async () => {
    await s.app.close();
  });

  // ── #6 every error is problem+json ─────────────────────────────────────────────────────────────────────
  it('issue 16 #6: oversized headers get a 431 problem, not Node/Fastify JSON', async () => {
    const a = await rawExchange(s.port, [`GET ${CHEAP} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
    expectProblem(a, 431, 'HEADERS_TOO_LARGE');
    expect(a.headers.connection).toBe('close');
  });

  it('issue 16 #6: a malformed URL (GET /api/v1/%) gets a 400 problem', async () => {
    const a = await rawExchange(s.port, ['GET /api/v1/% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    const body = expectProblem(a, 400, 'MALFORMED_REQUEST');
    expect(body.type).toBe('urn:urania:problem:malformed-request');
  });

  it('issue 16 #6: control characters in the request line or a header get a 400 problem', async () => {
    expectProblem(await rawExchange(s.port, ['GET /api/v1/ab\x01c HTTP/1.1\r\nHost: x\r\n\r\n']), 400, 'MALFORMED_REQUEST');
    expectProblem(await rawExchange(s.port, [`GET ${CHEAP} HTTP/1.1\r\nHost: x\r\nX-Note: a\x07b\r\n\r\n`]), 400, 'MALFORMED_REQUEST');
    expectProblem(await rawExchange(s.port, ['NOT HTTP AT ALL\r\n\r\n']), 400, 'MALFORMED_REQUEST');
  });

  it('issue 16 #6: an HTTP/1.1 request without a Host header, or with two, gets a 400 problem naming Host', async () => {
    const none = expectProblem(await rawExchange(s.port, [`GET ${CHEAP} HTTP/1.1\r\nAuthorization: Bearer ${s.key}\r\n\r\n`]), 400, 'MALFORMED_REQUEST');
    expect(none.errors).toEqual([expect.objectContaining({ field: 'Host', message: 'is required' })]);
    const two = expectProblem(await rawExchange(s.port, [`GET ${CHEAP} HTTP/1.1\r\nHost: a\r\nHost: b\r\nAuthorization: Bearer ${s.key}\r\n\r\n`]), 400, 'MALFORMED_REQUEST');
    expect(two.errors).toEqual([expect.objectContaining({ field: 'Host', message: 'is given more than once' })]);
    // HTTP/1.0 needs no Host.
    expect((await rawExchange(s.port, [`GET ${CHEAP} HTTP/1.0\r\nAuthorization: Bearer ${s.key}\r\n\r\n`])).status).toBe(200);
  });

  it('issue 23 #9: a CONNECT gets a 405 problem with Allow instead of a closed socket', async () => {
    const a = await rawExchange(s.port, ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\nX-Request-Id: r-405\r\n\r\n']);
    const body = expectProblem(a, 405, 'METHOD_NOT_ALLOWED');
    expect(body.instance).toBe('urn:urania:request:r-405');
    expect(a.headers.allow).toContain('GET');
    expect(body.detail).toMatch(/CONNECT is not answered/);
  });

  it('issue 16 #6: an Expect other than 100-continue gets a 417 problem naming Expect; 100-continue still works', async () => {
    const a = await rawExchange(s.port, [`GET ${CHEAP} HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nX-Request-Id: r-417\r\n\r\n`]);
    const body = expectProblem(a, 417, 'EXPECTATION_FAILED');
    expect(body.instance).toBe('urn:urania:request:r-417');
    expect(body.errors).toEqual([expect.objectContaining({ field: 'Expect' })]);
    const cont = await rawExchange(s.port, [`GET ${CHEAP} HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nAuthorization: Bearer ${s.key}\r\nConnection: close\r\n\r\n`]);
    expect(cont.status).toBe(100);
  });

  it('issue 16 #6: headers that never finish get a 408 problem at the headers timeout', async () => {
    // Half a request line, then silence: the configured headersTimeout (200 ms) answers and closes.
    const a = await rawExchange(s.port, [`GET ${CHEAP} HTTP/1.1\r\nHost: x\r\nX-Slow: `]);
    const body = expectProblem(a, 408, 'REQUEST_TIMEOUT');
    expect(body.type).toBe('urn:urania:problem:request-timeout');
    expect(a.headers.connection).toBe('close');
  });

  it('issue 16 #6: unknown routes, with and without the prefix, get a 404 problem with an instance', async () => {
    expectProblem(await get(s.base, '/api/v1/nowhere', s.auth), 404, 'ROUTE_NOT_FOUND');
    expectProblem(await get(s.base, '/elsewhere'), 404, 'ROUTE_NOT_FOUND');
  });

  // ── #8 nothing silently ignored ────────────────────────────────────────────────────────────────────────
  it('issue 16 #8: __proto__, constructor and prototype on a GET route are 400s naming them', async () => {
    for (const name of ['__proto__', 'constructor', 'prototype', '__proto__[sign1]', 'toString']) {
      const a = await get(s.base, `${CHEAP}&${encodeURIComponent(name)}=Virgo`, s.auth);
      const body = expectProblem(a, 400, 'INVALID_PARAMETERS');
      expect(body.errors).toEqual([{ field: name, message: 'is not a parameter of this route', allowed: 'one of: sign1, sign2, locale' }]);
    }
    // Percent-encoded, the name is decoded first and still named.
    const encoded = expectProblem(await get(s.base, `${CHEAP}&%5F%5Fproto%5F%5F=Virgo`, s.auth), 400, 'INVALID_PARAMETERS');
    expect(encoded.errors!.map((e) => e.field)).toEqual(['__proto__']);
    // `__proto__` alone: named with the missing parameters.
    const alone = expectProblem(await get(s.base, '/api/v1/horoscope/compatibility?__proto__=x', s.auth), 400, 'INVALID_PARAMETERS');
    expect(alone.errors!.map((e) => e.field).sort()).toEqual(['__proto__', 'sign1', 'sign2']);
    // The well-formed request still answers.
    expect((await get(s.base, CHEAP, s.auth)).status).toBe(200);
  });

  it('issue 16 #8: any query parameter on a POST route is a 400 naming it', async () => {
    const birth = JSON.stringify({ birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 });
    for (const query of ['?houseSystem=Koch', '?__proto__=x', '?constructor=1&birthDate=1990-07-16']) {
      const r = await fetch(`${s.base}/api/v1/prenatal-lunation${query}`, { method: 'POST', headers: { ...s.auth, 'content-type': 'application/json' }, body: birth });
      const a = { status: r.status, headers: headersOf(r), body: await r.text() };
      const body = expectProblem(a, 400, 'INVALID_PARAMETERS');
      const names = new URLSearchParams(query).keys();
      expect(body.errors!.map((e) => e.field)).toEqual([...names]);
      for (const e of body.errors!) expect(e.message).toBe('is not a parameter of this route');
    }
    const ok = await fetch(`${s.base}/api/v1/prenatal-lunation`, { method: 'POST', headers: { ...s.auth, 'content-type': 'application/json' }, body: birth });
    expect(ok.status).toBe(200);
  });

  it('issue 16 #8: /health, the OpenAPI document and the docs page take no query parameter either', async () => {
    for (const path of ['/health?verbose=1', '/health/ready?x=1', '/api/v1/openapi.json?__proto__=x', '/api/v1/docs?constructor=1']) {
      const body = expectProblem(await get(s.base, path), 400, 'INVALID_PARAMETERS');
      expect(body.errors).toEqual([{ field: [...new URL(path, s.base).searchParams.keys()][0], message: 'is not a parameter of this route', allowed: 'none: this route takes no parameter' }]);
    }
  });

  it('issue 16 #8: a second Authorization header is a 400, whichever of the two is valid', async () => {
    for (const [first, second] of [
      [`Bearer ${s.key}`, 'Bearer ura_invalid'],
      ['Bearer ura_invalid', `Bearer ${s.key}`],
      [`Bearer ${s.key}`, `Bearer ${s.key}`],
    ]) {
      const a = await rawExchange(s.port, [`GET ${CHEAP} HTTP/1.1\r\nHost: x\r\nAuthorization: ${first}\r\nauthorization: ${second}\r\nConnection: close\r\n\r\n`]);
      const body = expectProblem(a, 400, 'MALFORMED_REQUEST');
      expect(body.errors).toEqual([expect.objectContaining({ field: 'Authorization', message: 'is given more than once' })]);
    }
    const one = await rawExchange(s.port, [`GET ${CHEAP} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${s.key}\r\nConnection: close\r\n\r\n`]);
    expect(one.status).toBe(200);
  });

  // ── #9 request ids, logs, security headers ────────────────────────────────────────────────────────────
  it('issue 16 #9: a sane X-Request-Id is echoed on a 200, a 400, a 401 and a 404, and is the instance of every problem', async () => {
    const ok = await get(s.base, CHEAP, { ...s.auth, 'x-request-id': 'client-42.a:b_c' });
    expect(ok.status).toBe(200);
    expect(ok.headers['x-request-id']).toBe('client-42.a:b_c');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const bad = await get(s.base, '/api/v1/horoscope/compatibility?sign1=Leo', { ...s.auth, 'x-request-id': 'r-400' });
    expect(expectProblem(bad, 400, 'INVALID_PARAMETERS').instance).toBe('urn:urania:request:r-400');
    const unauthorized = await get(s.base, CHEAP, { 'x-request-id': 'r-401' });
    expect(expectProblem(unauthorized, 401, 'CREDENTIALS_REQUIRED').instance).toBe('urn:urania:request:r-401');
    const missing = await get(s.base, '/api/v1/nowhere', { 'x-request-id': 'r-404' });
    expect(expectProblem(missing, 404, 'ROUTE_NOT_FOUND').instance).toBe('urn:urania:request:r-404');
  });

  it('issue 16 #9: an id that is not a sane token (too long, spaces, repeated, non-ASCII) is replaced by a generated one', async () => {
    const seen = new Set<string>();
    for (const sent of ['a'.repeat(129), 'has space', 'a,b', '"quoted"', 'é', '']) {
      const a = await get(s.base, CHEAP, { ...s.auth, 'x-request-id': sent });
      const id = a.headers['x-request-id']!;
      expect(id).not.toBe(sent);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(6);
    // Repeated headers arrive joined ("a, b"): never echoed.
    const twice = await rawExchange(s.port, [`GET ${CHEAP} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${s.key}\r\nX-Request-Id: one\r\nX-Request-Id: two\r\nConnection: close\r\n\r\n`]);
    expect(twice.headers['x-request-id']).not.toMatch(/one|two/);
    // 128 characters is the longest echoed.
    const longest = 'b'.repeat(128);
    expect((await get(s.base, CHEAP, { ...s.auth, 'x-request-id': longest })).headers['x-request-id']).toBe(longest);
  });

  it('issue 16 #9: every answer carries X-Request-Id and nosniff (health, OpenAPI, 304)', async () => {
    for (const path of ['/health', '/api/v1/openapi.json', '/api/v1/docs']) {
      const a = await get(s.base, path);
      expect(a.status).toBe(200);
      expect(a.headers['x-request-id']).toMatch(REQUEST_ID_PATTERN);
      expect(a.headers['x-content-type-options']).toBe('nosniff');
    }
    const first = await get(s.base, CHEAP, s.auth);
    const again = await fetch(s.base + CHEAP, { headers: { ...s.auth, 'if-none-match': first.headers.etag!, 'x-request-id': 'r-304' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-request-id')).toBe('r-304');
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('issue 16 #9: the OpenAPI document lists X-Request-Id and nosniff on every answer, and instance in Problem', async () => {
    const published = JSON.parse((await get(s.base, '/api/v1/openapi.json')).body) as {
      info: { description: string };
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
      components: { schemas: { Problem: { properties: Record<string, unknown>; required: string[] } }; headers: Record<string, unknown> };
    };
    const doc = inlineDocument(published);
    // The headers of every answer are components, named once in the description (issue 22 #21: the document's size);
    // every error and 304 answer lists them.
    expect(Object.keys(doc.components.headers)).toEqual(expect.arrayContaining(['XRequestId', 'XContentTypeOptions']));
    expect(doc.info.description).toMatch(/Every answer carries `X-Request-Id` and `X-Content-Type-Options`/);
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        for (const [status, r] of Object.entries(op.responses)) {
          if (status !== '200') expect(Object.keys(r.headers ?? {})).toEqual(expect.arrayContaining(['X-Request-Id', 'X-Content-Type-Options']));
        }
      }
    }
    expect(doc.components.schemas.Problem.properties.instance).toBeDefined();
    expect(doc.components.schemas.Problem.required).not.toContain('instance');
  });

  it('issue 16 #9: the docs page sends a CSP allowing only its own inline script and style, X-Frame-Options DENY and nosniff', async () => {
    const a = await get(s.base, '/api/v1/docs');
    expect(a.headers['x-frame-options']).toBe('DENY');
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    const csp = a.headers['content-security-policy']!;
    const directives: Record<string, string[]> = {};
    for (const d of csp.split(';')) {
      const [name = '', ...values] = d.trim().split(/\s+/);
      directives[name] = values;
    }
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    const hash = (tag: string) => {
      const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(a.body)!;
      return `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`;
    };
    expect(directives['script-src']).toEqual([hash('script')]);
    expect(directives['style-src']).toEqual([hash('style')]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('issue 16 #9, issue 23 #9: log lines of a request carry the server\'s id and the client\'s apart, and never the key', async () => {
    const before = s.logs.length;
    await get(s.base, CHEAP, { ...s.auth, 'x-request-id': 'log-probe-1' });
    await get(s.base, '/api/v1/horoscope/compatibility?sign1=Nope&sign2=Leo', { ...s.auth, 'x-request-id': 'log-probe-2' });
    await get(s.base, CHEAP, { authorization: `Bearer ${s.key}x`, 'x-request-id': 'log-probe-3' });
    const lines = s.logs.slice(before);
    for (const id of ['log-probe-1', 'log-probe-2', 'log-probe-3']) {
      // One structured line per request (docs/operations.md); the client's id is a field of its own.
      const mine = lines.filter((l) => l.clientRequestId === id);
      expect(mine.map((l) => l.msg)).toEqual(['request']);
      expect(mine[0]!.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(lines.every((l) => typeof l.reqId === 'string')).toBe(true);
    for (const text of s.logText) expect(text).not.toContain(s.key);
  });
});
