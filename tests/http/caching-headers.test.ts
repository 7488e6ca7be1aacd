/**
 * Issue 11 "Install and headers": every successful answer carries `Cache-Control: private, max-age=<remaining
 * TTL>` and a strong `ETag` of its body; `If-None-Match` answers 304 (GET/HEAD); errors carry `no-store`.
 * Expected tags are computed here with node:crypto from the bytes received, not by the code under test.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIXED_NOW, testServer } from './helpers.js';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
/** TTL of the echo test route (helpers.ts): 1 h, i.e. 3600 s. */
const ECHO_TTL_S = 3600;
const ECHO = '/api/v1/test/echo?sign=Leo&date=2000-01-01';

/** The strong tag of RFC 9110 §8.8.3 as this API defines it: the quoted base64url SHA-256 of the body bytes. */
function expectedTag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

describe('issue 11: Cache-Control and ETag of successful answers', () => {
  it('MISS: private, max-age = the route TTL in seconds; a strong ETag of the body bytes', async () => {
    const ctx = await testServer();
    const r = await ctx.app.inject({ url: ECHO, headers: ctx.auth });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-cache']).toBe('MISS');
    expect(r.headers['cache-control']).toBe(`private, max-age=${ECHO_TTL_S}`);
    expect(r.headers.etag).toBe(expectedTag(r.rawPayload));
    expect(r.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/); // strong: no W/ prefix
    await ctx.app.close();
  });

  it('HIT: max-age = the seconds the cache entry has left (rounded down); the same ETag as the MISS', async () => {
    let now = FIXED_NOW;
    const ctx = await testServer({ clock: () => now });
    const miss = await ctx.app.inject({ url: ECHO, headers: ctx.auth });
    now += 10 * MINUTE_MS + 400; // 3600 s − 600.4 s = 2999.6 s left → 2999
    const hit = await ctx.app.inject({ url: ECHO, headers: ctx.auth });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(hit.headers['cache-control']).toBe('private, max-age=2999');
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(hit.headers.etag).toBe(expectedTag(hit.rawPayload));
    now += 2999 * SECOND_MS; // 0.6 s left → 0
    const last = await ctx.app.inject({ url: ECHO, headers: ctx.auth });
    expect(last.headers['x-cache']).toBe('HIT');
    expect(last.headers['cache-control']).toBe('private, max-age=0');
    await ctx.app.close();
  });

  it('different bodies have different tags', async () => {
    const ctx = await testServer();
    const a = await ctx.app.inject({ url: '/api/v1/test/echo?sign=Leo&n=1', headers: ctx.auth });
    const b = await ctx.app.inject({ url: '/api/v1/test/echo?sign=Leo&n=2', headers: ctx.auth });
    expect(a.headers.etag).not.toBe(b.headers.etag);
    await ctx.app.close();
  });

  it('POST answers carry them too', async () => {
    const ctx = await testServer();
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/test/body',
      headers: { ...ctx.auth, 'content-type': 'application/json' },
      payload: '{"value":12.5}',
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('private, max-age=1'); // the body route's TTL is 1000 ms
    expect(r.headers.etag).toBe(expectedTag(r.rawPayload));
    await ctx.app.close();
  });
});

