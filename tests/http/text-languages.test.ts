/**
 * The interpretation routes in the request's language (issue 31, docs/i18n/README.md): `?lang=` and `Accept-Language`
 * choose the text locale where the route writes text, the request's own `locale` wins, and a language with labels but
 * no text (ru, hi…) answers English text. Whatever has no translation yet reads English with `warnings`.
 */
import { describe, expect, it } from 'vitest';
import { useInlineServer } from './inline-server.js';
import { almanacDay, lunarGuidance, planetInSign, signCompatibility } from '../../src/records/index.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };

describe('HTTP: the text locale from ?lang= and Accept-Language', () => {
  const { inject, auth } = useInlineServer();
  const get = (query: string, headers: Record<string, string> = {}) =>
    inject({ method: 'GET', url: `/api/v1/interpretations/planet-in-sign?body=Venus&sign=Taurus${query}`, headers: { ...auth, ...headers } });

  it('?lang=de answers the German text (English where it has none, with a warning naming German)', async () => {
    const r = await get('&lang=de');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-language']).toBe('de');
    expect(r.json()).toEqual(planetInSign('Venus', 'Taurus', { locale: 'de' }));
    expect(JSON.stringify(r.json())).not.toBe(JSON.stringify(planetInSign('Venus', 'Taurus')));
  });

  it('Accept-Language chooses the locale when there is no ?lang=', async () => {
    const r = await get('', { 'accept-language': 'pt-BR, en;q=0.3' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual(planetInSign('Venus', 'Taurus', { locale: 'pt-BR' }));
  });

  it('the request’s own locale wins over ?lang=', async () => {
    const r = await get('&locale=en&lang=fr');
    expect(r.json()).toEqual(planetInSign('Venus', 'Taurus'));
    expect(r.json().warnings).toBeUndefined();
  });

  it('a language with labels but no interpretation text answers English text and says so (tests/http/text-fallback-lang.test.ts)', async () => {
    const r = await get('&lang=ru');
    expect(r.statusCode, r.body).toBe(200);
    const { warnings, ...rest } = r.json() as { warnings?: string[] };
    expect(rest).toEqual(planetInSign('Venus', 'Taurus'));
    expect(warnings).toHaveLength(1);
    expect(r.headers['content-language']).toBe('ru, en');
  });

  it('the sign compatibility, the lunar guidance and the almanac take the language too', async () => {
    const compat = await inject({ method: 'GET', url: '/api/v1/horoscope/compatibility?sign1=Virgo&sign2=Pisces&lang=fr', headers: auth });
    expect(compat.statusCode, compat.body).toBe(200);
    expect(compat.headers['content-language']).toBe('fr');
    expect(compat.json()).toEqual(signCompatibility('Virgo', 'Pisces', { locale: 'fr' }));
    const guidance = await inject({ method: 'GET', url: '/api/v1/moon/guidance?date=2024-04-08&timezone=UTC', headers: { ...auth, 'accept-language': 'es' } });
    expect(guidance.statusCode, guidance.body).toBe(200);
    expect(guidance.json()).toEqual(lunarGuidance({ date: '2024-04-08', timezone: 'UTC', locale: 'es' }));
    const almanac = await inject({ method: 'GET', url: '/api/v1/almanac?date=2024-04-08&timezone=UTC&lang=de', headers: auth });
    expect(almanac.statusCode, almanac.body).toBe(200);
    expect(almanac.json()).toEqual(almanacDay({ date: '2024-04-08', timezone: 'UTC', locale: 'de' }));
  });

  it('a report route takes the language too (POST /natal-report)', async () => {
    const r = await inject({ method: 'POST', url: '/api/v1/natal-report?lang=es', headers: auth, payload: NY });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().locale).toBe('es');
  });
});
