import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineServer, type InlineServer } from './inline-server.js';

interface Candidate {
  place: { id: number; name: string; country: string; division?: string; zone: string; latitude: number; longitude: number };
  match: string;
  reason: string;
}

describe('GET /places and GET /places/nearest (issue 24)', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('q=Paris, Texas: the Texan Paris with its zone, id and reason; the source credits GeoNames', async () => {
    const r = await server.get(`/places?q=${encodeURIComponent('Paris, Texas')}&limit=2`);
    expect(r.status).toBe(200);
    const body = r.body as { query: string; candidates: Candidate[]; source: string };
    expect(body.candidates[0]?.place).toMatchObject({ name: 'Paris', country: 'US', division: 'Texas', zone: 'America/Chicago' });
    expect(body.candidates[0]?.reason).toContain('Texas');
    expect(body.source).toContain('GeoNames');
  });

  it('country narrows the search; a country it does not know is a 400 naming country', async () => {
    const ok = (await server.get('/places?q=London&country=CA')).body as { candidates: Candidate[] };
    expect(ok.candidates.every((c) => c.place.country === 'CA')).toBe(true);
    const bad = await server.get('/places?q=London&country=Atlantis');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('country');
  });

  it('latitude=48.4&longitude=10: Ulm, under 2 km away', async () => {
    const r = await server.get('/places/nearest?latitude=48.4&longitude=10');
    expect(r.status).toBe(200);
    const body = r.body as { place: { name: string }; distanceKm: number };
    expect(body.place.name).toBe('Ulm');
    expect(body.distanceKm).toBeLessThan(2);
  });
});
