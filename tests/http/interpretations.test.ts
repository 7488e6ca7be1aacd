import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aspectInterpretation, degreeSymbol, houseMeaning, planetInHouse, planetInSign } from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

describe('interpretation routes (issue 12)', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('GET /interpretations/planet-in-sign and /planet-in-house answer the records of the library', async () => {
    const sign = await server.get('/interpretations/planet-in-sign?body=Venus&sign=Taurus');
    expect(sign.status).toBe(200);
    expect(sign.body).toEqual(planetInSign('Venus', 'Taurus'));
    const house = await server.get('/interpretations/planet-in-house?body=Saturn&house=10');
    expect(house.status).toBe(200);
    expect(house.body).toEqual(planetInHouse('Saturn', 10));
  });

  it('GET /interpretations/aspect answers the library record, in either order of the pair', async () => {
    const r = await server.get('/interpretations/aspect?body1=Moon&body2=Sun&aspect=square');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(aspectInterpretation('Moon', 'Sun', 'square'));
  });

  it('GET /interpretations/houses?house=10 is the 10th house, natural sign Capricorn ruled by Saturn', async () => {
    const r = await server.get('/interpretations/houses?house=10');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(houseMeaning(10));
    expect(r.body).toMatchObject({ house: 10, rulingSign: 'Capricorn', rulingPlanet: 'Saturn' });
  });

  it('GET /degree-symbols by sign and degree, or by longitude (135.5° is Leo 16)', async () => {
    const bySign = await server.get('/degree-symbols?sign=Leo&degree=16');
    const byLongitude = await server.get('/degree-symbols?longitude=135.5');
    expect(bySign.status).toBe(200);
    expect(byLongitude.body).toEqual(bySign.body);
    expect(bySign.body).toEqual(degreeSymbol({ sign: 'Leo', degree: 16 }));
  });

  it('bad input is a 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['/interpretations/planet-in-sign?body=Ceres&sign=Leo', 'body'],
      ['/interpretations/planet-in-house?body=Sun&house=13', 'house'],
      ['/interpretations/houses?house=10&locale=it', 'locale'],
      ['/degree-symbols?sign=Leo', 'degree'],
    ];
    for (const [url, field] of cases) {
      const r = await server.get(url);
      expect(r.status, url).toBe(400);
      expect((r.body as { errors?: { field: string }[] }).errors?.map((e) => e.field) ?? [(r.body as { detail: string }).detail], url).toContainEqual(expect.stringContaining(field));
    }
  });
});
