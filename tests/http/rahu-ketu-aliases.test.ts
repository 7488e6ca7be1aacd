/**
 * Issue 22 #16 over HTTP: the library takes `Rahu` and `Ketu` as the mean lunar nodes wherever a body is named
 * (src/records/body-alias.ts); the routes refused them (their enums and patterns list Body values only). Every route
 * that names bodies — a comma list in the query, a Body value in a JSON body — takes them as `NorthNodeMean` and
 * `SouthNodeMean`: the answer is the one for the canonical names. Vedic routes keep Rahu and Ketu as their own names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('Rahu and Ketu over HTTP (issue 22 #16)', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    const { key } = createApiKey();
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
    await app.ready();
    auth = { authorization: `Bearer ${key}` };
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string) => app.inject({ url: `/api/v1${url}`, headers: auth });
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url: `/api/v1${url}`, headers: auth, payload: payload as object });

  it.each([
    ['/positions', 'date=2024-03-20T12:00:00Z&bodies='],
    ['/ephemeris', 'from=2024-03-01&to=2024-03-03&step=1&bodies='],
    ['/ingresses', 'from=2025-01-01&to=2025-12-31&bodies='],
  ])('GET %s takes bodies=Sun,Rahu,Ketu as Sun,NorthNodeMean,SouthNodeMean', async (url, query) => {
    const aliased = await get(`${url}?${query}Sun,Rahu,Ketu`);
    const canonical = await get(`${url}?${query}Sun,NorthNodeMean,SouthNodeMean`);
    expect(canonical.statusCode, canonical.body).toBe(200);
    expect(aliased.statusCode, aliased.body).toBe(200);
    expect(aliased.body).toBe(canonical.body);
  });

  it('GET /positions answers Rahu with the mean node, 180° from Ketu', async () => {
    const r = await get('/positions?date=2024-03-20T12:00:00Z&bodies=Rahu,Ketu');
    expect(r.statusCode, r.body).toBe(200);
    const text = r.body;
    expect(text).toContain('NorthNodeMean');
    expect(text).toContain('SouthNodeMean');
    expect(text).not.toMatch(/"Rahu"|"Ketu"/);
  });

  it('POST /transit-timeline takes Rahu in transitBodies and Ketu in natalPoints, as the mean nodes', async () => {
    const base = { birth: BIRTH, from: '2025-01-01', to: '2025-07-01' };
    const aliased = await post('/transit-timeline', { ...base, transitBodies: ['Saturn', 'Rahu'], natalPoints: ['Sun', 'Ketu'] });
    const canonical = await post('/transit-timeline', { ...base, transitBodies: ['Saturn', 'NorthNodeMean'], natalPoints: ['Sun', 'SouthNodeMean'] });
    expect(canonical.statusCode, canonical.body).toBe(200);
    expect(aliased.statusCode, aliased.body).toBe(200);
    expect(aliased.body).toBe(canonical.body);
  });

  it('still refuses a name that is no body, naming the field', async () => {
    const r = await get('/positions?date=2024-03-20T12:00:00Z&bodies=Sun,Rahoo');
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain('bodies');
  });

  it('a Vedic route keeps Rahu as its own name (the graha, not renamed)', async () => {
    const r = await get('/vedic/nakshatra?date=2024-03-20T12:00:00Z&body=Rahu');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.body).not.toContain('NorthNodeMean');
  });
});
