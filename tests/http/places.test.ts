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

describe('a birth given by place in a request body (issue 24)', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  // GeoNames record 2820256 (https://www.geonames.org/2820256), Ulm: 48.39841 N, 9.99155 E, Europe/Berlin.
  const ULM = { id: 2820256, name: 'Ulm', country: 'DE', latitude: 48.39841, longitude: 9.99155, zone: 'Europe/Berlin' };

  it('POST /natal-chart with place: the chart of its coordinates, in its zone, saying which place', async () => {
    const r = await server.post('/natal-chart', { place: 'Ulm, Germany', birthDate: '1879-03-14', birthTime: '11:30' });
    expect(r.status).toBe(200);
    const body = r.body as { place: unknown; latitude: number; timezone: string };
    expect(body.place).toEqual(ULM);
    expect([body.latitude, body.timezone]).toEqual([ULM.latitude, 'Europe/Berlin']);
  });

  it("POST /solar-arc and POST /synastry read a nested birth's place and a person's", async () => {
    const arc = await server.post('/solar-arc', { birth: { place: 2820256, birthDate: '1879-03-14', birthTime: '11:30' }, targetDate: '1905-06-30' });
    expect(arc.status).toBe(200);
    expect((arc.body as { place: unknown }).place).toEqual(ULM);
    const pair = await server.post('/synastry', {
      personA: { place: 'Ulm, Germany', birthDate: '1879-03-14', birthTime: '11:30' },
      personB: { latitude: 48.85341, longitude: 2.3488, birthDate: '1992-03-02', birthTime: '08:10' },
    });
    expect(pair.status).toBe(200);
    expect((pair.body as { personAPlace: unknown; personBPlace?: unknown }).personAPlace).toEqual(ULM);
    expect((pair.body as { personBPlace?: unknown }).personBPlace).toBeUndefined();
  });

  it('a body with neither coordinates nor place, or with both, is a 400 naming the member; an ambiguous place lists ids', async () => {
    const neither = await server.post('/natal-chart', { birthDate: '1879-03-14' });
    expect(neither.status).toBe(400);
    expect(JSON.stringify(neither.body)).toContain('latitude is required (or give place instead of latitude and longitude');
    const both = await server.post('/natal-chart', { place: 'Ulm, Germany', latitude: 1, longitude: 2, birthDate: '1879-03-14' });
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain('place stands instead of latitude and longitude');
    const ambiguous = await server.post('/natal-chart', { place: 'Springfield', birthDate: '1879-03-14' });
    expect(ambiguous.status).toBe(400);
    expect(JSON.stringify(ambiguous.body)).toMatch(/Springfield, \w+, United States \(id \d+\)/);
  });
});
