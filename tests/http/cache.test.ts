import { describe, expect, it } from 'vitest';
import { cacheKey, canonicalJson } from '../../src/http/cache/cache-key.js';
import { singleFlight } from '../../src/http/cache/single-flight.js';
import { CACHE_TTL_TABLE, DEFAULT_CACHE_TTL_MS, cacheTtlMs } from '../../src/http/cache-ttl.js';
import { createApiKey } from '../../src/http/api-key.js';
import { counters, FIXED_NOW, testServer } from './helpers.js';

const MINUTE = 60_000;

describe('cache keys', () => {
  it('do not depend on parameter order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 2 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"x":2,"y":1}]},"b":1}',
    );
    expect(cacheKey('GET /x', { a: 1, b: 2 })).toBe(cacheKey('GET /x', { b: 2, a: 1 }));
    expect(cacheKey('GET /x', { a: 1 })).not.toBe(cacheKey('GET /y', { a: 1 }));
    expect(cacheKey('GET /x', { a: 1 })).not.toBe(cacheKey('GET /x', { a: '1' }));
  });
});

describe('cache TTLs (spec "Limits" table)', () => {
  it('gives 5 min, 15 min and 1 h', () => {
    for (const url of ['/positions/today', '/moon/today', '/aspects/today', '/almanac'])
      expect(cacheTtlMs(url)).toBe(5 * MINUTE);
    for (const url of ['/horoscope/daily', '/horoscope/all']) expect(cacheTtlMs(url)).toBe(15 * MINUTE);
    for (const url of ['/horoscope/weekly', '/horoscope/yearly', '/positions', '/natal-chart'])
      expect(cacheTtlMs(url)).toBe(60 * MINUTE);
    expect(DEFAULT_CACHE_TTL_MS).toBe(60 * MINUTE);
    expect(Object.keys(CACHE_TTL_TABLE)).toHaveLength(6);
  });
});

describe('single flight', () => {
  it('runs concurrent work once', async () => {
    const flight = singleFlight<number>();
    let runs = 0;
    const work = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 20));
    const results = await Promise.all(Array.from({ length: 5 }, () => flight.run('k', work)));
    expect(runs).toBe(1);
    expect(results.map((r) => r.value)).toEqual([1, 1, 1, 1, 1]);
    expect(results.filter((r) => r.leader)).toHaveLength(1);
    expect(flight.size).toBe(0);
    expect((await flight.run('k', work)).value).toBe(2);
  });
});

describe('response cache over HTTP', () => {
  it('answers MISS then HIT with byte-identical bodies, whatever the parameter order or defaults', async () => {
    const ctx = await testServer();
    const before = counters.echo;
    const miss = await ctx.app.inject({ url: '/api/v1/test/echo?sign=Virgo&n=7', headers: ctx.auth });
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await ctx.app.inject({ url: '/api/v1/test/echo?n=7&sign=Virgo', headers: ctx.auth });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    // Defaults applied before keying: n=5 and date=today are the same request as omitting them.
    const a = await ctx.app.inject({ url: '/api/v1/test/echo?sign=Virgo', headers: ctx.auth });
    const b = await ctx.app.inject({
      url: '/api/v1/test/echo?date=2024-03-20&n=5&sign=Virgo',
      headers: ctx.auth,
    });
    expect([a.headers['x-cache'], b.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(b.body).toBe(a.body);
    expect(counters.echo - before).toBe(2);
    await ctx.app.close();
  });

  it('shares entries between API keys (the credential is not part of the key)', async () => {
    const first = createApiKey();
    const other = createApiKey();
    const both = await testServer({ apiKeys: [first.key, other.key] });
    const r1 = await both.app.inject({
      url: '/api/v1/test/echo?sign=Libra',
      headers: { authorization: `Bearer ${first.key}` },
    });
    const r2 = await both.app.inject({
      url: '/api/v1/test/echo?sign=Libra',
      headers: { authorization: `Bearer ${other.key}` },
    });
    expect([r1.headers['x-cache'], r2.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(r2.body).toBe(r1.body);
    await both.app.close();
  });

  it('keeps a birth private to the key that posted it (issue 16 #5): POST answers are cached per key', async () => {
    const first = createApiKey();
    const other = createApiKey();
    const both = await testServer({ apiKeys: [first.key, other.key] });
    const post = (key: string) =>
      both.app.inject({
        method: 'POST',
        url: '/api/v1/test/body',
        headers: { authorization: `Bearer ${key}` },
        payload: { value: 12.5 },
      });
    const [a1, a2, b1] = [await post(first.key), await post(first.key), await post(other.key)];
    expect([a1.statusCode, a2.statusCode, b1.statusCode]).toEqual([200, 200, 200]);
    // The same key hits its own entry; the other key computes its own (and learns nothing from X-Cache).
    expect([a1.headers['x-cache'], a2.headers['x-cache'], b1.headers['x-cache']]).toEqual([
      'MISS',
      'HIT',
      'MISS',
    ]);
    expect(b1.body).toBe(a1.body);
    const birth = { birthDate: '1990-07-15', latitude: 40.7, longitude: -74 };
    expect(cacheKey('POST /natal-chart', birth, 'k1')).not.toBe(cacheKey('POST /natal-chart', birth, 'k2'));
    expect(cacheKey('POST /natal-chart', birth, 'k1')).not.toBe(cacheKey('POST /natal-chart', birth));
    await both.app.close();
  });

  it('computes concurrent misses once', async () => {
    const ctx = await testServer();
    const before = counters.echo;
    const rs = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.app.inject({ url: '/api/v1/test/echo?sign=Aries&n=3', headers: ctx.auth }),
      ),
    );
    expect(rs.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(rs.map((r) => r.body)).size).toBe(1);
    expect(counters.echo - before).toBe(1);
    await ctx.app.close();
  });

  it('expires entries after the route TTL', async () => {
    let now = FIXED_NOW;
    const ctx = await testServer({ clock: () => now, rateLimit: { limit: 1000 } });
    const ask = () =>
      ctx.app.inject({ url: '/api/v1/test/echo?sign=Leo&date=2000-01-01', headers: ctx.auth });
    expect((await ask()).headers['x-cache']).toBe('MISS');
    now += 60 * MINUTE - 1000;
    expect((await ask()).headers['x-cache']).toBe('HIT');
    now += 2000;
    expect((await ask()).headers['x-cache']).toBe('MISS');
    await ctx.app.close();
  });

  it('does not cache errors', async () => {
    const ctx = await testServer();
    const r1 = await ctx.app.inject({ url: '/api/v1/test/year?year=3000', headers: ctx.auth });
    const r2 = await ctx.app.inject({ url: '/api/v1/test/year?year=3000', headers: ctx.auth });
    expect([r1.statusCode, r2.statusCode]).toEqual([400, 400]);
    expect(r1.headers['x-cache']).toBeUndefined();
    expect(r2.headers['x-cache']).toBeUndefined();
    await ctx.app.close();
  });
});
