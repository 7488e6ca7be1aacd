import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ashtakavarga, dashaAt, vedicDasha } from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('POST /vedic/dashas, /vedic/dasha-at and /vedic/ashtakavarga', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('/vedic/dashas answers the record of vedicDasha() for the body', async () => {
    const body = { birth: BIRTH, system: 'ashtottari', force: true, levels: 2, at: '2024-01-01' } as const;
    const r = await server.post('/vedic/dashas', body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(vedicDasha(body))));
  });

  it('/vedic/dasha-at answers the record of dashaAt() for the body', async () => {
    const body = { birth: BIRTH, system: 'chara', levels: 3, at: '2024-01-01' } as const;
    const r = await server.post('/vedic/dasha-at', body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(dashaAt(body))));
  });

  it('/vedic/ashtakavarga answers the record of ashtakavarga() for the body', async () => {
    const body = { birth: BIRTH, at: '2024-01-01' };
    const r = await server.post('/vedic/ashtakavarga', body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(ashtakavarga(body))));
  });

  it('Ashtottari where its rule fails is a 400 naming force; an untimed Chara a 400 naming birthTime', async () => {
    const bad = await server.post('/vedic/dashas', { birth: BIRTH, system: 'ashtottari' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('force');
    const { birthTime: _t, ...untimed } = BIRTH;
    const r = await server.post('/vedic/dashas', { birth: untimed, system: 'chara' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('birthTime');
  });
});
