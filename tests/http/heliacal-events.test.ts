import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findHeliacalEvents } from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

describe('GET /heliacal-events', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('splits the comma list of planets and answers what the library answers', async () => {
    const r = await server.get('/heliacal-events?from=2022-01-01&to=2024-01-01&latitude=36&longitude=25&bodies=Jupiter,Saturn');
    expect(r.status).toBe(200);
    const events = r.body as { body: string }[];
    expect(new Set(events.map((e) => e.body))).toEqual(new Set(['Jupiter', 'Saturn']));
    expect(events).toEqual(findHeliacalEvents({ from: '2022-01-01', to: '2024-01-01', latitude: 36, longitude: 25, bodies: ['Jupiter', 'Saturn'] }));
  });

  it('rejects a planet outside Mercury–Saturn, naming bodies', async () => {
    const r = await server.get('/heliacal-events?from=2022-01-01&to=2023-01-01&latitude=36&longitude=25&bodies=Uranus');
    expect(r.status).toBe(400);
    expect((r.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('bodies');
  });
});
