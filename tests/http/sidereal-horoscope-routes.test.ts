/**
 * Sidereal horoscopes over HTTP (issue 15): the five horoscope routes take `zodiac=sidereal` and `ayanamsa=<system>`
 * in the query, answer the records the library functions give for the same request, and refuse a bad ayanamsa, a bad
 * zodiac and an ayanamsa with zodiac=tropical with a 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allHoroscopes, dailyHoroscope, monthlyHoroscope, weeklyHoroscope, yearlyHoroscope,
} from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

const fields = (body: unknown) => ((body as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);

describe('sidereal horoscope routes', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('answer the library records for zodiac=sidereal and for an ayanamsa alone', async () => {
    const cases: [string, unknown][] = [
      ['/horoscope/daily?sign=Aries&date=2024-04-08&zodiac=sidereal', dailyHoroscope({ sign: 'Aries', date: '2024-04-08', zodiac: 'sidereal' })],
      ['/horoscope/daily?sign=Leo&date=2024-04-08&ayanamsa=FaganBradley&perspective=rising', dailyHoroscope({ sign: 'Leo', date: '2024-04-08', ayanamsa: 'FaganBradley', perspective: 'rising' })],
      ['/horoscope/weekly?sign=Leo&date=2024-03-20&ayanamsa=Raman', weeklyHoroscope({ sign: 'Leo', date: '2024-03-20', ayanamsa: 'Raman' })],
      ['/horoscope/monthly?sign=Leo&year=2024&month=4&zodiac=sidereal&ayanamsa=Lahiri', monthlyHoroscope({ sign: 'Leo', year: 2024, month: 4, zodiac: 'sidereal', ayanamsa: 'Lahiri' })],
      ['/horoscope/yearly?sign=Leo&year=2024&zodiac=sidereal', yearlyHoroscope({ sign: 'Leo', year: 2024, zodiac: 'sidereal' })],
      ['/horoscope/all?date=2024-03-20&ayanamsa=Krishnamurti&narrative=false', allHoroscopes({ date: '2024-03-20', ayanamsa: 'Krishnamurti', narrative: false })],
    ];
    for (const [url, expected] of cases) {
      const r = await server.get(url);
      expect(r.status, url).toBe(200);
      expect(r.body, url).toEqual(expected);
    }
    const aries = (await server.get('/horoscope/daily?sign=Aries&date=2024-04-08&zodiac=sidereal')).body as {
      zodiac: string; ayanamsa: { system: string; value: number }; rulerCondition: { sign: string };
    };
    expect(aries.zodiac).toBe('sidereal');
    expect(aries.ayanamsa.system).toBe('Lahiri');
    // Lahiri in April 2024: 24°12′ (23.853° at J2000 plus 24.3 years of 50.3″).
    expect(aries.ayanamsa.value).toBeGreaterThan(24.15);
    expect(aries.ayanamsa.value).toBeLessThan(24.25);
    expect(aries.rulerCondition.sign).toBe('Aquarius');
  });

  it('leave a tropical answer unchanged, and echo zodiac=tropical when it is named', async () => {
    const plain = (await server.get('/horoscope/daily?sign=Aries&date=2024-04-08')).body as Record<string, unknown>;
    expect(plain).not.toHaveProperty('zodiac');
    const named = (await server.get('/horoscope/daily?sign=Aries&date=2024-04-08&zodiac=tropical')).body;
    expect(named).toEqual({ ...plain, zodiac: 'tropical' });
  });

  it('refuse a bad ayanamsa, a bad zodiac and an ayanamsa with zodiac=tropical with a 400 naming the field', async () => {
    for (const [url, field] of [
      ['/horoscope/daily?sign=Leo&date=2024-03-20&ayanamsa=Lahiry', 'ayanamsa'],
      ['/horoscope/daily?sign=Leo&date=2024-03-20&zodiac=tropical&ayanamsa=Lahiri', 'ayanamsa'],
      ['/horoscope/daily?sign=Leo&date=2024-03-20&zodiac=sideral', 'zodiac'],
      ['/horoscope/weekly?sign=Leo&zodiac=tropical&ayanamsa=FaganBradley', 'ayanamsa'],
      ['/horoscope/monthly?sign=Leo&year=2024&month=4&ayanamsa=Fagan', 'ayanamsa'],
      ['/horoscope/monthly?sign=Leo&year=2024&month=4&zodiac=tropical&ayanamsa=Lahiri', 'ayanamsa'],
      ['/horoscope/yearly?sign=Leo&year=2024&ayanamsa=%7B%22epochJdTt%22%3A2451545%7D', 'ayanamsa'],
      ['/horoscope/yearly?sign=Leo&year=2024&zodiac=tropical&ayanamsa=Lahiri', 'ayanamsa'],
      ['/horoscope/all?date=2024-03-20&zodiac=tropical&ayanamsa=Raman', 'ayanamsa'],
    ] as const) {
      const r = await server.get(url);
      expect(r.status, url).toBe(400);
      expect(fields(r.body), url).toContain(field);
    }
  });
});
