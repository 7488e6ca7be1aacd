/** Issue 22 item 8 over HTTP: the wheel routes take `wheel.layout` (the wheel options of the request). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natalWheel } from '../../src/chart-wheel/index.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { natalChart } from '../../src/records/index.js';
import { parseXml } from './xml.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const PARIS = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };

describe('wheel.layout over HTTP', () => {
  const { key } = createApiKey();
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline' });
  });
  afterAll(async () => {
    await app.close();
  });
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { authorization: `Bearer ${key}` }, payload });

  it('POST /natal-chart/wheel with wheel.layout sheet answers the library’s sheet', async () => {
    const r = await post('/natal-chart/wheel', { ...NY, wheel: { layout: 'sheet' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.body).toBe(natalWheel(natalChart(NY), { layout: 'sheet' }));
    expect(Number(parseXml(r.body).attributes.width)).toBeGreaterThan(640);
  });

  it('POST /synastry/wheel takes wheel+grid; an unknown layout is a 400 naming wheel.layout', async () => {
    const ok = await post('/synastry/wheel', { personA: NY, personB: PARIS, wheel: { layout: 'wheel+grid' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.body).toContain('class="aspect-grid"');
    const bad = await post('/synastry/wheel', { personA: NY, personB: PARIS, wheel: { layout: 'poster' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('wheel.layout');
  });
});
