import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineServer, type InlineServer } from './inline-server.js';

describe('GET /decans', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('longitude=135: Leo 10°–20°, face of Jupiter, triplicity ruler Jupiter', async () => {
    const r = await server.get('/decans?longitude=135');
    expect(r.status).toBe(200);
    expect(r.body).toEqual([expect.objectContaining({ sign: 'Leo', decan: 2, chaldeanRuler: 'Jupiter', triplicityRuler: 'Jupiter' })]);
  });

  it('no parameter: all 36; sign=Aries: faces Mars, Sun, Venus', async () => {
    expect((await server.get('/decans')).body).toHaveLength(36);
    const aries = (await server.get('/decans?sign=Aries')).body as { chaldeanRuler: string }[];
    expect(aries.map((d) => d.chaldeanRuler)).toEqual(['Mars', 'Sun', 'Venus']);
  });

  it('longitude with sign is a 400 naming sign', async () => {
    const r = await server.get('/decans?longitude=10&sign=Aries');
    expect(r.status).toBe(400);
    expect((r.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('sign');
  });
});
