/**
 * Issue 31: the signs' keywords in the reader's language (src/text/sign-keywords.ts and its translations): `signInfo`
 * and every horoscope's `signContext.keywords` follow `locale`; English is the zodiac layer's list, unchanged; each
 * translation is whole (no `warnings`), four words a sign as in English, and hand-typed below for one sign.
 */
import { describe, expect, it } from 'vitest';
import { dailyHoroscope, monthlyHoroscope, signInfo, weeklyHoroscope, yearlyHoroscope } from '../../src/index.js';
import { SIGNS } from '../../src/schemas/index.js';
import { SIGN_FACTS } from '../../src/zodiac/signs.js';

const LEO = {
  en: ['warmth', 'pride', 'creativity', 'display'],
  es: ['calidez', 'orgullo', 'creatividad', 'lucimiento'],
  'pt-BR': ['calor', 'orgulho', 'criatividade', 'brilho'],
  fr: ['chaleur', 'fierté', 'créativité', 'éclat'],
  de: ['Wärme', 'Stolz', 'Kreativität', 'Auftritt'],
} as const;
const LOCALES = Object.keys(LEO) as (keyof typeof LEO)[];

describe('the signs’ keywords in five languages', () => {
  it.each(LOCALES)('%s: Leo’s keywords by hand, from signInfo and from the four horoscopes', (locale) => {
    expect(signInfo('Leo', { locale }).keywords).toEqual(LEO[locale]);
    const horoscopes = [
      dailyHoroscope({ sign: 'Leo', date: '2025-03-20', locale, narrative: false }),
      weeklyHoroscope({ sign: 'Leo', date: '2025-03-20', locale, narrative: false }),
      monthlyHoroscope({ sign: 'Leo', year: 2025, month: 3, locale, narrative: false }),
      yearlyHoroscope({ sign: 'Leo', year: 2025, locale, narrative: false }),
    ];
    for (const h of horoscopes) expect(h.signContext.keywords).toEqual(LEO[locale]);
  });

  it('English without a locale is the zodiac layer’s list for every sign', () => {
    for (const sign of SIGNS) expect(signInfo(sign).keywords).toEqual(SIGN_FACTS[sign].keywords);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s: every sign has four keywords of its own, none English, no warnings', (locale) => {
    const seen = new Set<string>();
    for (const sign of SIGNS) {
      const info = signInfo(sign, { locale });
      expect(info.keywords, sign).toHaveLength(4);
      expect(info.warnings, sign).toBeUndefined();
      for (const k of info.keywords) seen.add(k);
    }
    // 48 words, at most a few the same as English (initiative, structure…: the same word in both languages).
    expect(seen.size).toBe(48);
    const english = new Set<string>(SIGNS.flatMap((s) => SIGN_FACTS[s].keywords));
    expect([...seen].filter((k) => english.has(k)).length).toBeLessThanOrEqual(12);
  });
});
