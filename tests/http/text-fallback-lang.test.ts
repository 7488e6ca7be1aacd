/**
 * A text route asked in a language that has labels but no interpretation text (it, hi, ru, tr, zh-Hans; issue 31,
 * the locale audit's row 19): the readings are English, and the answer says so — a `warnings` entry in the asked
 * language where the record has `warnings`, and `Content-Language: <lang>, en` on every such answer. Never a silent
 * `Content-Language: ru` over English text.
 */
import { describe, expect, it } from 'vitest';
import { useInlineServer } from './inline-server.js';
import { dailyHoroscope } from '../../src/records/daily-horoscope.js';
import { decans, planetInSign, synastry } from '../../src/records/index.js';

/** The notices as a reader of each language expects them, typed by hand (src/i18n/text-language-notices.ts). */
const RUSSIAN = 'Толкования даны на английском языке: на русский пока переведены только названия и подписи.';
const CHINESE = '解读内容为英文：尚未译成中文，目前只有名称和标签是中文。';
const HINDI = 'फलादेश अंग्रेज़ी में है: इसका हिंदी अनुवाद अभी नहीं हुआ है, केवल नाम और लेबल हिंदी में हैं।';

const A = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const B = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };

describe('HTTP: readings in English for a language of labels only, said so', () => {
  const { inject, auth } = useInlineServer();
  const get = (url: string, headers: Record<string, string> = {}) => inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...auth, ...headers } });

  it('/interpretations/planet-in-sign?lang=ru: the English reading, a Russian warning, Content-Language "ru, en" (a cache HIT too)', async () => {
    const r = await get('/interpretations/planet-in-sign?body=Venus&sign=Taurus&lang=ru');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-language']).toBe('ru, en');
    const { warnings, ...rest } = r.json() as { warnings?: string[] };
    expect(warnings).toEqual([RUSSIAN]);
    expect(rest).toEqual(planetInSign('Venus', 'Taurus'));
    const again = await get('/interpretations/planet-in-sign?body=Venus&sign=Taurus&lang=ru');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['content-language']).toBe('ru, en');
    expect(again.json()).toEqual(r.json());
  });

  it('/horoscope/daily?lang=zh-Hans: the English narrative, a Chinese warning first, Content-Language "zh-Hans, en"', async () => {
    const r = await get('/horoscope/daily?sign=Leo&date=2025-03-20&lang=zh-Hans');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-language']).toBe('zh-Hans, en');
    const body = r.json() as { narrative: string; warnings?: string[] };
    expect(body.warnings?.[0]).toBe(CHINESE);
    expect(body.narrative).toBe(dailyHoroscope({ sign: 'Leo', date: '2025-03-20' }).narrative);
  });

  it('Accept-Language: hi answers the same way, in Hindi', async () => {
    const r = await get('/interpretations/planet-in-sign?body=Mars&sign=Aries', { 'accept-language': 'hi-IN, en;q=0.5' });
    expect(r.headers['content-language']).toBe('hi, en');
    expect((r.json() as { warnings?: string[] }).warnings).toEqual([HINDI]);
  });

  it('?lang=de: German readings, no such warning, Content-Language "de"', async () => {
    const r = await get('/interpretations/planet-in-sign?body=Venus&sign=Taurus&lang=de');
    expect(r.headers['content-language']).toBe('de');
    expect(r.json()).toEqual(planetInSign('Venus', 'Taurus', { locale: 'de' }));
    const daily = await get('/horoscope/daily?sign=Leo&date=2025-03-20&lang=de');
    expect(daily.headers['content-language']).toBe('de');
    expect(JSON.stringify(daily.json())).not.toContain('Englisch');
  });

  it('English and a locale named by the request are unchanged: no warning, one language', async () => {
    const en = await get('/interpretations/planet-in-sign?body=Venus&sign=Taurus');
    expect(en.headers['content-language']).toBe('en');
    expect(en.json()).toEqual(planetInSign('Venus', 'Taurus'));
    const named = await get('/interpretations/planet-in-sign?body=Venus&sign=Taurus&locale=fr&lang=ru');
    expect(named.json()).toEqual(planetInSign('Venus', 'Taurus', { locale: 'fr' }));
  });

  it('a record without `warnings` (the decans, a list) is English with the header alone saying so', async () => {
    const r = await get('/decans?lang=tr');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-language']).toBe('tr, en');
    expect(r.json()).toEqual(JSON.parse(JSON.stringify(decans())));
  });

  it('/synastry with ?lang=it: no text asked, one language; with interpret: true, "it, en"', async () => {
    const post = (body: object) => inject({ method: 'POST', url: '/api/v1/synastry?lang=it', payload: body, headers: auth });
    const plain = await post({ personA: A, personB: B });
    expect(plain.headers['content-language']).toBe('it');
    const read = await post({ personA: A, personB: B, interpret: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['content-language']).toBe('it, en');
    expect(read.json()).toEqual(JSON.parse(JSON.stringify(synastry({ personA: A, personB: B, interpret: true }))));
  });
});
