import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draconicChartWheel, harmonicChartWheel, natalWheel } from '../../src/chart-wheel/index.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { natalChart } from '../../src/records/index.js';
import { parseXml } from '../chart-wheel/xml.js';
import { inlineDocument } from './openapi-inline.js';

/** The first eight bytes of every PNG file (PNG specification, 5.2 "PNG signature"). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const NY = {
  birthDate: '1990-07-15',
  birthTime: '14:30',
  latitude: 40.7128,
  longitude: -74.006,
  timezone: 'America/New_York',
};
const PARIS = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 48.8566, longitude: 2.3522 };

type App = Awaited<ReturnType<typeof createServer>>;

describe('the chart wheel routes (POST /natal-chart/wheel, /synastry/wheel, /transits/wheel)', () => {
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };
  let app: App;
  let noPng: App;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline' });
    noPng = await createServer({ apiKeys: [key], executor: 'inline', pngRenderer: false });
  });
  afterAll(async () => {
    await Promise.all([app.close(), noPng.close()]);
  });
  const post = (
    server: App,
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => server.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...auth, ...headers }, payload });

  it('answers the natal wheel as image/svg+xml, the same bytes as the library, cached privately', async () => {
    const first = await post(app, '/natal-chart/wheel', { ...NY, wheel: { theme: 'dark' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(String(first.headers.vary).split(/,\s*/)).toContain('Accept');
    expect(first.body).toBe(natalWheel(natalChart(NY), { theme: 'dark' }));
    expect(parseXml(first.body).name).toBe('svg');
    const again = await post(app, '/natal-chart/wheel', { ...NY, wheel: { theme: 'dark' } });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it.each([
    ['/natal-chart/wheel', NY],
    ['/synastry/wheel', { personA: NY, personB: PARIS }],
    ['/transits/wheel', { birth: NY, at: '2024-07-15T12:00:00Z' }],
    ['/harmonic-chart/wheel', { birth: NY, harmonic: 5 }],
    ['/draconic-chart/wheel', { birth: NY }],
  ])('%s gives PNG for Accept: image/png', async (url, body) => {
    const r = await post(app, url, body, { accept: 'image/png' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect([...r.rawPayload.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR: width and height of the picture (default 640 px), big-endian at bytes 16–23.
    expect(r.rawPayload.readUInt32BE(16)).toBe(640);
    expect(r.rawPayload.readUInt32BE(20)).toBe(640);
  });

  it('prefers SVG when both are acceptable, PNG only when weighted higher', async () => {
    const both = await post(app, '/natal-chart/wheel', NY, { accept: 'image/svg+xml, image/png' });
    expect(both.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const png = await post(app, '/natal-chart/wheel', NY, { accept: 'image/svg+xml;q=0.5, image/png' });
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('answers 406 problem+json for PNG when the server cannot render PNG, and SVG still works', async () => {
    const r = await post(noPng, '/natal-chart/wheel', NY, { accept: 'image/png' });
    expect(r.statusCode).toBe(406);
    expect(r.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(r.json()).toMatchObject({
      status: 406,
      code: 'NOT_ACCEPTABLE',
      type: 'urn:urania:problem:not-acceptable',
    });
    expect(r.json().detail).toContain('@resvg/resvg-js');
    expect((await post(noPng, '/natal-chart/wheel', NY)).statusCode).toBe(200);
  });

  it.each([
    ['/natal-chart/wheel', { ...NY, wheel: { size: 100 } }, 'wheel.size'],
    ['/natal-chart/wheel', { ...NY, latitude: 91 }, 'latitude'],
    ['/natal-chart/wheel', { ...NY, wheel: { fixedStars: ['Vulcan'] } }, 'wheel.fixedStars[0]'],
    ['/synastry/wheel', { personA: NY, personB: { ...PARIS, birthDate: '1992-02-30' } }, 'personB.birthDate'],
    ['/transits/wheel', { birth: NY, at: 'yesterday' }, 'at'],
    ['/harmonic-chart/wheel', { birth: NY, harmonic: 0 }, 'harmonic'],
    ['/draconic-chart/wheel', { birth: NY, wheel: { size: 100 } }, 'wheel.size'],
  ])('%s answers 400 naming the bad field (%j)', async (url, body, field) => {
    const r = await post(app, url, body);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect((r.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
  });

  it('documents the picture media types and the 406 in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>
      >;
    };
    const op = doc.paths['/api/v1/natal-chart/wheel']!.post!;
    expect(Object.keys(op.responses['200']!.content!)).toEqual(['image/svg+xml', 'image/png']);
    // 406 is one of the errors documented together under `default` (src/http/openapi-components.ts).
    const other = inlineDocument(doc).paths['/api/v1/natal-chart/wheel']!.post!.responses['default'] as { description: string };
    expect(other.description).toContain('406: PNG was asked for');
  });
  it('draws a sidereal natal wheel when the request asks for one (issue 15), the same bytes as the library', async () => {
    const r = await post(app, '/natal-chart/wheel', { ...NY, zodiac: 'sidereal', ayanamsa: 'FaganBradley' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(natalWheel(natalChart({ ...NY, zodiac: 'sidereal', ayanamsa: 'FaganBradley' })));
    expect(r.body).toContain('Sidereal (FaganBradley)');
  });

  it.each([
    ['/harmonic-chart/wheel', { birth: NY, harmonic: 7, wheel: { theme: 'dark' } }, () => harmonicChartWheel({ birth: NY, harmonic: 7, wheel: { theme: 'dark' } }), '7th harmonic chart'],
    ['/draconic-chart/wheel', { birth: NY, node: 'mean' }, () => draconicChartWheel({ birth: NY, node: 'mean' }), 'Draconic chart'],
  ] as const)('%s answers the derived wheel as SVG, the same bytes as the library', async (url, body, library, title) => {
    const r = await post(app, url, body);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(r.body).toBe(library());
    expect(parseXml(r.body).name).toBe('svg');
    expect(r.body).toContain(title);
  });

  it('names the derived wheel operations after the wheel record and documents both picture types', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    for (const path of ['/api/v1/harmonic-chart/wheel', '/api/v1/draconic-chart/wheel']) {
      const op = doc.paths[path]!.post!;
      expect(op.operationId).toMatch(/^chartWheelSvg/);
      expect(Object.keys(op.responses['200']!.content!)).toEqual(['image/svg+xml', 'image/png']);
    }
    expect(doc.paths['/api/v1/harmonic-chart/wheel']!.post!.operationId).toBe('chartWheelSvgHarmonicChartWheel');
    expect(doc.paths['/api/v1/draconic-chart/wheel']!.post!.operationId).toBe('chartWheelSvgDraconicChartWheel');
  });
});
