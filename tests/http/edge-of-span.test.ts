/**
 * The two edge-of-span requests of issue 16 #4, by name (the OpenAPI property test also draws the span's first
 * and last days, instants and years for every date parameter of every route).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineServer, type InlineServer } from './inline-server.js';

describe('edge-of-span requests (issue 16 #4)', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('GET /ingresses over the last year of the span for the mean node answers (it named an internal `jd`)', async () => {
    const r = await server.get('/ingresses?start=2200-01-01&end=2200-12-31&bodies=NorthNodeMean');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The mean node retrogrades about 19.4° a year: in 2200 it crosses one sign boundary at most, backwards.
    const events = r.body as { body: string; toSign: string; fromSign: string }[];
    expect(events.length).toBeLessThanOrEqual(1);
    for (const e of events) expect(e.body).toBe('NorthNodeMean');
  });

  it('GET /ingresses with the mean Lilith at the span end answers', async () => {
    const r = await server.get('/ingresses?start=2200-06-01&end=2200-12-31&bodies=LilithMean');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it('POST /returns/solar for a birth on the first day of the span, in that year, is a 200 (it was a 500)', async () => {
    const birth = {
      birthDate: '1800-01-01',
      birthTime: '12:00',
      latitude: 51.5,
      longitude: -0.13,
      timezone: 'UTC',
    };
    const r = await server.post('/returns/solar', { birth, year: 1800 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The return nearest the birthday in 1800 is the birth itself: the Sun back at its natal longitude.
    expect(JSON.stringify(r.body)).toMatch(/1800-01-01T1[12]:/);
  });

  it("GET /moon/void-of-course on the span's first day names `date`, the parameter sent", async () => {
    const r = await server.get('/moon/void-of-course?date=1800-01-01');
    if (r.status === 400) expect((r.body as { errors: { field: string }[] }).errors[0]!.field).toBe('date');
    else expect(r.status).toBe(200);
  });
});