describe('issue 11: If-None-Match answers 304', () => {
  it('a matching tag (MISS or HIT) gets 304 with no body and the same ETag and Cache-Control', async () => {
    const ctx = await testServer();
    const first = await ctx.app.inject({ url: ECHO, headers: ctx.auth });
    const tag = first.headers.etag as string;
    const r = await ctx.app.inject({ url: ECHO, headers: { ...ctx.auth, 'if-none-match': tag } });
    expect(r.statusCode).toBe(304);
    expect(r.rawPayload.length).toBe(0);
    expect(r.headers.etag).toBe(tag);
    expect(r.headers['cache-control']).toBe(`private, max-age=${ECHO_TTL_S}`);
    expect(r.headers['content-type']).toBeUndefined();
    expect(r.headers['x-ratelimit-remaining']).toBeDefined();
    await ctx.app.close();
  });

  it('a revalidation computed afresh (MISS) of an unchanged body still gets 304', async () => {
    let now = FIXED_NOW;
    const ctx = await testServer({ clock: () => now });
    const url = '/api/v1/test/year?year=2000'; // deterministic body {"year":2000}, TTL 1 s
    const first = await ctx.app.inject({ url, headers: ctx.auth });
    now += 2 * SECOND_MS; // the entry has expired
    const r = await ctx.app.inject({
      url,
      headers: { ...ctx.auth, 'if-none-match': first.headers.etag as string },
    });
    expect([r.statusCode, r.headers['x-cache'], r.headers.etag]).toEqual([304, 'MISS', first.headers.etag]);
    expect(r.headers['cache-control']).toBe('private, max-age=1');
    // A changed body (the echo route numbers its computations) is answered in full with its new tag.
    const echo = await ctx.app.inject({ url: ECHO, headers: ctx.auth });
    now += 2 * ECHO_TTL_S * SECOND_MS;
    const changed = await ctx.app.inject({
      url: ECHO,
      headers: { ...ctx.auth, 'if-none-match': echo.headers.etag as string },
    });
    expect([changed.statusCode, changed.headers['x-cache']]).toEqual([200, 'MISS']);
    expect(changed.headers.etag).toBe(expectedTag(changed.rawPayload));
    expect(changed.headers.etag).not.toBe(echo.headers.etag);
    await ctx.app.close();
  });

  it('matches a list, a weak form of the tag (weak comparison, RFC 9110 §13.1.2) and *', async () => {
    const ctx = await testServer();
    const tag = (await ctx.app.inject({ url: ECHO, headers: ctx.auth })).headers.etag as string;
    for (const field of [`"other", ${tag}`, `W/${tag}`, '*', ` ${tag} `]) {
      const r = await ctx.app.inject({ url: ECHO, headers: { ...ctx.auth, 'if-none-match': field } });
      expect(r.statusCode, field).toBe(304);
    }
    const oneCharOff = `${tag.slice(0, -2)}${tag.at(-2) === 'A' ? 'B' : 'A'}"`;
    for (const field of ['"other"', tag.slice(1, -1), oneCharOff, '']) {
      const r = await ctx.app.inject({ url: ECHO, headers: { ...ctx.auth, 'if-none-match': field } });
      expect(r.statusCode, field).toBe(200);
      expect(r.headers.etag).toBe(tag);
      expect(r.headers.etag).toBe(expectedTag(r.rawPayload));
    }
    await ctx.app.close();
  });

  it('HEAD revalidates as GET does', async () => {
    const ctx = await testServer();
    const tag = (await ctx.app.inject({ url: ECHO, headers: ctx.auth })).headers.etag as string;
    const head = await ctx.app.inject({ method: 'HEAD', url: ECHO, headers: ctx.auth });
    expect([head.statusCode, head.headers.etag]).toEqual([200, tag]);
    const r = await ctx.app.inject({
      method: 'HEAD',
      url: ECHO,
      headers: { ...ctx.auth, 'if-none-match': tag },
    });
    expect([r.statusCode, r.headers.etag]).toEqual([304, tag]);
    await ctx.app.close();
  });

  it('POST routes ignore If-None-Match: the full answer, 200 (RFC 9110 allows 304 only for GET and HEAD)', async () => {
    const ctx = await testServer();
    const ask = (extra: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/test/body',
        headers: { ...ctx.auth, 'content-type': 'application/json', ...extra },
        payload: '{"value":1}',
      });
    const first = await ask({});
    const again = await ask({ 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    await ctx.app.close();
  });

  it('a 304 counts against the rate limit like any authenticated request', async () => {
    const ctx = await testServer({ rateLimit: { limit: 2 } });
    const first = await ctx.app.inject({ url: ECHO, headers: ctx.auth });
    const tag = first.headers.etag as string;
    const second = await ctx.app.inject({ url: ECHO, headers: { ...ctx.auth, 'if-none-match': tag } });
    const third = await ctx.app.inject({ url: ECHO, headers: { ...ctx.auth, 'if-none-match': tag } });
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 304, 429]);
    expect([first.headers['x-ratelimit-remaining'], second.headers['x-ratelimit-remaining']]).toEqual([
      '1',
      '0',
    ]);
    // The 429 is an error: no tag, never stored.
    expect(third.headers.etag).toBeUndefined();
    expect(third.headers['cache-control']).toBe('no-store');
    await ctx.app.close();
  });
});

describe('issue 11: errors carry Cache-Control: no-store and no ETag', () => {
  it('401, 400 (validation and library), 404, 415', async () => {
    const ctx = await testServer();
    const answers = [
      await ctx.app.inject({ url: ECHO }), // 401 credentials required
      await ctx.app.inject({ url: ECHO, headers: { authorization: 'Bearer ura_nope' } }), // 401 invalid key
      await ctx.app.inject({ url: '/api/v1/test/echo?sign=Dragon', headers: ctx.auth }), // 400 validation
      await ctx.app.inject({ url: '/api/v1/test/year?year=3000', headers: ctx.auth }), // 400 from the computation
      await ctx.app.inject({ url: '/api/v1/nowhere', headers: ctx.auth }), // 404
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/test/body',
        headers: { ...ctx.auth, 'content-type': 'text/plain' },
        payload: 'x',
      }), // 415
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 400, 400, 404, 415]);
    for (const r of answers) {
      expect(r.headers['cache-control'], `${r.statusCode} ${r.body}`).toBe('no-store');
      expect(r.headers.etag).toBeUndefined();
      expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    await ctx.app.close();
  });
});
