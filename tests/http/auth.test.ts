import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { WWW_AUTHENTICATE_INVALID, WWW_AUTHENTICATE_MISSING, bearerToken } from '../../src/http/auth.js';
import { testServer } from './helpers.js';

const URL_OK = '/api/v1/test/echo?sign=Leo';

describe('bearerToken', () => {
  it('extracts the Bearer credential', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer   abc  ')).toBe('abc');
    expect(bearerToken('Bearer')).toBe('');
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearerabc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('authentication', () => {
  let ctx: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    ctx = await testServer();
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  it('admits a configured key', async () => {
    const r = await ctx.app.inject({ url: URL_OK, headers: ctx.auth });
    expect(r.statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['Basic scheme', 'Basic dXNlcjpwYXNz'],
    ['a bare key', ''],
  ])('answers 401 with WWW-Authenticate: Bearer realm for %s', async (_label, value) => {
    const headers = value === undefined ? {} : { authorization: value === '' ? ctx.key : value };
    const r = await ctx.app.inject({ url: URL_OK, headers });
    expect(r.statusCode).toBe(401);
    expect(r.headers['www-authenticate']).toBe(WWW_AUTHENTICATE_MISSING);
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = r.json();
    expect(body).toMatchObject({ status: 401, code: 'CREDENTIALS_REQUIRED', type: 'urn:urania:problem:credentials-required' });
    expect(r.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('answers every invalid key with one identical body and error="invalid_token"', async () => {
    const unknown = createApiKey().key;
    const badChecksum = `${ctx.key.slice(0, -1)}${ctx.key.endsWith('0') ? '1' : '0'}`;
    const causes = [unknown, badChecksum, 'ura_short', 'not-a-key', '', ctx.hash, `${ctx.key}extra`];
    const bodies = new Set<string>();
    for (const token of causes) {
      // One request id for all (a problem's `instance` names its request), so the bodies can be compared byte for byte.
      const r = await ctx.app.inject({ url: URL_OK, headers: { authorization: `Bearer ${token}`, 'x-request-id': 'invalid-key-probe' } });
      expect(r.statusCode).toBe(401);
      expect(r.headers['www-authenticate']).toBe(WWW_AUTHENTICATE_INVALID);
      expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
      bodies.add(r.body);
    }
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0]!)).toMatchObject({ status: 401, code: 'INVALID_API_KEY' });
  });

  it('checks the key before validating parameters', async () => {
    const r = await ctx.app.inject({ url: '/api/v1/test/echo?bogus=1' });
    expect(r.statusCode).toBe(401);
  });

  it.each(['/api/v1/openapi.json', '/api/v1/records.schema.json', '/api/v1/docs', '/health'])('serves %s without a key', async (url) => {
    const r = await ctx.app.inject({ url });
    expect(r.statusCode).toBe(200);
  });

  it('refuses API routes when no key is configured', async () => {
    const empty = await testServer({ apiKeys: [] });
    const r = await empty.app.inject({ url: URL_OK, headers: empty.auth });
    expect(r.statusCode).toBe(401);
    await empty.app.close();
  });
});

describe('logging', () => {
  it('never writes a key to the log, even with a serializer that logs headers', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const ctx = await testServer({
      logger: {
        level: 'trace',
        stream,
        serializers: { req: (req: { headers: unknown; url: string }) => ({ url: req.url, headers: req.headers }) },
      },
    });
    await ctx.app.inject({ url: URL_OK, headers: ctx.auth });
    await ctx.app.inject({ url: URL_OK, headers: { authorization: `Bearer ${createApiKey().key}x` } });
    // The server's own lines no longer log the request object (one line per request, issue 23): a host's line
    // that does still has its Authorization header censored, and any key-shaped text scrubbed.
    ctx.app.log.info({ req: { url: `${URL_OK}&k=${ctx.key}`, headers: { authorization: `Bearer ${ctx.key}` } } }, `custom ${ctx.key}`);
    await ctx.app.close();
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(ctx.key);
    expect(log).not.toMatch(/ura_[0-9A-Za-z]{30,}/);
  });
});
