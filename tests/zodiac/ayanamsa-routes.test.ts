/**
 * Issue 15 over HTTP: the OpenAPI document lists the 47 ayanamsa systems and the user-defined form wherever a
 * route takes an ayanamsa; a route answers with the system it was asked for and rejects a bad user-defined one with
 * a 400 naming `ayanamsa`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { AYANAMSA_SYSTEMS } from '../../src/zodiac/index.js';
import { inlineDocument } from '../http/openapi-inline.js';

type Json = Record<string, unknown>;

/** Every sub-schema of a JSON document that has an `ayanamsa` property. */
function ayanamsaMembers(node: unknown, out: Json[] = []): Json[] {
  if (node === null || typeof node !== 'object') return out;
  const props = (node as Json).properties as Json | undefined;
  if (props && typeof props.ayanamsa === 'object') out.push(props.ayanamsa as Json);
  for (const v of Object.values(node as Json)) ayanamsaMembers(v, out);
  return out;
}

describe('ayanamsas over HTTP', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  const { key } = createApiKey();
  const headers = { authorization: `Bearer ${key}` };
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('OpenAPI lists the 47 names (and, in bodies, the user-defined object) for every ayanamsa member', async () => {
    const served = (await app.inject({ url: '/api/v1/openapi.json' })).json() as Json;
    // the operations and the components, each with its references inlined (a shared fragment such as the list of
    // names inside a record's member is a `$ref` until then)
    const doc = [inlineDocument(served).paths, inlineDocument({ ...served, paths: served.components }).paths];
    // request members only (the record `VedicAspectResult` has an `ayanamsa` object of its own)
    const members = ayanamsaMembers(doc).filter((m) => !('properties' in m) && !('$ref' in m));
    expect(members.length).toBeGreaterThanOrEqual(3); // chart, ashtakoot and dasha bodies, the nakshatra query
    for (const m of members) {
      const text = JSON.stringify(m);
      for (const name of AYANAMSA_SYSTEMS) expect(text).toContain(`"${name}"`);
    }
    expect(members.some((m) => JSON.stringify(m).includes('epochJdTt'))).toBe(true);
  });

  it('POST /vedic/chart answers in the system asked for, named in the record, user-defined included', async () => {
    const birth = { birthDate: '1990-07-15', birthTime: '18:30', latitude: 40.7, longitude: -74, timezone: 'America/New_York' };
    const ask = async (ayanamsa: unknown) =>
      (await app.inject({ method: 'POST', url: '/api/v1/vedic/chart', payload: { birth, ayanamsa }, headers })).json() as {
        ayanamsa: { system: string; value: number };
      };
    const fb = await ask('FaganBradley');
    const lahiri = await ask('Lahiri');
    expect(fb.ayanamsa.system).toBe('FaganBradley');
    // Fagan-Bradley − Lahiri ≈ 0°53′ (24°02′31″ − 23°09′ at 1950)
    expect(fb.ayanamsa.value - lahiri.ayanamsa.value).toBeGreaterThan(0.87);
    expect(fb.ayanamsa.value - lahiri.ayanamsa.value).toBeLessThan(0.90);
    const user = await ask({ epochJdTt: 2451545, valueDeg: 20 });
    expect(user.ayanamsa.system).toMatch(/^user-defined/);
    // 20° at J2000.0, a birth 9.5 years earlier: 20° − 9.5 × 50.3″ ≈ 19.867°, ±Δψ (≤ 17.8″)
    expect(user.ayanamsa.value).toBeGreaterThan(19.86);
    expect(user.ayanamsa.value).toBeLessThan(19.88);
  });

  it('rejects a bad user-defined ayanamsa with a 400 naming the field', async () => {
    const birth = { birthDate: '1990-07-15', latitude: 40.7, longitude: -74 };
    const r = await app.inject({ method: 'POST', url: '/api/v1/vedic/chart', payload: { birth, ayanamsa: { epochJdTt: 'x', valueDeg: 1 } }, headers });
    expect(r.statusCode).toBe(400);
    const fields = ((r.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);
    expect(fields.some((f) => f.startsWith('ayanamsa'))).toBe(true);
  });
});
