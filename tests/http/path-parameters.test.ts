/**
 * Issue 12: path parameters in the declarative route table — `GET /interpretations/houses/{house}` and
 * `GET /signs/{sign}` — validated like a query (400 naming the path name), documented `in: path`; the query form
 * `GET /interpretations/houses?house=` keeps working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/http/create-server.js';
import { fastifyPath } from '../../src/http/route-definition.js';
import { decans, houseMeaning, signDescription } from '../../src/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';
import { inlineDocument } from './openapi-inline.js';

describe('path parameters (issue 12)', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('GET /interpretations/houses/10 is the same record as ?house=10', async () => {
    const byPath = await server.get('/interpretations/houses/10');
    expect(byPath.status).toBe(200);
    expect(byPath.body).toEqual(houseMeaning(10));
    const byQuery = await server.get('/interpretations/houses?house=10');
    expect(byQuery.body).toEqual(byPath.body);
    expect((await server.get('/interpretations/houses/12?locale=en')).body).toEqual(houseMeaning(12));
  });

  it('a house out of range or not an integer is a 400 naming house', async () => {
    for (const bad of ['13', '0', '1.5', 'abc', '-1']) {
      const r = await server.get(`/interpretations/houses/${bad}`);
      expect(r.status, bad).toBe(400);
      expect((r.body as { errors: { field: string }[] }).errors.map((e) => e.field), bad).toEqual(['house']);
    }
  });

  it('GET /signs/Scorpio: facts and the portrait; a lower-case sign is a 400 naming sign', async () => {
    const r = await server.get('/signs/Scorpio');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      sign: 'Scorpio', element: 'Water', modality: 'Fixed', traditionalRuler: 'Mars', modernRuler: 'Pluto', opposite: 'Taurus', startLongitude: 210,
    });
    expect((r.body as { description: string }).description).toBe(signDescription('Scorpio'));
    const bad = await server.get('/signs/scorpio');
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['sign']);
    const unknown = await server.get('/signs/Leo?sign=Virgo');
    expect(unknown.status).toBe(400);
  });

  it('GET /decans (the issue\'s list of decans) answers the 36 DecanInfo of the library, each with its description', async () => {
    const r = await server.get('/decans');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(decans());
    const all = r.body as { sign: string; decan: number; description: string }[];
    expect(all).toHaveLength(36);
    expect(new Set(all.map((d) => d.description)).size).toBe(36);
  });

  it('documents the path parameters in: path, required, with the route’s example', async () => {
    const app = await createServer({ executor: 'inline' });
    try {
      const doc = inlineDocument((await app.inject({ url: '/api/v1/openapi.json' })).json() as {
        paths: Record<string, { get: { parameters: { name: string; in: string; required?: boolean }[] } }>;
      });
      const house = doc.paths['/api/v1/interpretations/houses/{house}']!.get.parameters;
      expect(house).toContainEqual(expect.objectContaining({ name: 'house', in: 'path', required: true }));
      expect(house).toContainEqual(expect.objectContaining({ name: 'locale', in: 'query' }));
      expect(doc.paths['/api/v1/signs/{sign}']!.get.parameters).toContainEqual(expect.objectContaining({ name: 'sign', in: 'path', required: true }));
    } finally {
      await app.close();
    }
  });

  it('fastifyPath turns {name} into :name and leaves other paths alone', () => {
    expect(fastifyPath('/signs/{sign}')).toBe('/signs/:sign');
    expect(fastifyPath('/a/{x}/b/{y_z}')).toBe('/a/:x/b/:y_z');
    expect(fastifyPath('/horoscope/weekly')).toBe('/horoscope/weekly');
  });
});
