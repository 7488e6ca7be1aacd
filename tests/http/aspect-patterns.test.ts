import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natalChart, aspectPatterns } from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('POST /aspect-patterns', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('casts the natal chart of the birth in the body and answers its analysis', async () => {
    const r = await server.post('/aspect-patterns', NY);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(aspectPatterns(natalChart(NY)))));
  });

  it('accepts an untimed birth (chart cast for local noon)', async () => {
    const { birthTime: _omit, ...untimed } = NY;
    const r = await server.post('/aspect-patterns', untimed);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(aspectPatterns(natalChart(untimed)))));
  });
});
