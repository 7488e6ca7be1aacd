import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineServer, type InlineServer } from './inline-server.js';

/** The horoscope routes carry the readable `narrative` (issue 12) by default, and leave it out on `narrative=false`. */
describe('horoscope routes: narrative', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  const routes = [
    '/horoscope/daily?sign=Aries&date=2024-04-08',
    '/horoscope/weekly?sign=Aries&date=2024-04-08',
    '/horoscope/monthly?sign=Aries&year=2024&month=4',
    '/horoscope/yearly?sign=Aries&year=2024',
  ];

  it.each(routes)('%s has a narrative of 80–200 words, and none with narrative=false', async (url) => {
    const on = await server.get(url);
    expect(on.status).toBe(200);
    const narrative = (on.body as { narrative?: string }).narrative;
    expect(narrative).toBeTypeOf('string');
    const words = narrative!.split(/\s+/).filter((w) => w.length > 0).length;
    expect(words).toBeGreaterThanOrEqual(80);
    expect(words).toBeLessThanOrEqual(200);
    expect(narrative).toContain('Aries');
    const off = await server.get(`${url}&narrative=false`);
    expect(off.status).toBe(200);
    expect(off.body).not.toHaveProperty('narrative');
  });

  it('the daily record of 8 April 2024 names its total solar eclipse, in the record and the narrative', async () => {
    const r = await server.get('/horoscope/daily?sign=Libra&date=2024-04-08');
    const body = r.body as { eclipse?: { type: string; sign: string }; narrative: string };
    expect(body.eclipse).toEqual({ type: 'total solar', sign: 'Aries' });
    expect(body.narrative).toContain('total solar eclipse in Aries');
  });

  it('/horoscope/all gives twelve different narratives', async () => {
    const r = await server.get('/horoscope/all?date=2024-04-08');
    const texts = (r.body as { narrative: string }[]).map((h) => h.narrative);
    expect(new Set(texts).size).toBe(12);
  });
});
