/**
 * Operations (issue 23, "Operations"; #8, #9, #10): `GET /metrics` in the Prometheus text format behind its own
 * token, one structured log line per request (server request id, client request id apart, key id never the key,
 * route, status, duration, cost), API keys scrubbed from every logged URL, and CORS for an allow-list of origins.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { serverOptionsFromEnv } from '../../src/http/config.js';
import { createServer, type UraniaServerOptions } from '../../src/http/create-server.js';
import { scrubKeys } from '../../src/http/log-scrub.js';
import { keyIdOf } from '../../src/http/request-facts.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const CHEAP = '/api/v1/moon/phase?date=2024-03-20';

/** A server whose log lines are captured (JSON objects and raw text). */
async function loggedServer(options: Partial<UraniaServerOptions> = {}) {
  const logs: Record<string, unknown>[] = [];
  const text: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter((l) => l.length > 0)) {
        text.push(line);
        logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const { key, hash } = createApiKey();
  const app = await createServer({ apiKeys: [key], executor: 'inline', logger: { level: 'info', stream }, ...options });
  return { app, key, hash, logs, text, auth: { authorization: `Bearer ${key}` } };
}

describe('GET /metrics (issue 23, Operations)', () => {
  let s: Awaited<ReturnType<typeof loggedServer>>;
  beforeAll(async () => {
    s = await loggedServer({ metricsToken: METRICS_TOKEN, rateLimit: { limit: 3, windowMs: 60_000 }, unauthenticatedLimit: { limit: 1, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await s.app.close();
  });

  it('is a 404 when no token is configured (the default)', async () => {
    const app = await createServer({ executor: 'inline' });
    try {
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('asks for its own token: 401 without it, with a wrong one, or with an API key', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, s.auth]) {
      const r = await s.app.inject({ url: '/metrics', headers });
      expect(r.statusCode).toBe(401);
      expect(r.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('counts requests by route and status, latencies, cache hits and misses, refusals, the pool and the event loop', async () => {
    expect((await s.app.inject({ url: CHEAP, headers: s.auth })).statusCode).toBe(200); // MISS
    expect((await s.app.inject({ url: CHEAP, headers: s.auth })).statusCode).toBe(200); // HIT
    expect((await s.app.inject({ url: CHEAP, headers: s.auth })).statusCode).toBe(200); // HIT
    expect((await s.app.inject({ url: CHEAP, headers: s.auth })).statusCode).toBe(429); // the 4th of a limit of 3
    expect((await s.app.inject({ url: CHEAP })).statusCode).toBe(401);
    expect((await s.app.inject({ url: CHEAP })).statusCode).toBe(429); // the address is over its limit of 1
    const r = await s.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = r.body;
    const value = (series: string): number => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? Number.NaN : Number(line.slice(series.length + 1));
    };
    const route = 'GET /api/v1/moon/phase';
    expect(value(`urania_http_requests_total{route="${route}",status="200"}`)).toBe(3);
    expect(value(`urania_http_requests_total{route="${route}",status="429"}`)).toBe(2);
    expect(value(`urania_http_requests_total{route="${route}",status="401"}`)).toBe(1);
    expect(value(`urania_http_request_duration_seconds_count{route="${route}"}`)).toBe(6);
    expect(value(`urania_http_request_duration_seconds_bucket{le="+Inf",route="${route}"}`)).toBe(6);
    expect(value(`urania_cache_lookups_total{route="GET /moon/phase",result="miss"}`)).toBe(1);
    expect(value(`urania_cache_lookups_total{route="GET /moon/phase",result="hit"}`)).toBe(2);
    expect(value(`urania_refusals_total{reason="rate_limit",route="${route}"}`)).toBe(1);
    expect(value(`urania_refusals_total{reason="unauthenticated_limit",route="${route}"}`)).toBe(1);
    expect(value('urania_pool_busy_workers')).toBe(0);
    expect(value('urania_pool_queue_depth')).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toContain('# TYPE urania_redis_errors_total counter');
    // Never a key, never a key id, in the metrics.
    expect(text).not.toContain(s.key);
    expect(text).not.toContain(keyIdOf(s.hash));
  });
});

describe('one structured log line per request (issue 23, Operations; #8, #9)', () => {
  let s: Awaited<ReturnType<typeof loggedServer>>;
  beforeAll(async () => {
    s = await loggedServer();
  });
  afterAll(async () => {
    await s.app.close();
  });

  it('logs the server request id, the client request id apart, the key id, route, status, duration and cost', async () => {
    const before = s.logs.length;
    const r = await s.app.inject({ url: CHEAP, headers: { ...s.auth, 'x-request-id': 'client-chosen-1' } });
    expect(r.statusCode).toBe(200);
    // The answer echoes the client's id; the log's request id is the server's own.
    expect(r.headers['x-request-id']).toBe('client-chosen-1');
    const lines = s.logs.slice(before).filter((l) => l.msg === 'request');
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.reqId).toMatch(UUID_V4);
    expect(line.clientRequestId).toBe('client-chosen-1');
    expect(line).toMatchObject({ level: 30, route: 'GET /api/v1/moon/phase', method: 'GET', status: 200, cache: 'MISS', keyId: keyIdOf(s.hash) });
    expect(line.keyId).toMatch(/^[0-9a-f]{12}$/);
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.durationMs as number).toBeGreaterThanOrEqual(0);
    expect(line.cost).toEqual(expect.any(Number));
    expect(s.logs.slice(before).map((l) => l.msg)).not.toContain('incoming request');
    for (const t of s.text) expect(t).not.toContain(s.key);
  });

  it('a client id that is not a sane token is not logged, and the answer carries the server id', async () => {
    const before = s.logs.length;
    const r = await s.app.inject({ url: CHEAP, headers: { ...s.auth, 'x-request-id': 'not sane, "quoted"' } });
    const line = s.logs.slice(before).find((l) => l.msg === 'request')!;
    expect(line.clientRequestId).toBeUndefined();
    expect(r.headers['x-request-id']).toBe(line.reqId);
  });

  it('issue 23 #8: scrubs an API key sent in the query string (or anywhere in the URL) from every log line', async () => {
    const before = s.logs.length;
    const r = await s.app.inject({ url: `/api/v1/moon/phase?date=2024-03-20&api_key=${s.key}` });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    const shaped = `ura_${'A'.repeat(10)}`;
    await s.app.inject({ url: `/api/v1/nowhere/${shaped}?k=${s.key}` });
    const lines = s.text.slice(before);
    expect(lines.length).toBeGreaterThan(0);
    for (const t of lines) {
      expect(t).not.toContain(s.key);
      expect(t).not.toContain(shaped);
    }
    const urls = s.logs.slice(before).filter((l) => l.msg === 'request').map((l) => l.url as string);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toContain('ura_[redacted]');
  });

  it('scrubKeys replaces every key-shaped run and leaves other text alone', () => {
    expect(scrubKeys('a=ura_abc123&b=ura_Z9')).toBe('a=ura_[redacted]&b=ura_[redacted]');
    expect(scrubKeys('/api/v1/moon/phase?date=2024-03-20')).toBe('/api/v1/moon/phase?date=2024-03-20');
  });
});

describe('CORS (issue 23 #10)', () => {
  const allowed = 'https://app.example.com';
  let s: Awaited<ReturnType<typeof loggedServer>>;
  beforeAll(async () => {
    s = await loggedServer({ corsOrigins: [allowed] });
  });
  afterAll(async () => {
    await s.app.close();
  });

  it('answers a preflight of an allowed origin with 204, the methods and the headers (Authorization included), no key needed', async () => {
    const r = await s.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/natal-chart',
      headers: { origin: allowed, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(r.statusCode).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe(allowed);
    expect(String(r.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(expect.arrayContaining(['GET', 'POST']));
    expect(String(r.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['authorization', 'content-type']));
    expect(Number(r.headers['access-control-max-age'])).toBeGreaterThan(0);
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets an allowed origin read the answer and its headers; another origin gets no CORS header', async () => {
    const ok = await s.app.inject({ url: CHEAP, headers: { ...s.auth, origin: allowed } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(allowed);
    expect(String(ok.headers['access-control-expose-headers'])).toContain('X-RateLimit-Remaining');
    expect(String(ok.headers.vary)).toContain('Origin');
    const other = await s.app.inject({ url: CHEAP, headers: { ...s.auth, origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await s.app.inject({ method: 'OPTIONS', url: CHEAP, headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows no origin by default', async () => {
    const app = await createServer({ executor: 'inline' });
    try {
      const r = await app.inject({ method: 'OPTIONS', url: CHEAP, headers: { origin: allowed, 'access-control-request-method': 'GET' } });
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
      const get = await app.inject({ url: '/health', headers: { origin: allowed } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('reads URANIA_CORS_ORIGINS and URANIA_METRICS_TOKEN, refusing a malformed origin or a short token in sentences', () => {
    const env = serverOptionsFromEnv({ URANIA_CORS_ORIGINS: `${allowed}, http://localhost:5173`, URANIA_METRICS_TOKEN: METRICS_TOKEN });
    expect(env.options.corsOrigins).toEqual([allowed, 'http://localhost:5173']);
    expect(env.options.metricsToken).toBe(METRICS_TOKEN);
    expect(serverOptionsFromEnv({}).options.corsOrigins).toEqual([]);
    expect(serverOptionsFromEnv({}).options.metricsToken).toBeUndefined();
    expect(() => serverOptionsFromEnv({ URANIA_CORS_ORIGINS: 'app.example.com/path' })).toThrow(/URANIA_CORS_ORIGINS must list origins such as https:\/\/app\.example\.com/);
    expect(() => serverOptionsFromEnv({ URANIA_METRICS_TOKEN: 'short' })).toThrow(/URANIA_METRICS_TOKEN must be at least 16 characters/);
  });
});
