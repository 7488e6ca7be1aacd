import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseIngresses } from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('POST /house-ingresses', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('the Sun enters the 6th whole-sign house of a Scorpio-rising chart at the March equinox 2025 (09:01 UT, USNO)', async () => {
    const r = await server.post('/house-ingresses', { ...NY, houseSystem: 'Whole', from: '2025-03-01', to: '2025-04-01', bodies: ['Sun'] });
    expect(r.status).toBe(200);
    const [e, ...rest] = r.body as { date: string; enteringHouse: number; cuspLongitude: number }[];
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ enteringHouse: 6, cuspLongitude: 0 });
    expect(Math.abs(Date.parse(e!.date) - Date.UTC(2025, 2, 20, 9, 1))).toBeLessThan(120e3);
  });

  it('answers what the library answers', async () => {
    const request = { ...NY, from: '2025-01-01', to: '2025-02-01', bodies: ['Moon'] };
    const r = await server.post('/house-ingresses', request);
    expect(r.body).toEqual(houseIngresses({ ...request, bodies: ['Moon'] }));
  });

  it('a Vertex is not followed: 422', async () => {
    const r = await server.post('/house-ingresses', { ...NY, from: '2025-01-01', to: '2025-02-01', bodies: ['Vertex'] });
    expect(r.status).toBe(422);
  });
});
