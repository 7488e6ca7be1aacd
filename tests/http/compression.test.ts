/**
 * Issue 23 #5: every JSON answer over 1 KB is compressed when the client accepts it; a cache HIT and the MISS
 * that filled it send the same bytes, and the ETag stays sane (the identity tag, made weak when coded).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { COMPRESSION_THRESHOLD_BYTES, preferredEncoding, weakTag } from '../../src/http/compression.js';
import { createServer } from '../../src/http/create-server.js';

describe('compressed answers (issue 23 #5)', () => {
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('compresses a JSON answer over 1 KB with br or gzip as accepted; MISS and HIT send the same bytes; weak ETag', async () => {
    const url = '/api/v1/positions?date=2024-03-20';
    const miss = await app.inject({ url, headers: { ...auth, 'accept-encoding': 'br' } });
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(miss.headers['content-encoding']).toBe('br');
    const hit = await app.inject({ url, headers: { ...auth, 'accept-encoding': 'br' } });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    const identity = await app.inject({ url, headers: auth });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(identity.body)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(brotliDecompressSync(miss.rawPayload).toString('utf8')).toBe(identity.body);
    expect(miss.rawPayload.length).toBeLessThan(Buffer.byteLength(identity.body));
    // The identity answer keeps its strong tag; the coded one carries the same tag, weak.
    expect(identity.headers.etag).toMatch(/^"[^"]+"$/);
    expect(miss.headers.etag).toBe(`W/${identity.headers.etag as string}`);
    for (const r of [miss, hit, identity]) expect(String(r.headers.vary)).toContain('Accept-Encoding');
    const gz = await app.inject({ url, headers: { ...auth, 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(identity.body);
    // Either tag revalidates (weak comparison): 304 without a body.
    for (const tag of [identity.headers.etag as string, miss.headers.etag as string]) {
      const again = await app.inject({ url, headers: { ...auth, 'accept-encoding': 'br', 'if-none-match': tag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('leaves an answer of at most 1 KB and a client that accepts no coding alone', async () => {
    const small = await app.inject({ url: '/api/v1/moon/phase?date=2024-03-20', headers: { ...auth, 'accept-encoding': 'br, gzip' } });
    expect(Buffer.byteLength(small.body)).toBeLessThanOrEqual(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await app.inject({ url: '/api/v1/positions?date=2024-03-21', headers: { ...auth, 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(refused.body) as unknown).not.toThrow();
  });

  it('reads Accept-Encoding by RFC 9110 §12.5.3 (q-values, *, x-gzip)', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0')).toBeUndefined();
    expect(preferredEncoding('gzip;q=0.9, br;q=0.3')).toBe('gzip');
    expect(weakTag('"a"')).toBe('W/"a"');
    expect(weakTag('W/"a"')).toBe('W/"a"');
  });
});
