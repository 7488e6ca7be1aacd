import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineServer, type InlineServer } from './inline-server.js';

/** The horoscope routes carry the readable `narrative` (issue 12) by default, and leave it out on `narrative=false`. */
describe('horoscope routes: narrative', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  /** Issue 26's lengths: a day 120–200 words, a week 250–400, a month 400–700, a year 800–1,500. */
  const routes: [string, number, number][] = [
    ['/horoscope/daily?sign=Aries&date=2024-04-08', 120, 200],
    ['/horoscope/weekly?sign=Aries&date=2024-04-08', 250, 400],
    ['/horoscope/monthly?sign=Aries&year=2024&month=4', 400, 700],
    ['/horoscope/yearly?sign=Aries&year=2024', 800, 1500],
  ];

  it.each(routes)('%s has a narrative of %i–%i words, and none with narrative=false', async (url, min, max) => {
    const on = await server.get(url);
    expect(on.status).toBe(200);
    const narrative = (on.body as { narrative?: string }).narrative;
    expect(narrative).toBeTypeOf('string');
    const words = narrative!.split(/\s+/).filter((w) => w.length > 0).length;
    expect(words).toBeGreaterThanOrEqual(min);
    expect(words).toBeLessThanOrEqual(max);
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
