/**
 * The atlas's searches in the reader's language (issue 31, the locale audit's row 17): `findPlaces` and
 * `nearestPlace` take `locale`; each candidate's `reason` is written in it (src/places/place-words.ts) and
 * `countryName` is the runtime's name of the country (`Intl.DisplayNames`); GET /places and /places/nearest take the
 * language of `?lang=`. Expectations typed by hand as a reader of each language writes them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useInlineServer } from '../http/inline-server.js';
import { UraniaError } from '../../src/errors/index.js';
import { countryNameIn } from '../../src/places/country-name.js';
import { findPlaces, loadAtlas, nearestPlace } from '../../src/places/index.js';
import type { LabelLocale } from '../../src/schemas/label-locale.js';

beforeAll(async () => {
  await loadAtlas();
});

describe('findPlaces with locale', () => {
  it('"Ulm": Germany as the language names it', () => {
    const ulm = (locale: LabelLocale) => findPlaces('Ulm', { limit: 1, locale })[0]!.place;
    expect(ulm('de').countryName).toBe('Deutschland');
    expect(ulm('fr').countryName).toBe('Allemagne');
    expect(ulm('zh-Hans').countryName).toBe('德国');
    expect(ulm('ru').countryName).toBe('Германия');
    expect(ulm('en').countryName).toBe('Germany');
    expect(findPlaces('Ulm', { limit: 1 })[0]!.place.countryName).toBe('Germany');
  });

  it('the reasons in German and French', () => {
    expect(findPlaces('Ulm, DE', { limit: 1, locale: 'de' })[0]!.reason).toBe('der Name „Ulm“ stimmt genau überein; DE ist das Land des Ortes');
    expect(findPlaces('Ulm, DE', { limit: 1, locale: 'fr' })[0]!.reason).toBe('le nom « Ulm » correspond exactement ; DE est son pays');
    expect(findPlaces('Springfield, IL', { limit: 1, locale: 'fr' })[0]!.reason).toBe('le nom « Springfield » correspond exactement ; IL est sa région (Illinois)');
    expect(findPlaces('Zurihc', { limit: 1, locale: 'de' })[0]!.reason).toBe('der Name „Zürich“ weicht nur um einen Buchstaben von „Zurihc“ ab');
    expect(findPlaces('Ulm', { limit: 1, locale: 'zh-Hans' })[0]!.reason).toBe('名称“Ulm”完全匹配');
  });

  it('English is as it was, word for word', () => {
    expect(findPlaces('Ulm, Germany', { limit: 1 })[0]!.reason).toBe('name "Ulm" matches exactly; Germany is its country');
    expect(findPlaces('Springfield, IL', { limit: 1, locale: 'en' })[0]!.reason).toBe('name "Springfield" matches exactly; IL is its division (Illinois)');
    expect(findPlaces('Zurihc', { limit: 1 })[0]!.reason).toBe('name "Zürich" is one letter away from "Zurihc"');
    expect(findPlaces('Ulm', { locale: 'de' }).map((c) => c.place.id)).toEqual(findPlaces('Ulm').map((c) => c.place.id));
  });

  it('no English word of the English reasons is left in the other languages\' reasons', () => {
    const english = new Set(['name', 'matches', 'exactly', 'another', 'begins', 'with', 'letter', 'away', 'from', 'its', 'country', 'division']);
    // Words spelled alike that are the language's own: German „der Name“.
    const ownWords: Partial<Record<LabelLocale, readonly string[]>> = { de: ['name'] };
    for (const locale of ['es', 'pt-BR', 'fr', 'de', 'it', 'hi', 'ru', 'tr', 'zh-Hans'] as const) {
      const reasons = [...findPlaces('Springfield, IL', { limit: 2, locale }), ...findPlaces('Zurihc', { limit: 1, locale }), ...findPlaces('Ulm, DE', { limit: 1, locale })]
        .map((c) => c.reason.replace(/Springfield|Zürich|Zurihc|Ulm|Illinois/g, ''));
      const words = reasons.flatMap((r) => r.toLowerCase().split(/[^\p{L}]+/u));
      expect(words.filter((w) => english.has(w) && !(ownWords[locale] ?? []).includes(w)), locale).toEqual([]);
    }
  });

  it('an unknown locale is INVALID_ARGUMENT naming locale', () => {
    expect(() => findPlaces('Ulm', { locale: 'xx' as never })).toThrow(UraniaError);
    expect(() => nearestPlace(48.4, 10, { locale: 'klingon' as never })).toThrow(/locale must be one of/);
  });
});

describe('nearestPlace with locale, and the country names', () => {
  it('48.4, 10: Ulm in Germany, named in Italian and Hindi', () => {
    expect(nearestPlace(48.4, 10, { locale: 'it' }).place.countryName).toBe('Germania');
    expect(nearestPlace(48.4, 10, { locale: 'hi' }).place.countryName).toBe('जर्मनी');
    expect(nearestPlace(48.4, 10).place.countryName).toBe('Germany');
  });

  it('a code the runtime does not name reads the English name, no warning', () => {
    expect(countryNameIn('ZZ', 'Nowhere', 'de')).toBe('Nowhere');
    expect(countryNameIn('FR', 'France', 'de')).toBe('Frankreich');
  });
});

describe('GET /places and /places/nearest with ?lang=', () => {
  const { inject, auth } = useInlineServer();

  it('?lang=de answers what findPlaces answers with locale de; the query\'s locale wins', async () => {
    const r = await inject({ method: 'GET', url: `/api/v1/places?q=${encodeURIComponent('Ulm, DE')}&limit=2&lang=de`, headers: auth });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-language']).toBe('de');
    const body = r.json() as { candidates: unknown[] };
    expect(body.candidates).toEqual(findPlaces('Ulm, DE', { limit: 2, locale: 'de' }));
    const named = await inject({ method: 'GET', url: `/api/v1/places?q=Ulm&limit=1&locale=fr&lang=de`, headers: auth });
    expect((named.json() as { candidates: { place: { countryName: string } }[] }).candidates[0]!.place.countryName).toBe('Allemagne');
    const english = await inject({ method: 'GET', url: '/api/v1/places?q=Ulm&limit=1', headers: auth });
    expect((english.json() as { candidates: unknown[] }).candidates).toEqual(findPlaces('Ulm', { limit: 1 }));
  });

  it('/places/nearest with Accept-Language: zh-CN names the country in Chinese', async () => {
    const r = await inject({ method: 'GET', url: '/api/v1/places/nearest?latitude=48.4&longitude=10', headers: { ...auth, 'accept-language': 'zh-CN' } });
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as { place: { countryName: string } }).place.countryName).toBe('德国');
  });
});
