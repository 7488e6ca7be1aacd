/**
 * Issue 31: the 27 nakshatra symbols in the ten label languages (src/i18n/<locale>/vedic-words.ts, `symbols`), the
 * one place each symbol is written: `nakshatraLookup` (GET /vedic/nakshatra) answers them in every locale with no
 * fallback warning, the Vedic report quotes them, and the catalogue's English is the English words' own.
 * Expectations typed by hand.
 */
import { describe, expect, it } from 'vitest';
import { useInlineServer } from '../http/inline-server.js';
import { VEDIC_WORDS } from '../../src/i18n/vedic-words.js';
import { nakshatraLookup, vedicReport } from '../../src/index.js';
import { LABEL_LOCALES, type LabelLocale } from '../../src/schemas/label-locale.js';
import { NAKSHATRAS } from '../../src/vedic/nakshatras.js';

/** The 27 nakshatras, Ashwini first, typed here rather than read from the catalogue. */
const NAMES = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula',
  'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
];
/** A longitude 5° into the nakshatra of that name. */
const at = (name: string): number => NAMES.indexOf(name) * (360 / 27) + 5;
const OTHERS = LABEL_LOCALES.filter((l) => l !== 'en');

describe('every nakshatra has its symbol in every locale', () => {
  it.each(LABEL_LOCALES)('%s: the 27 names as keys, in order, none blank', (locale) => {
    expect(Object.keys(VEDIC_WORDS[locale].symbols)).toEqual(NAMES);
    for (const [name, symbol] of Object.entries(VEDIC_WORDS[locale].symbols)) expect(symbol.trim(), `${locale} ${name}`).not.toBe('');
  });

  it.each(LABEL_LOCALES)('%s: no two nakshatras share a symbol', (locale) => {
    expect(new Set(Object.values(VEDIC_WORDS[locale].symbols)).size).toBe(27);
  });

  it.each(['hi', 'ru', 'zh-Hans'] as const)('%s: no Latin letter in any symbol', (locale) => {
    expect(Object.values(VEDIC_WORDS[locale].symbols).filter((s) => /[A-Za-z]/.test(s))).toEqual([]);
  });

  it('the catalogue\'s English symbol is the English words\' (one place), as the record always wrote it', () => {
    expect(NAKSHATRAS.map((n) => n.symbol)).toEqual(Object.values(VEDIC_WORDS.en.symbols));
    expect(nakshatraLookup({ longitude: at('Ashwini') }).symbol).toBe("Horse's head");
    expect(nakshatraLookup({ longitude: at('Pushya') }).symbol).toBe("Cow's udder (flower)");
    expect(nakshatraLookup({ longitude: at('Revati') }).symbol).toBe('Fish (drum)');
  });
});

/** Sanskrit words every Latin-script language keeps, and words a language spells as English does, reviewed. */
const SANSKRIT = ['yoni', 'mridanga'];
const SHARED: Readonly<Partial<Record<LabelLocale, readonly string[]>>> = {
  es: ['circular'], 'pt-BR': ['circular'], fr: ['serpent', 'royal', 'lotus'], de: ['hand', 'lotus', 'wind'], tr: ['lotus'],
};
const wordsOf = (s: string): string[] => s.toLowerCase().match(/\p{L}{2,}/gu) ?? [];

describe('no English left', () => {
  const english = new Set(Object.values(VEDIC_WORDS.en.symbols).flatMap(wordsOf).filter((w) => !SANSKRIT.includes(w)));

  it.each(OTHERS)('%s keeps no English word of the English symbols, and no symbol as English writes it', (locale) => {
    const shared = new Set(SHARED[locale] ?? []);
    const symbols = Object.values(VEDIC_WORDS[locale].symbols);
    expect(symbols.flatMap(wordsOf).filter((w) => english.has(w) && !shared.has(w))).toEqual([]);
    const same = NAMES.filter((n) => VEDIC_WORDS[locale].symbols[n as 'Ashwini'] === VEDIC_WORDS.en.symbols[n as 'Ashwini']);
    expect(same.every((n) => shared.has(VEDIC_WORDS.en.symbols[n as 'Ashwini'].toLowerCase())), same.join()).toBe(true);
  });

  it('the check catches an English word', () => {
    expect(['Testa di cavallo', 'Royal trono'].flatMap(wordsOf).filter((w) => english.has(w))).toEqual(['royal']);
  });
});

