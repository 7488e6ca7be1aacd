/**
 * The Moon's void of course and sign over HTTP in the sidereal zodiac (issue 15): `GET /moon/void-of-course`,
 * `GET /almanac` and `GET /moon/guidance` take `zodiac=sidereal` and `ayanamsa=<system>`, answer the records the
 * library functions give for the same request, and refuse a bad ayanamsa, a bad zodiac and an ayanamsa with
 * zodiac=tropical with a 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { almanacDay, lunarGuidance, voidOfCourse } from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

const fields = (body: unknown) => ((body as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);

describe('sidereal Moon routes', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('answer the library records for zodiac=sidereal and for an ayanamsa alone', async () => {
    const cases: [string, unknown][] = [
      ['/moon/void-of-course?date=2024-01-01T00:00:00Z&zodiac=sidereal', voidOfCourse('2024-01-01T00:00:00Z', { zodiac: 'sidereal' })],
      ['/moon/void-of-course?date=2024-01-02T10:00:00Z&ayanamsa=FaganBradley', voidOfCourse('2024-01-02T10:00:00Z', { ayanamsa: 'FaganBradley' })],
      ['/almanac?date=2024-04-08&zodiac=sidereal', almanacDay({ date: '2024-04-08', zodiac: 'sidereal' })],
      ['/almanac?date=2024-03-20&timezone=Europe/Paris&ayanamsa=Raman', almanacDay({ date: '2024-03-20', timezone: 'Europe/Paris', ayanamsa: 'Raman' })],
      ['/moon/guidance?date=2024-04-08&zodiac=sidereal&ayanamsa=Krishnamurti', lunarGuidance({ date: '2024-04-08', zodiac: 'sidereal', ayanamsa: 'Krishnamurti' })],
    ];
    for (const [url, expected] of cases) {
      const r = await server.get(url);
      expect(r.status, url).toBe(200);
      expect(r.body, url).toEqual(expected);
    }
    const voc = (await server.get('/moon/void-of-course?date=2024-01-01T00:00:00Z&zodiac=sidereal')).body as {
      moonSign: string; zodiac: string; ayanamsa: { system: string; value: number };
    };
    // The Moon at 2024-01-01 0h UT: ≈ 161.6° tropical (Virgo), ≈ 137.4° Lahiri (Leo).
    expect(voc.moonSign).toBe('Leo');
    expect(voc.zodiac).toBe('sidereal');
    expect(voc.ayanamsa.system).toBe('Lahiri');
    const almanac = (await server.get('/almanac?date=2024-04-08&zodiac=sidereal')).body as { moonSign: string; zodiac: string };
    // 2024-04-08 noon: the Moon at ≈ 15.4° Aries tropical, ≈ 351.2° (Pisces) Lahiri.
    expect(almanac.moonSign).toBe('Pisces');
    expect(almanac.zodiac).toBe('sidereal');
  });

  it('leave a tropical answer unchanged, and echo zodiac=tropical when it is named', async () => {
    for (const url of ['/moon/void-of-course?date=2024-01-01T00:00:00Z', '/almanac?date=2024-04-08', '/moon/guidance?date=2024-04-08']) {
      const plain = (await server.get(url)).body as Record<string, unknown>;
      expect(plain, url).not.toHaveProperty('zodiac');
      const named = (await server.get(`${url}&zodiac=tropical`)).body;
      expect(named, url).toEqual({ ...plain, zodiac: 'tropical' });
    }
  });

  it('refuse a bad ayanamsa, a bad zodiac and an ayanamsa with zodiac=tropical with a 400 naming the field', async () => {
    for (const [url, field] of [
      ['/moon/void-of-course?date=2024-01-01T00:00:00Z&ayanamsa=Lahiry', 'ayanamsa'],
      ['/moon/void-of-course?date=2024-01-01T00:00:00Z&zodiac=tropical&ayanamsa=Lahiri', 'ayanamsa'],
      ['/moon/void-of-course?date=2024-01-01T00:00:00Z&zodiac=sideral', 'zodiac'],
      ['/almanac?date=2024-03-20&ayanamsa=Fagan', 'ayanamsa'],
      ['/almanac?date=2024-03-20&zodiac=tropical&ayanamsa=Lahiri', 'ayanamsa'],
      ['/moon/guidance?date=2024-03-20&zodiac=tropical&ayanamsa=Raman', 'ayanamsa'],
      ['/moon/guidance?date=2024-03-20&ayanamsa=%7B%22epochJdTt%22%3A2451545%7D', 'ayanamsa'],
    ] as const) {
      const r = await server.get(url);
      expect(r.status, url).toBe(400);
      expect(fields(r.body), url).toContain(field);
    }
  });
});
