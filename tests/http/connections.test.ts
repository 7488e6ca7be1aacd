/**
 * Issue 16 #3: nobody can hold sockets without a key. Real servers on loopback, raw sockets that drip a byte at
 * a time; the timeouts are configured small (a few hundred ms) and every wait is bounded.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer, type UraniaServerOptions } from '../../src/http/create-server.js';
import { defineRoute } from '../../src/http/route-definition.js';
import { FIXED_NOW, TEST_ROUTES } from './helpers.js';
import { headerBlocks, rawClient, statuses, type RawClient } from './raw-client.js';

/** Answers after `ms` (an asynchronous computation on the inline executor). */
const WAIT_ROUTE = defineRoute<{ ms: number }>({
  method: 'GET',
  url: '/test/wait',
  tag: 'Horoscope',
  summary: 'Wait ms milliseconds, then answer (test route)',
  querystring: Type.Object({ ms: Type.Integer({ minimum: 0, maximum: 5_000 }) }, { additionalProperties: false }),
  response: Type.Object({ waited: Type.Integer() }),
  cacheTtlMs: 1000,
  compute: (p) => new Promise((resolve) => setTimeout(() => resolve({ waited: p.ms }), p.ms)),
});

const open: RawClient[] = [];
const apps: FastifyInstance[] = [];

afterEach(async () => {
  for (const c of open.splice(0)) c.destroy();
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function listening(overrides: Partial<UraniaServerOptions> = {}) {
  const { key } = createApiKey();
  const app = await createServer({ apiKeys: [key], executor: 'inline', routes: [...TEST_ROUTES, WAIT_ROUTE], clock: () => FIXED_NOW, shutdownGraceMs: 100, ...overrides });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const client = async () => {
    const c = await rawClient(port);
    open.push(c);
    return c;
  };
  return { app, key, port, client, base: `http://127.0.0.1:${port}` };
}

const BODY_HEAD = (extra = '') =>
  `POST /api/v1/test/body HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n${extra}\r\n{"value":`;

describe('issue 16 #3: connections without a key cannot be held', () => {
  it('issue 16 #3: an unauthenticated POST with its body still pending gets 401 with Connection: close, then the socket is closed', async () => {
    // Long body timeout: only the 401 may close this connection.
    const { client } = await listening({ bodyTimeoutMs: 60_000, headersTimeoutMs: 60_000 });
    const c = await client();
    c.write(BODY_HEAD());
    expect(await c.waitFor((t) => statuses(t).length === 1, 2_000)).toBe(true);
    expect(statuses(c.received())).toEqual([401]);
    expect(headerBlocks(c.received())[0]).toContain('connection: close');
    // Keep dripping the announced body: the server must not wait for it.
    const dripping = c.drip('1'.repeat(100), 20);
    expect(await c.waitClosed(1_500)).toBe(true);
    expect(await dripping).toBeLessThan(100);
  });

  it('issue 16 #3: headers dripped a byte at a time are cut at the headers timeout (408, connection closed)', async () => {
    const { client } = await listening({ headersTimeoutMs: 300, bodyTimeoutMs: 600 });
    const c = await client();
    c.write('GET /api/v1/test/echo?sign=Leo HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // 200 bytes at one per 20 ms would take 4 s: the server must cut it long before.
    const dripped = await c.drip(`X-Drip: ${'a'.repeat(192)}`, 20);
    expect(await c.waitClosed(2_000)).toBe(true);
    expect(dripped).toBeLessThan(150);
    expect(statuses(c.received())).toEqual([408]);
  });

  it('issue 16 #3: a connection that sends nothing is closed at the headers timeout', async () => {
    const { client } = await listening({ headersTimeoutMs: 300, bodyTimeoutMs: 600 });
    const c = await client();
    expect(await c.waitClosed(3_000)).toBe(true);
  });

  it('issue 16 #3: an authenticated body dripped a byte at a time is cut at the body timeout (408, connection closed)', async () => {
    const { client, key } = await listening({ headersTimeoutMs: 200, bodyTimeoutMs: 400 });
    const c = await client();
    c.write(BODY_HEAD(`Authorization: Bearer ${key}\r\n`));
    const dripped = await c.drip('1'.repeat(200), 20);
    expect(await c.waitClosed(2_000)).toBe(true);
    expect(dripped).toBeLessThan(150);
    expect(statuses(c.received())).toEqual([408]);
  });

  it('guard (issue 16 #3): the body timeout covers receiving the request only: a computation outlasting it is answered', async () => {
    const { client, key } = await listening({ headersTimeoutMs: 100, bodyTimeoutMs: 200 });
    const c = await client();
    c.write(`GET /api/v1/test/wait?ms=700 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n\r\n`);
    expect(await c.waitFor((t) => statuses(t).length === 1, 3_000)).toBe(true);
    expect(statuses(c.received())).toEqual([200]);
    expect(c.received()).toContain('{"waited":700}');
    expect(c.closed()).toBe(false);
  });

  it('issue 16 #3: connections beyond maxConnections are closed at once; those admitted are served', async () => {
    const { client } = await listening({ maxConnections: 3 });
    const admitted = [await client(), await client(), await client()];
    // Let the server account for the three before the next ones arrive.
    for (const c of admitted) {
      c.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect(await c.waitFor((t) => statuses(t).length === 1, 2_000)).toBe(true);
    }
    const refused = [await client(), await client()];
    for (const c of refused) expect(await c.waitClosed(2_000)).toBe(true);
    for (const c of admitted) {
      expect(c.closed()).toBe(false);
      c.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect(await c.waitFor((t) => statuses(t).length === 2, 2_000)).toBe(true);
      expect(statuses(c.received())).toEqual([200, 200]);
    }
    // A slot frees when an admitted connection closes.
    admitted[0]!.destroy();
    await admitted[0]!.waitClosed(1_000);
    let served = false;
    for (let i = 0; i < 20 && !served; i++) {
      const c = await client();
      c.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      served = await c.waitFor((t) => statuses(t).length === 1, 500);
    }
    expect(served).toBe(true);
  });

  it('issue 16 #3: unauthenticated traffic is limited per IP (429 problem+json, Retry-After); a valid key still passes', async () => {
    const { base, key } = await listening({ unauthenticatedLimit: { limit: 3, windowMs: 60_000 } });
    const url = `${base}/api/v1/test/echo?sign=Leo`;
    const refused = [];
    for (let i = 0; i < 3; i++) refused.push((await fetch(url, { headers: { authorization: 'Bearer ura_wrong' } })).status);
    expect(refused).toEqual([401, 401, 401]);
    const limited = await fetch(url);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const withKey = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
    expect(withKey.status).toBe(200);
    expect((await fetch(url, { headers: { authorization: `Bearer ${createApiKey().key}` } })).status).toBe(429);
  });
});
