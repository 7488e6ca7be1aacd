/**
 * Issue 31: three records that wrote English words besides their identifiers, now in the ten label languages —
 * the yoni animal of `nakshatraLookup` (GET /vedic/nakshatra), the `summary` of `vedicCompatibility`
 * (POST /vedic/compatibility) and the animal and element of `chineseCalendar` (GET /chinese-calendar, as
 * `animalName` and `elementName` beside the English identifiers). Expectations hand-typed; English unchanged.
 */
import { describe, expect, it } from 'vitest';
import { useInlineServer } from '../http/inline-server.js';
import { chineseCalendar, nakshatraLookup, vedicCompatibility } from '../../src/index.js';

const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
/** Manglik in person A's chart only (unbalanced): ashtakoot 20, 6 poruthams agree. */
const UNBALANCED = { personA: { ...DELHI, birthDate: '1980-09-11', birthTime: '03:00' }, personB: { ...DELHI, birthDate: '1989-12-11', birthTime: '03:00' } };
/** Manglik in both charts (balanced): ashtakoot 21.5, 5 poruthams agree. */
const BALANCED = { personA: { ...DELHI, birthDate: '1980-09-11', birthTime: '11:00' }, personB: { ...DELHI, birthDate: '1992-05-11', birthTime: '11:00' } };

describe('nakshatraLookup: the yoni animal in ten languages', () => {
  it('Ashwini\'s yoni, the Horse: Pferd in German, Cheval in French, अश्व in Hindi, 马 in Chinese', () => {
    const yoni = (locale: 'de' | 'fr' | 'hi' | 'zh-Hans') => nakshatraLookup({ longitude: 5, locale }).yoni;
    expect(yoni('de')).toEqual({ animal: 'Pferd', gender: 'male' });
    expect(yoni('fr').animal).toBe('Cheval');
    expect(yoni('hi').animal).toBe('अश्व');
    expect(yoni('zh-Hans').animal).toBe('马');
  });

  it('the Jyotish names in Hindi (Hasta: महिष, the buffalo; Uttara Ashadha: नकुल, the mongoose)', () => {
    expect(nakshatraLookup({ longitude: 165, locale: 'hi' }).yoni.animal).toBe('महिष');
    expect(nakshatraLookup({ longitude: 270, locale: 'hi' }).yoni.animal).toBe('नकुल');
    expect(nakshatraLookup({ longitude: 270, locale: 'de' }).yoni.animal).toBe('Mungo');
  });

  it('the symbol reads in the locale too, with no warning (hi, de; every locale: tests/vedic/nakshatra-symbols.test.ts)', () => {
    const hi = nakshatraLookup({ longitude: 5, locale: 'hi' });
    expect(hi.symbol).toBe('अश्व का सिर');
    expect(hi.warnings).toBeUndefined();
    const de = nakshatraLookup({ longitude: 5, locale: 'de' });
    expect(de.symbol).toBe('Pferdekopf');
    expect(de.warnings).toBeUndefined();
  });

  it('English unchanged: no locale, or en, gives the catalogue\'s words and no warnings', () => {
    const en = nakshatraLookup({ longitude: 5 });
    expect(en.yoni).toEqual({ animal: 'Horse', gender: 'male' });
    expect('warnings' in en).toBe(false);
    expect(nakshatraLookup({ longitude: 5, locale: 'en' })).toEqual(en);
  });
});

describe('vedicCompatibility: the summary in ten languages', () => {
  it('English as before', () => {
    expect(vedicCompatibility(UNBALANCED).summary).toBe("Ashtakoot 20 of 36; 6 of the 10 poruthams agree; Manglik in person A's chart only.");
    expect(vedicCompatibility(BALANCED).summary).toBe('Ashtakoot 21.5 of 36; 5 of the 10 poruthams agree; Manglik in both charts (balanced).');
    expect(vedicCompatibility({ ...BALANCED, locale: 'en' })).toEqual(vedicCompatibility(BALANCED));
  });

  it('German, the half point with a decimal comma', () => {
    expect(vedicCompatibility({ ...UNBALANCED, locale: 'de' }).summary)
      .toBe('Ashtakoot 20 von 36 Punkten; 6 der 10 Poruthams sind günstig; Manglik-Dosha nur im Horoskop von Person A.');
    expect(vedicCompatibility({ ...BALANCED, locale: 'de' }).summary)
      .toBe('Ashtakoot 21,5 von 36 Punkten; 5 der 10 Poruthams sind günstig; Manglik-Dosha in beiden Horoskopen (ausgeglichen).');
  });

  it('French', () => {
    expect(vedicCompatibility({ ...UNBALANCED, locale: 'fr' }).summary)
      .toBe('Ashtakoot 20 sur 36 ; 6 poruthams sur 10 sont favorables ; dosha Manglik dans le seul thème de la personne A.');
    expect(vedicCompatibility({ ...BALANCED, locale: 'fr' }).summary)
      .toBe('Ashtakoot 21,5 sur 36 ; 5 poruthams sur 10 sont favorables ; dosha Manglik dans les deux thèmes (équilibré).');
  });

  it('Hindi and Chinese', () => {
    expect(vedicCompatibility({ ...UNBALANCED, locale: 'hi' }).summary)
      .toBe('अष्टकूट: 36 में से 20 गुण; 10 में से 6 पोरुथम अनुकूल; मांगलिक दोष केवल व्यक्ति A की कुंडली में।');
    expect(vedicCompatibility({ ...UNBALANCED, locale: 'zh-Hans' }).summary)
      .toBe('八项配对（Ashtakoot）得20分，满分36；十项配对（Porutham）中6项相合；仅A方命盘有火星缺陷（Manglik）。');
  });

  it('changes the summary only', () => {
    const { summary: _en, ...english } = vedicCompatibility(BALANCED);
    const { summary: _ru, ...russian } = vedicCompatibility({ ...BALANCED, locale: 'ru' });
    expect(russian).toEqual(english);
  });
});

