import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panchangMonth } from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

describe('GET /panchang/month', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('answers the record of panchangMonth() for the month and place, the preset passed as conventions', async () => {
    const r = await server.get('/panchang/month?year=2023&month=8&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata&preset=prokerala');
    expect(r.status).toBe(200);
    const expected = panchangMonth({ year: 2023, month: 8, latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', conventions: { preset: 'prokerala' } });
    expect(r.body).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('a month 13 is a 400 naming month, a polar month a 400 naming latitude, never a 5xx', async () => {
    const bad = await server.get('/panchang/month?year=2024&month=13&latitude=28.6&longitude=77.2');
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('month');
    const polar = await server.get('/panchang/month?year=2024&month=12&latitude=80&longitude=15&timezone=UTC');
    expect(polar.status).toBe(400);
    expect(JSON.stringify(polar.body)).toContain('latitude');
  });
});
