import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_HOUSE_SYSTEMS } from '../../src/schemas/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

const PARIS = 'date=2024-03-20T12:00:00Z&latitude=48.85&longitude=2.35';

interface HousesBody {
  system: string;
  systemUsed: string;
  cusps: { house: number; cusp: { longitude: number } }[];
}

describe('GET /houses with the house systems of issue 15', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('accepts APC and answers its twelve cusps, cusp 1 on the Ascendant', async () => {
    const r = await server.get(`/houses?${PARIS}&houseSystem=APC`);
    expect(r.status).toBe(200);
    const body = r.body as HousesBody & { ascendant: number };
    expect(body.systemUsed).toBe('APC');
    expect(body.cusps).toHaveLength(12);
    expect(body.cusps[0]!.cusp.longitude).toBeCloseTo(body.ascendant, 9);
  });

  it('accepts Gauquelin and answers 36 sector cusps numbered 1..36', async () => {
    const r = await server.get(`/houses?${PARIS}&houseSystem=Gauquelin`);
    expect(r.status).toBe(200);
    const body = r.body as HousesBody;
    expect(body.cusps.map((c) => c.house)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  });

  it('accepts every one of the 25 systems', async () => {
    for (const system of ALL_HOUSE_SYSTEMS) {
      const r = await server.get(`/houses?${PARIS}&houseSystem=${system}`);
      expect(r.status, system).toBe(200);
      expect((r.body as HousesBody).system).toBe(system);
    }
  });

  it('rejects an unknown system with a 400 naming houseSystem', async () => {
    const r = await server.get(`/houses?${PARIS}&houseSystem=Foo`);
    expect(r.status).toBe(400);
    expect((r.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('houseSystem');
  });
});