describe('chineseCalendar: animalName and elementName', () => {
  const ZH_ANIMALS = '鼠牛虎兔龙蛇马羊猴鸡狗猪';
  it('the twelve animals in Chinese, year by year from the Rat of 2020 (each date after that year\'s New Year)', () => {
    const names = Array.from({ length: 12 }, (_, i) => chineseCalendar(`${2020 + i}-06-01`, { locale: 'zh-Hans' }).animalName).join('');
    expect(names).toBe(ZH_ANIMALS);
  });

  it('the five elements in Chinese: 木火土金水 (2024 Wood, 2026 Fire, 2028 Earth, 2030 Metal, 2032 Water)', () => {
    const names = [2024, 2026, 2028, 2030, 2032].map((y) => chineseCalendar(`${y}-06-01`, { locale: 'zh-Hans' }).elementName).join('');
    expect(names).toBe('木火土金水');
  });

  it('the Wood Dragon of 2024 in German, French and Hindi; the identifiers stay', () => {
    const de = chineseCalendar('2024-02-10', { locale: 'de' });
    expect([de.animal, de.element, de.animalName, de.elementName]).toEqual(['Dragon', 'Wood', 'Drache', 'Holz']);
    const fr = chineseCalendar('2025-06-01', { locale: 'fr' });
    expect([fr.animalName, fr.elementName]).toEqual(['Serpent', 'Bois']);
    const hi = chineseCalendar('2024-02-10', { locale: 'hi' });
    expect([hi.animalName, hi.elementName]).toEqual(['ड्रैगन', 'काष्ठ']);
  });

  it('English unchanged without a locale (no new members); a locale outside the ten is refused', () => {
    const en = chineseCalendar('2024-02-10');
    expect('animalName' in en || 'elementName' in en).toBe(false);
    expect(en.animal).toBe('Dragon');
    expect(() => chineseCalendar('2024-02-10', { locale: 'xx' as 'en' })).toThrow(/locale/);
    expect(() => chineseCalendar('2024-02-10', null as never)).toThrow(/options must be an object/);
  });
});

describe('HTTP: the three routes in the language of ?lang=', () => {
  const { inject, auth } = useInlineServer();
  const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

  it('GET /vedic/nakshatra?lang=de answers the library with locale de; ?lang=hi too', async () => {
    const de = await inject({ url: '/api/v1/vedic/nakshatra?longitude=5&lang=de', headers: auth });
    expect(de.statusCode, de.body).toBe(200);
    expect(de.json()).toEqual(json(nakshatraLookup({ longitude: 5, locale: 'de' })));
    expect(de.json().yoni.animal).toBe('Pferd');
    const hi = await inject({ url: '/api/v1/vedic/nakshatra?longitude=5&lang=hi', headers: auth });
    expect(hi.json()).toEqual(json(nakshatraLookup({ longitude: 5, locale: 'hi' })));
    const en = await inject({ url: '/api/v1/vedic/nakshatra?longitude=5', headers: auth });
    expect(en.json()).toEqual(json(nakshatraLookup({ longitude: 5 })));
  });

  it('POST /vedic/compatibility?lang=de answers the library with locale de; the body\'s locale wins', async () => {
    const de = await inject({ method: 'POST', url: '/api/v1/vedic/compatibility?lang=de', payload: UNBALANCED, headers: auth });
    expect(de.statusCode, de.body).toBe(200);
    expect(de.json()).toEqual(json(vedicCompatibility({ ...UNBALANCED, locale: 'de' })));
    const fr = await inject({ method: 'POST', url: '/api/v1/vedic/compatibility?lang=de', payload: { ...UNBALANCED, locale: 'fr' }, headers: auth });
    expect(fr.json().summary).toMatch(/^Ashtakoot 20 sur 36 ;/);
    const en = await inject({ method: 'POST', url: '/api/v1/vedic/compatibility', payload: UNBALANCED, headers: auth });
    expect(en.json().summary).toBe("Ashtakoot 20 of 36; 6 of the 10 poruthams agree; Manglik in person A's chart only.");
  });

  it('GET /chinese-calendar?lang=de answers the library with locale de; ?locale=zh-Hans; without either, English alone', async () => {
    const de = await inject({ url: '/api/v1/chinese-calendar?date=2024-02-10&lang=de', headers: auth });
    expect(de.statusCode, de.body).toBe(200);
    expect(de.json()).toEqual(json(chineseCalendar('2024-02-10', { locale: 'de' })));
    const zh = await inject({ url: '/api/v1/chinese-calendar?date=2024-02-10&locale=zh-Hans', headers: auth });
    expect([zh.json().animalName, zh.json().elementName]).toEqual(['龙', '木']);
    const en = await inject({ url: '/api/v1/chinese-calendar?date=2024-02-10', headers: auth });
    expect(en.json()).toEqual(json(chineseCalendar('2024-02-10')));
  });
});
