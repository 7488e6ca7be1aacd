/**
 * Issue 31: the word families of the Vedic records and the Chinese calendar (src/i18n/vedic-words.ts,
 * src/i18n/chinese-calendar-words.ts), checked as the label catalogues are (tests/i18n/label-catalogues.test.ts):
 * every key in every locale, the same ICU placeholders, no value left as English unless listed below with its
 * reason, no English word of the English template in another language's summary, and the five text languages'
 * words spelled right (cspell, as tests/i18n/translation-quality.test.ts spells the text).
 */
import { describe, expect, it } from 'vitest';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { CHINESE_CALENDAR_WORDS } from '../../src/i18n/chinese-calendar-words.js';
import { formatLabel } from '../../src/i18n/format-label.js';
import { VEDIC_WORDS } from '../../src/i18n/vedic-words.js';
import { LABEL_LOCALES, type LabelLocale } from '../../src/schemas/label-locale.js';
import { CHINESE_ANIMALS, CHINESE_ELEMENTS, YONI_ANIMALS } from '../../src/schemas/record-enums.js';
import { unknownWords } from './translation-checks.js';
import { leaves } from './word-family-leaves.js';

/** The argument names of an ICU message, and the options of each select. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: ReturnType<typeof parse>) => {
    for (const n of nodes) {
      if (n.type === TYPE.argument || n.type === TYPE.number) names.add(n.value);
      if (n.type === TYPE.select) names.add(`${n.value}:${Object.keys(n.options).sort().join('|')}`);
      if (n.type === TYPE.plural) names.add(n.value);
      if (n.type === TYPE.plural || n.type === TYPE.select) for (const option of Object.values(n.options)) walk(option.value);
    }
  };
  walk(parse(text));
  return [...names].sort();
}

/**
 * Values a language writes as English does, reviewed: the same word in that language (fr Serpent, Rat, Lion, Dragon,
 * the symbol Lotus; de Tiger, the symbols Hand and Lotus; es, pt-BR and tr Metal).
 */
const SAME_AS_ENGLISH: Readonly<Partial<Record<LabelLocale, readonly string[]>>> = {
  fr: ['yoni.Serpent', 'yoni.Rat', 'yoni.Lion', 'symbols.Anuradha', 'animals.Rat', 'animals.Dragon'],
  de: ['yoni.Tiger', 'symbols.Hasta', 'symbols.Anuradha', 'animals.Tiger'],
  es: ['elements.Metal'],
  'pt-BR': ['elements.Metal'],
  tr: ['elements.Metal'],
};

const FAMILIES = { vedic: VEDIC_WORDS, chineseCalendar: CHINESE_CALENDAR_WORDS } as const;

describe.each(Object.entries(FAMILIES))('the %s words', (_name, table) => {
  const english = leaves(table.en);

  it('has one entry per label locale', () => {
    expect(Object.keys(table).sort()).toEqual([...LABEL_LOCALES].sort());
  });

  it.each(LABEL_LOCALES)('%s has every key of English, no other, none blank, the placeholders and selects of English', (locale) => {
    const own = leaves(table[locale]);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, value] of own) {
      expect(value.trim(), path).not.toBe('');
      expect(argumentsOf(value), `${locale} ${path}`).toEqual(argumentsOf(english.get(path)!));
    }
  });

  it.each(LABEL_LOCALES.filter((l) => l !== 'en'))('%s leaves no value in English except the reviewed list', (locale) => {
    const allowed = new Set(SAME_AS_ENGLISH[locale] ?? []);
    expect([...leaves(table[locale])].filter(([path, value]) => value === english.get(path) && !allowed.has(path)).map(([p]) => p)).toEqual([]);
  });
});

