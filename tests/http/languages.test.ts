import { describe, expect, it } from 'vitest';
import { useInlineServer } from './inline-server.js';
import { negotiateLocale } from '../../src/i18n/negotiate-locale.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };

describe('negotiateLocale (RFC 9110 §12.5.4 quality order; lang wins)', () => {
  it.each([
    ['de-CH, fr;q=0.8', undefined, 'de', false],
    ['fr;q=0.5, es;q=0.9', undefined, 'es', false],
    ['pt', undefined, 'pt-BR', false],
    ['zh-CN', undefined, 'zh-Hans', false],
    ['zh-TW', undefined, 'en', true],
    ['ja, *;q=0.1', undefined, 'en', true],
    ['de;q=0, it', undefined, 'it', false],
    [undefined, undefined, 'en', false],
    ['de', 'ru', 'ru', false],
    ['de', 'xx', 'en', true],
  ] as const)('Accept-Language %s, lang %s → %s (fell back: %s)', (header, lang, locale, fellBack) => {
    expect(negotiateLocale(header, lang)).toEqual({ locale, fellBack });
  });
});

describe('HTTP languages: Accept-Language, ?lang=, Content-Language, Vary, the cache per language', () => {
  const { inject, auth } = useInlineServer();
  const wheel = (query: string, headers: Record<string, string> = {}, body: Record<string, unknown> = NY) =>
    inject({ method: 'POST', url: `/api/v1/natal-chart/wheel${query}`, headers: { ...auth, ...headers }, payload: body });

  it('draws the wheel in the language of Accept-Language and says so', async () => {
    const r = await wheel('', { 'accept-language': 'ru-RU, en;q=0.5' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-language']).toBe('ru');
    expect(r.headers.vary).toContain('Accept-Language');
    expect(r.body).toContain('Натальная карта');
  });

  it('?lang= wins over Accept-Language', async () => {
    const r = await wheel('?lang=zh-Hans', { 'accept-language': 'de' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-language']).toBe('zh-Hans');
    expect(r.body).toContain('本命盘');
  });

  it('an unknown language falls back to English, and Content-Language says en', async () => {
    const r = await wheel('?lang=xx');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-language']).toBe('en');
    expect(r.body).toContain('Natal chart');
  });

  it('the wheel.locale of the body wins over the negotiated language', async () => {
    const r = await wheel('?lang=de', {}, { ...NY, wheel: { locale: 'it' } });
    expect(r.body).toContain('Tema natale');
  });

  it('keeps one cache entry per language: the same request in two languages gives two answers', async () => {
    const body = { ...NY, birthDate: '1991-01-02' };
    const de1 = await wheel('?lang=de', {}, body);
    const es1 = await wheel('?lang=es', {}, body);
    const de2 = await wheel('?lang=de', {}, body);
    expect([de1.headers['x-cache'], es1.headers['x-cache'], de2.headers['x-cache']]).toEqual(['MISS', 'MISS', 'HIT']);
    expect(de1.body).toContain('Geburtshoroskop');
    expect(es1.body).toContain('Carta natal');
    expect(de2.body).toBe(de1.body);
  });

  it('a GET route takes ?lang= without calling it an unknown parameter', async () => {
    const r = await inject({ method: 'GET', url: '/api/v1/interpretations/planet-in-sign?body=Venus&sign=Taurus&lang=fr', headers: auth });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-language']).toBe('fr');
    expect(r.headers.vary).toContain('Accept-Language');
  });

  it('the Indian chart takes the language too', async () => {
    const r = await inject({ method: 'POST', url: '/api/v1/indian-chart', headers: { ...auth, 'accept-language': 'hi' }, payload: { birth: NY, style: 'south' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.body).toContain('दक्षिण भारतीय');
  });
});
