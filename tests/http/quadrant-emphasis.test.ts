import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natalChart, quadrantEmphasis } from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('POST /quadrant-emphasis', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('casts the natal chart of the birth in the body and answers its analysis', async () => {
    const r = await server.post('/quadrant-emphasis', NY);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(quadrantEmphasis(natalChart(NY)))));
  });

  it('needs birthTime: a 400 naming it', async () => {
    const { birthTime: _omit, ...untimed } = NY;
    const r = await server.post('/quadrant-emphasis', untimed);
    expect(r.status).toBe(400);
    expect((r.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('birthTime');
  });
});