describe('nakshatraLookup: the symbol in the reader\'s language, with no warning', () => {
  const symbol = (name: string, locale: LabelLocale) => nakshatraLookup({ longitude: at(name), locale }).symbol;

  it('Hindi: the Jyotish books\' words', () => {
    expect(symbol('Ashwini', 'hi')).toBe('अश्व का सिर');
    expect(symbol('Magha', 'hi')).toBe('राजसिंहासन');
    expect(symbol('Pushya', 'hi')).toBe('गौ का थन (पुष्प)');
  });

  it('Russian', () => {
    expect(symbol('Ashwini', 'ru')).toBe('Голова коня');
    expect(symbol('Pushya', 'ru')).toBe('Коровье вымя (цветок)');
    expect(symbol('Anuradha', 'ru')).toBe('Лотос');
  });

  it('Simplified Chinese', () => {
    expect(symbol('Ashwini', 'zh-Hans')).toBe('马头');
    expect(symbol('Magha', 'zh-Hans')).toBe('王座');
    expect(symbol('Anuradha', 'zh-Hans')).toBe('莲花');
  });

  it('Italian', () => {
    expect(symbol('Ashwini', 'it')).toBe('Testa di cavallo');
    expect(symbol('Punarvasu', 'it')).toBe('Arco e faretra');
    expect(symbol('Revati', 'it')).toBe('Pesce (tamburo)');
  });

  it('Turkish', () => {
    expect(symbol('Ashwini', 'tr')).toBe('At başı');
    expect(symbol('Magha', 'tr')).toBe('Kral tahtı');
    expect(symbol('Shravana', 'tr')).toBe('Kulak (üç ayak izi)');
  });

  it('German and French, as the Vedic report has written them since session 15', () => {
    expect(symbol('Ashwini', 'de')).toBe('Pferdekopf');
    expect(symbol('Pushya', 'fr')).toBe('Pis de vache (fleur)');
  });

  it.each(LABEL_LOCALES)('%s: every nakshatra answers its locale\'s symbol and no warnings; only symbol and yoni change', (locale) => {
    for (const name of NAMES) {
      const r = nakshatraLookup({ longitude: at(name), locale });
      const en = nakshatraLookup({ longitude: at(name) });
      expect(r.symbol).toBe(VEDIC_WORDS[locale].symbols[name as 'Ashwini']);
      expect('warnings' in r, `${locale} ${name}`).toBe(false);
      expect({ ...r, symbol: en.symbol, yoni: en.yoni }).toEqual(en);
    }
  });

  it('at an instant too (the Moon on 2024-03-20 12:00 UTC)', () => {
    const hi = nakshatraLookup({ at: '2024-03-20T12:00:00Z', body: 'Moon', locale: 'hi' });
    const en = nakshatraLookup({ at: '2024-03-20T12:00:00Z', body: 'Moon' });
    expect(hi.symbol).toBe(VEDIC_WORDS.hi.symbols[en.name as 'Ashwini']);
    expect(hi.warnings).toBeUndefined();
  });
});

describe('the Vedic report quotes the same words', () => {
  it('French lead lines (India 1947: the Moon in Pushya, the Lagna in Krittika)', () => {
    const r = vedicReport({ birth: { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }, at: '2026-01-01', locale: 'fr' });
    expect(r.sections[1]!.lead).toContain('Pis de vache (fleur)');
    expect(r.sections[2]!.lead).toContain('Rasoir (flamme)');
  });
});

describe('HTTP: GET /vedic/nakshatra?lang=', () => {
  const { inject, auth } = useInlineServer();
  const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

  it.each(['hi', 'zh-Hans', 'tr'] as const)('?lang=%s equals the library with that locale, no warning, a plain Content-Language', async (lang) => {
    const res = await inject({ url: `/api/v1/vedic/nakshatra?longitude=125&lang=${lang}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(json(nakshatraLookup({ longitude: 125, locale: lang })));
    expect(res.json().warnings).toBeUndefined();
    expect(res.headers['content-language']).toBe(lang);
  });

  it('?lang=hi: Magha\'s throne in Hindi', async () => {
    const res = await inject({ url: '/api/v1/vedic/nakshatra?longitude=125&lang=hi', headers: auth });
    expect(res.json().symbol).toBe('राजसिंहासन');
  });

  it('without lang, English as before', async () => {
    const res = await inject({ url: '/api/v1/vedic/nakshatra?longitude=125', headers: auth });
    expect(res.json().symbol).toBe('Royal throne');
    expect(res.json()).toEqual(json(nakshatraLookup({ longitude: 125 })));
  });
});
