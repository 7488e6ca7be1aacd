/**
 * Issue 31: the technique routes whose request has a `locale` — POST /transits, /progressions, /returns/solar,
 * /returns/lunar, /synastry and /composite (with `interpret: true`) and GET /decans — take the request's language from `?lang=` and
 * `Accept-Language` as the text routes do (a locale audit found them answering English to `?lang=de`): the answer is
 * the library's with that `locale`, the body's own `locale` wins, and a language without interpretation text (it, hi,
 * ru, tr, zh-Hans) leaves the text English.
 */
import { describe, expect, it } from 'vitest';
import { useInlineServer } from './inline-server.js';
import { compositeChart, decans, lunarReturnChart, progressedChart, solarReturnChart, synastry, transitsToNatal } from '../../src/records/index.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const PARTNER = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };

/** Each POST route, its body and the library call it answers. */
const ROUTES = [
  { url: '/transits', body: { birth: BIRTH, at: '2024-07-15T12:00:00Z', interpret: true }, call: transitsToNatal },
  { url: '/progressions', body: { birth: BIRTH, targetDate: '2024-07-15', interpret: true }, call: progressedChart },
  { url: '/returns/solar', body: { birth: BIRTH, year: 2024, interpret: true }, call: solarReturnChart },
  { url: '/returns/lunar', body: { birth: BIRTH, after: '2024-07-01', interpret: true }, call: lunarReturnChart },
  // `locale` alone also switches their text on, so `?lang=` reaches them through `interpret: true` (session 17).
  { url: '/synastry', body: { personA: BIRTH, personB: PARTNER, interpret: true }, call: synastry },
  { url: '/composite', body: { personA: BIRTH, personB: PARTNER, interpret: true }, call: compositeChart },
] as const;

/** Every string under an `interpretation` member of a record (a reading, or readings nested by topic). */
function readings(record: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, inside: boolean): void => {
    if (typeof v === 'string') {
      if (inside) out.push(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, inside));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, inside || k === 'interpretation');
  };
  walk(record, false);
  return out.filter((s) => s.split(' ').length >= 8);
}

describe('HTTP: the technique routes in the language of ?lang= and Accept-Language', () => {
  const { inject, auth } = useInlineServer();
  const post = (url: string, query: string, body: object, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url: `/api/v1${url}${query}`, payload: body, headers: { ...auth, ...headers } });

  it.each(ROUTES)('$url: ?lang=de answers the German readings (the library with locale de)', async ({ url, body, call }) => {
    const r = await post(url, '?lang=de', body);
    expect(r.statusCode, r.body).toBe(200);
    const german = (call as (b: object) => unknown)({ ...body, locale: 'de' });
    const english = (call as (b: object) => unknown)(body);
    expect(r.json()).toEqual(JSON.parse(JSON.stringify(german)));
    // The case has readings, and they are not the English ones.
    expect(readings(german).length).toBeGreaterThan(0);
    expect(readings(german)).not.toEqual(readings(english));
  });

  it('Accept-Language chooses without ?lang=; the body’s locale wins; Italian (no interpretation text) stays English', async () => {
    const { url, body, call } = ROUTES[0];
    const fr = await post(url, '', body, { 'accept-language': 'fr, en;q=0.5' });
    expect(fr.json()).toEqual(JSON.parse(JSON.stringify(call({ ...body, locale: 'fr' }))));
    const en = await post(url, '?lang=es', { ...body, locale: 'en' });
    expect(en.json()).toEqual(JSON.parse(JSON.stringify(call(body))));
    const it = await post(url, '?lang=it', body);
    expect(it.statusCode, it.body).toBe(200);
    expect(it.json()).toEqual(JSON.parse(JSON.stringify(call(body))));
  });

  it('/synastry and /composite: ?lang= adds no text to a body that does not ask for it; a locale alone still does', async () => {
    for (const [url, call] of [['/synastry', synastry], ['/composite', compositeChart]] as const) {
      const plain = { personA: BIRTH, personB: PARTNER };
      const r = await post(url, '?lang=de', plain, { 'accept-language': 'de' });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().interpretation).toBeUndefined();
      expect(r.json()).toEqual(JSON.parse(JSON.stringify((call as (b: object) => unknown)(plain))));
      const byLocale = (call as (b: object) => { interpretation?: unknown })({ ...plain, locale: 'fr' });
      expect(byLocale.interpretation).toBeDefined();
      expect(byLocale).toEqual((call as (b: object) => unknown)({ ...plain, interpret: true, locale: 'fr' }));
    }
  });

  it('GET /decans?lang=pt-BR answers the Portuguese descriptions', async () => {
    const r = await inject({ url: '/api/v1/decans?longitude=135&lang=pt-BR', headers: auth });
    expect(r.statusCode, r.body).toBe(200);
    const portuguese = decans({ longitude: 135, locale: 'pt-BR' });
    expect(r.json()).toEqual(JSON.parse(JSON.stringify(portuguese)));
    expect(JSON.stringify(portuguese)).not.toEqual(JSON.stringify(decans({ longitude: 135 })));
  });
});
