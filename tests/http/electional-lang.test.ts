/**
 * POST /electional in the request's language (issue 31): `?lang=` and `Accept-Language` choose the locale of the
 * factors' descriptions; the body's own `locale` wins.
 */
import { describe, expect, it } from 'vitest';
import { useInlineServer } from './inline-server.js';
import { electionalWindows } from '../../src/records/index.js';

const BODY = { activity: 'wedding', startDate: '2024-06-01', endDate: '2024-06-03', latitude: 48.85, longitude: 2.35, topN: 3 } as const;

describe('HTTP: POST /electional in the language of ?lang= and Accept-Language', () => {
  const { inject, auth } = useInlineServer();
  const post = (query: string, body: object, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url: `/api/v1/electional${query}`, payload: body, headers: { ...auth, ...headers } });

  it('?lang=de answers the German descriptions, the factor keys English', async () => {
    const r = await post('?lang=de', BODY);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-language']).toBe('de');
    expect(r.json()).toEqual(electionalWindows({ ...BODY, locale: 'de' }));
    const factors = r.json().bestWindows.flatMap((w: { factors: { factor: string; description: string }[] }) => w.factors);
    expect(factors.some((f: { description: string }) => /\b(Mond|Stunde|Sonne)\b/.test(f.description))).toBe(true);
    expect(factors.map((f: { factor: string }) => f.factor)).toEqual(
      electionalWindows(BODY).bestWindows.flatMap((w) => w.factors.map((f) => f.factor)),
    );
  });

  it('Accept-Language chooses the locale without ?lang=, and the body’s locale wins over both', async () => {
    const fr = await post('', BODY, { 'accept-language': 'fr, en;q=0.5' });
    expect(fr.statusCode, fr.body).toBe(200);
    expect(fr.json()).toEqual(electionalWindows({ ...BODY, locale: 'fr' }));
    const en = await post('?lang=es', { ...BODY, locale: 'en' });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json()).toEqual(electionalWindows(BODY));
  });
});
