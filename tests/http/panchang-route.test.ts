import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panchang } from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

describe('GET /panchang', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('answers the record of panchang() for the date and place, the preset and members passed as conventions', async () => {
    const r = await server.get('/panchang?date=2024-04-23&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata&preset=jhora&sunrise=upper-limb-refracted');
    expect(r.status).toBe(200);
    const expected = panchang({
      date: '2024-04-23', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata',
      conventions: { preset: 'jhora', sunrise: 'upper-limb-refracted' },
    });
    expect(r.body).toEqual(JSON.parse(JSON.stringify(expected)));
    expect((r.body as { conventions: { positions: string } }).conventions.positions).toBe('geometric');
  });

  it('an unknown preset is a 400 naming preset', async () => {
    const r = await server.get('/panchang?date=2024-04-23&latitude=28.6&longitude=77.2&preset=drk');
    expect(r.status).toBe(400);
    expect((r.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('preset');
  });

  it('a polar night is a 400 naming latitude, never a 5xx', async () => {
    const r = await server.get('/panchang?date=2024-12-21&latitude=80&longitude=15&timezone=UTC');
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('latitude');
  });
});
