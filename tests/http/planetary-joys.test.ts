import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natalChart, planetaryJoys } from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('POST /planetary-joys', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('casts the natal chart of the birth in the body and answers its analysis', async () => {
    const r = await server.post('/planetary-joys', NY);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(planetaryJoys(natalChart(NY)))));
  });

  it('needs birthTime: a 400 naming it', async () => {
    const { birthTime: _omit, ...untimed } = NY;
    const r = await server.post('/planetary-joys', untimed);
    expect(r.status).toBe(400);
    expect((r.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('birthTime');
  });

  it('the Sun of a Scorpio-rising chart stands in its joy, the 9th whole-sign house', async () => {
    const r = await server.post('/planetary-joys', { ...NY, houseSystem: 'Whole' });
    expect(r.body).toContainEqual(expect.objectContaining({ planet: 'Sun', joyHouse: 9 }));
  });
});
