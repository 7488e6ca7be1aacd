/**
 * The two edge-of-span requests of issue 16 #4, by name (the OpenAPI property test also draws the span's first
 * and last days, instants and years for every date parameter of every route).
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { inlineServer, type InlineServer } from './inline-server.js';

const { firstYear, lastYear, firstDate, lastDate } = SUPPORTED_SPAN;

describe('edge-of-span requests (issue 16 #4)', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('GET /ingresses over the last year of the span for the mean node answers (it named an internal `jd`)', async () => {
    const r = await server.get(`/ingresses?start=${lastYear}-01-01&end=${lastDate}&bodies=NorthNodeMean`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The mean node retrogrades about 19.4° a year: in a year it crosses one sign boundary at most, backwards.
    const events = r.body as { body: string; toSign: string; fromSign: string }[];
    expect(events.length).toBeLessThanOrEqual(1);
    for (const e of events) expect(e.body).toBe('NorthNodeMean');
  });

  it('GET /ingresses with the mean Lilith at the span end answers', async () => {
    const r = await server.get(`/ingresses?start=${lastYear}-06-01&end=${lastDate}&bodies=LilithMean`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it('POST /returns/solar for a birth on the first day of the span, in that year, is a 200 (it was a 500)', async () => {
    const birth = {
      birthDate: firstDate,
      birthTime: '12:00',
      latitude: 51.5,
      longitude: -0.13,
      timezone: 'UTC',
    };
    const r = await server.post('/returns/solar', { birth, year: firstYear });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The return nearest the birthday in the first year is the birth itself: the Sun back at its natal longitude.
    expect(JSON.stringify(r.body)).toContain(`${firstDate}T1`);
    expect(JSON.stringify(r.body)).toMatch(new RegExp(`${firstDate}T1[12]:`));
  });

  it("GET /moon/void-of-course on the span's first day names `date`, the parameter sent", async () => {
    const r = await server.get(`/moon/void-of-course?date=${firstDate}`);
    if (r.status === 400) expect((r.body as { errors: { field: string }[] }).errors[0]!.field).toBe('date');
    else expect(r.status).toBe(200);
  });
});

describe('the worker threads load the ephemeris eras themselves (src/http/worker.ts)', () => {
  it('a pooled server answers a date of antiquity and one of the last era, as the inline executor does', async () => {
    const { key } = createApiKey();
    const headers = { authorization: `Bearer ${key}` };
    const sourceWorker = fileURLToPath(new URL('./fixtures/source-worker.mjs', import.meta.url));
    const inline = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
    const pooled = await createServer({ apiKeys: [key], executor: { kind: 'workers', filename: sourceWorker, maxThreads: 1 }, rateLimit: { limit: 100_000 } });
    try {
      for (const url of ['/api/v1/seasons?year=-0043', `/api/v1/positions?date=${lastYear}-06-01T00:00:00Z&bodies=Sun,Moon,Saturn`]) {
        const a = await inline.inject({ method: 'GET', url, headers });
        const b = await pooled.inject({ method: 'GET', url, headers });
        expect(b.statusCode, `${url}: ${b.body}`).toBe(200);
        expect(b.json(), url).toEqual(a.json());
      }
    } finally {
      await Promise.all([inline.close(), pooled.close()]);
    }
  });
});