describe('the keys are the records\' identifiers', () => {
  it('14 yoni animals, 12 Chinese animals, 5 elements, in every locale', () => {
    for (const locale of LABEL_LOCALES) {
      expect(Object.keys(VEDIC_WORDS[locale].yoni)).toEqual([...YONI_ANIMALS]);
      expect(Object.keys(CHINESE_CALENDAR_WORDS[locale].animals)).toEqual([...CHINESE_ANIMALS]);
      expect(Object.keys(CHINESE_CALENDAR_WORDS[locale].elements)).toEqual([...CHINESE_ELEMENTS]);
      expect(new Set(Object.values(CHINESE_CALENDAR_WORDS[locale].animals)).size).toBe(12);
    }
  });
});

/** Each verdict, and a single porutham (the plural's `one`), rendered in `locale`. */
function summaries(locale: LabelLocale): string[] {
  const t = VEDIC_WORDS[locale].compatibilitySummary;
  return [
    formatLabel(t, { total: '28', agreeable: 7, verdict: 'none', person: 'A' }, locale),
    formatLabel(t, { total: '19', agreeable: 1, verdict: 'balanced', person: 'A' }, locale),
    formatLabel(t, { total: '20', agreeable: 3, verdict: 'unbalanced', person: 'B' }, locale),
  ];
}

/** The Sanskrit terms every language keeps (the English template's own names). */
const SANSKRIT = new Set(['ashtakoot', 'manglik', 'dosha', 'porutham', 'poruthams']);
/** Words of a language spelled as an English word of the template: German «in», «Person»; Italian «in»; Portuguese «no». */
const SHARED_WORDS: Readonly<Partial<Record<LabelLocale, readonly string[]>>> = { de: ['in', 'person'], it: ['in'], 'pt-BR': ['no'] };
const wordsOf = (s: string): string[] => (s.toLowerCase().match(/\p{L}{2,}/gu) ?? []);

describe('the Vedic match summary', () => {
  const englishWords = new Set(summaries('en').flatMap(wordsOf).filter((w) => !SANSKRIT.has(w)));

  it('English renders as the record always wrote it (the plural left as it was: "1 of the 10 poruthams agree")', () => {
    expect(summaries('en')).toEqual([
      'Ashtakoot 28 of 36; 7 of the 10 poruthams agree; no Manglik dosha in either chart.',
      'Ashtakoot 19 of 36; 1 of the 10 poruthams agree; Manglik in both charts (balanced).',
      "Ashtakoot 20 of 36; 3 of the 10 poruthams agree; Manglik in person B's chart only.",
    ]);
  });

  it.each(LABEL_LOCALES.filter((l) => l !== 'en'))('%s keeps no English word of the English template', (locale) => {
    const shared = new Set(SHARED_WORDS[locale] ?? []);
    expect(summaries(locale).flatMap(wordsOf).filter((w) => englishWords.has(w) && !shared.has(w))).toEqual([]);
  });

  it('agrees in number where the language does (de ist/sind, fr est/sont, ru благоприятен/благоприятны)', () => {
    expect(summaries('de')[1]).toBe('Ashtakoot 19 von 36 Punkten; 1 der 10 Poruthams ist günstig; Manglik-Dosha in beiden Horoskopen (ausgeglichen).');
    expect(summaries('fr')[1]).toBe('Ashtakoot 19 sur 36 ; 1 porutham sur 10 est favorable ; dosha Manglik dans les deux thèmes (équilibré).');
    expect(summaries('ru')[2]).toBe('Аштакута: 20 из 36; 3 из 10 порутхамов благоприятны; манглик-доша только в карте партнёра B.');
    expect(summaries('ru')[1]).toBe('Аштакута: 19 из 36; 1 из 10 порутхамов благоприятен; манглик-доша в обеих картах (уравновешена).');
  });

  it.each(['es', 'pt-BR', 'fr', 'de'] as const)('%s: the summaries, names and symbols are spelled right', async (locale) => {
    const names = [...leaves(VEDIC_WORDS[locale].yoni).values(), ...leaves(VEDIC_WORDS[locale].symbols).values(), ...leaves(CHINESE_CALENDAR_WORDS[locale]).values()];
    expect(await unknownWords([...summaries(locale), ...names], locale)).toEqual([]);
  }, 120_000);
});
