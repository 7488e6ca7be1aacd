/**
 * Issue 15 over HTTP: the chart routes take the 24 twelve-house systems (the spec's 14 and ten more), refuse the
 * Gauquelin sectors with a 400 naming `houseSystem`, and the OpenAPI document lists the systems.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houses } from '../../src/records/index.js';
import { TWELVE_HOUSE_SYSTEMS } from '../../src/schemas/index.js';
import { delta } from '../charts/technique-helpers.js';
import { inlineServer, type InlineServer } from './inline-server.js';
import { inlineDocument } from './openapi-inline.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
/** Float noise only: the route and houses() go through the same numeric entry at the same instant. */
const SAME_CUSP_DEG = 1e-7;

interface ChartBody {
  houseSystem: string;
  instant: string;
  houses: { house: number; cusp: { longitude: number } }[];
}
interface Problem {
  errors: { field: string; allowed?: string }[];
}

describe('chart routes with the twelve-house systems of issue 15', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('POST /natal-chart with Carter answers 200 and the cusps houses() gives', async () => {
    const r = await server.post('/natal-chart', { ...NY, houseSystem: 'Carter' });
    expect(r.status).toBe(200);
    const body = r.body as ChartBody;
    expect(body.houseSystem).toBe('Carter');
    expect(body.houses).toHaveLength(12);
    const h = houses({ at: body.instant, latitude: NY.latitude, longitude: NY.longitude, system: 'Carter' });
    body.houses.forEach((c, i) => {
      expect(delta(c.cusp.longitude, h.cusps[i]!.cusp.longitude), `cusp ${i + 1}`).toBeLessThan(SAME_CUSP_DEG);
    });
  });

  it('POST /natal-chart with Gauquelin answers 400 naming houseSystem and the allowed systems', async () => {
    const r = await server.post('/natal-chart', { ...NY, houseSystem: 'Gauquelin' });
    expect(r.status).toBe(400);
    const problem = (r.body as Problem).errors.find((e) => e.field === 'houseSystem');
    expect(problem).toBeDefined();
    expect(problem!.allowed).toContain('Carter');
    expect(problem!.allowed).not.toContain('Gauquelin');
  });

  it('POST /synastry and POST /returns/solar refuse Gauquelin naming houseSystem', async () => {
    for (const [url, body] of [
      ['/synastry', { personA: NY, personB: NY, houseSystem: 'Gauquelin' }],
      ['/returns/solar', { birth: NY, year: 2024, houseSystem: 'Gauquelin' }],
    ] as const) {
      const r = await server.post(url, body);
      expect(r.status, url).toBe(400);
      expect((r.body as Problem).errors.map((e) => e.field), url).toContain('houseSystem');
    }
  });

  it('the OpenAPI document lists the 24 systems for the houseSystem of POST /natal-chart', async () => {
    const r = await server.get('/openapi.json');
    expect(r.status).toBe(200);
    type Body = { content: { 'application/json': { schema: { properties: Record<string, { enum?: string[] }> } } } };
    const doc = inlineDocument(r.body as { paths: Record<string, { post?: { requestBody?: Body } }> });
    const schema = doc.paths['/api/v1/natal-chart']?.post?.requestBody?.content['application/json'].schema;
    expect(schema?.properties['houseSystem']?.enum).toEqual([...TWELVE_HOUSE_SYSTEMS]);
  });
});
