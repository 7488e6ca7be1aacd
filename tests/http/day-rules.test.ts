/**
 * Issue 11 #4 and #6 through the HTTP adapter: a day's Moon (docs/horoscopes.md "The Moon of a day") and the day a
 * date-time with an offset names (docs/horoscopes.md "Inputs and errors"), as a client sees them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';

type App = Awaited<ReturnType<typeof createServer>>;

describe('issue 11 #4 / #6 over HTTP', () => {
  let app: App;
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };
  const get = async (url: string) => {
    const r = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('issue 11 #4: /almanac and /moon/void-of-course give the same Moon sign for date=2024-04-09 (local noon)', async () => {
    const almanac = await get('/almanac?date=2024-04-09');
    const voc = await get('/moon/void-of-course?date=2024-04-09');
    expect(almanac.moonSign).toBe('Taurus');
    expect(voc.moonSign).toBe(almanac.moonSign);
    expect(voc.isVoidOfCourse).toBe(almanac.isVoidOfCourse);
    expect(almanac.dayHighlight).toMatch(/void of course in Aries/);
    // In a zone, the date's local noon: Tokyo noon is 03:00 UT, inside the void in Aries.
    const tokyo = await get('/moon/void-of-course?date=2024-04-09&timezone=Asia/Tokyo');
    expect(tokyo).toMatchObject({ isVoidOfCourse: true, moonSign: 'Aries' });
    // A date-time is an instant.
    expect(await get('/moon/void-of-course?date=2024-04-09T00:00:00Z')).toEqual({
      isVoidOfCourse: false,
      moonSign: 'Aries',
    });
  });

  it('issue 11 #6: /horoscope/weekly?sign=Leo&date=2024-04-14T23:30:00-05:00 is the week of 8 April', async () => {
    const w = await get(`/horoscope/weekly?sign=Leo&date=${encodeURIComponent('2024-04-14T23:30:00-05:00')}`);
    expect(w.weekStart).toBe('2024-04-08');
    const utc = await get(
      `/horoscope/weekly?sign=Leo&timezone=UTC&date=${encodeURIComponent('2024-04-14T23:30:00-05:00')}`,
    );
    expect(utc.weekStart).toBe('2024-04-15');
    for (const url of ['/horoscope/daily?sign=Leo&', '/almanac?', '/moon/guidance?']) {
      expect((await get(`${url}date=${encodeURIComponent('2024-04-14T23:30:00-05:00')}`)).date, url).toBe(
        '2024-04-14',
      );
    }
    const all = await get(`/horoscope/all?date=${encodeURIComponent('2024-04-14T23:30:00-05:00')}`);
    expect(all[0].date).toBe('2024-04-14');
    // The moon routes: /moon/phase dates its instant in the offset, or in the zone of a date alone.
    expect((await get(`/moon/phase?date=${encodeURIComponent('2024-04-14T23:30:00-05:00')}`)).date).toBe(
      '2024-04-14',
    );
    expect((await get('/moon/phase?date=2024-03-25&timezone=Asia/Tokyo')).date).toBe('2024-03-25');
    expect((await get('/moon/phase?date=2024-03-25')).date).toBe('2024-03-25');
  });
});
