/**
 * The words of the forecast pictures and the world map (issue 31, `PictureWords`, src/i18n/<locale>/picture-words.ts):
 * every key in every locale, ICU MessageFormat that parses with English's placeholders, nothing left in English
 * but the reviewed list, the angles abbreviated as each language writes them, and the words of es, pt-BR, fr and de
 * spelled right (cspell, the language's dictionary and its astrology word list).
 */
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { PICTURE_WORD_CATALOGUES } from '../../src/i18n/picture-word-catalogues.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';
import { unknownWords } from './translation-checks.js';

/** Every string leaf of a word table as `path → value` (the `locale` tag and the `feminine` list aside). */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (path === '' && (k === 'locale' || k === 'feminine')) continue;
      for (const [p, s] of leaves(v, path === '' ? k : `${path}.${k}`)) out.set(p, s);
    }
  }
  return out;
}

/** The argument names of an ICU text (plural and select branches walked). */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: MessageFormatElement[]) => {
    for (const n of nodes) {
      if (n.type === TYPE.argument || n.type === TYPE.number) names.add(n.value);
      if (n.type === TYPE.plural || n.type === TYPE.select) {
        names.add(n.value);
        for (const option of Object.values(n.options)) walk(option.value);
      }
    }
  };
  walk(parse(text));
  return [...names].sort();
}

/** The literal words of an ICU text (what a reader sees, placeholders left out). */
function literalsOf(text: string): string[] {
  const out: string[] = [];
  const walk = (nodes: MessageFormatElement[]) => {
    for (const n of nodes) {
      if (n.type === TYPE.literal) out.push(n.value);
      if (n.type === TYPE.plural || n.type === TYPE.select) for (const option of Object.values(n.options)) walk(option.value);
    }
  };
  walk(parse(text));
  return out;
}

const EN = leaves(PICTURE_WORD_CATALOGUES.en);
/** The natal point's grammar: a language may choose its words by `{gender}` (fr: natale) or `{kind}` (de: angles). */
const POINT_GRAMMAR = new Set(['gender', 'kind']);

/**
 * Values a language writes as English does, reviewed: punctuation and placeholders only, the "UT" of a range and an instant, the angle
 * letters each language shares with English (MC everywhere; AS/DS in fr and it; IC in de, ru, tr), and Equal Earth,
 * the projection's proper name (Šavrič, Patterson and Jenny 2018), kept in every language; Mollweide's name in tr;
 * French « contact(s) », spelled as in English; Turkish « natal » before the point, the loanword of Turkish
 * astrologers (natal harita), so that the contact label reads « Satürn üçgen natal Güneş » as in English.
 */
const SAME_AS_ENGLISH = new Set(['listSeparator', 'clauseSeparator', 'sentence', 'headedList', 'sentenceSpace', 'contactAt', 'rangeUt', 'timeUt', 'angleShort.MC', 'projections.equal-earth']);
const SAME_IN: Readonly<Record<string, readonly string[]>> = {
  fr: ['angleShort.AS', 'angleShort.DS', 'contactCount'],
  it: ['angleShort.AS', 'angleShort.DS'],
  de: ['angleShort.IC'],
  ru: ['angleShort.IC'],
  tr: ['angleShort.IC', 'projections.mollweide', 'natalContact', 'natalPointMark'],
};

/** Proper names the pictures write in every language (the projections, the data, the credit), left out of the spell check. */
const NAMES = ['Equal Earth', 'Equal-Earth', 'Natural Earth', 'world-atlas', 'Mollweide', 'Urania', 'Lewis', 'Meeus'];

describe('the pictures’ words (issue 31)', () => {
  it('has one table per locale of LABEL_LOCALES, each tagged with its locale', () => {
    expect(Object.keys(PICTURE_WORD_CATALOGUES).sort()).toEqual([...LABEL_LOCALES].sort());
    for (const locale of LABEL_LOCALES) expect(PICTURE_WORD_CATALOGUES[locale].locale).toBe(locale);
  });

  it.each(LABEL_LOCALES)('%s has every key of English, no other, and no blank value (a sentence space aside)', (locale) => {
    const own = leaves(PICTURE_WORD_CATALOGUES[locale]);
    expect([...own.keys()].sort()).toEqual([...EN.keys()].sort());
    for (const [path, value] of own) if (path !== 'sentenceSpace') expect(value.trim(), `${locale} ${path}`).not.toBe('');
  });

  it.each(LABEL_LOCALES)('%s: every text parses as ICU MessageFormat with the placeholders of English (a point’s grammar aside)', (locale) => {
    for (const [path, value] of leaves(PICTURE_WORD_CATALOGUES[locale])) {
      expect(argumentsOf(value).filter((a) => !POINT_GRAMMAR.has(a)), `${locale} ${path}`).toEqual(argumentsOf(EN.get(path)!));
    }
  });

  it.each(LABEL_LOCALES.filter((l) => l !== 'en'))('%s leaves no value in English except the reviewed list', (locale) => {
    const allowed = new Set([...SAME_AS_ENGLISH, ...(SAME_IN[locale] ?? [])]);
    const english = [...leaves(PICTURE_WORD_CATALOGUES[locale])].filter(([path, value]) => value === EN.get(path) && !allowed.has(path));
    expect(english).toEqual([]);
  });

  it('abbreviates the angles as each language’s astrologers do (de AC DC MC IC, fr AS DS MC FC, es AC DC MC FC)', () => {
    const short = (l: keyof typeof PICTURE_WORD_CATALOGUES) => Object.values(PICTURE_WORD_CATALOGUES[l].angleShort).join(' ');
    expect(short('en')).toBe('AS DS MC IC');
    expect(short('de')).toBe('AC DC MC IC');
    expect(short('fr')).toBe('AS DS MC FC');
    expect(short('es')).toBe('AC DC MC FC');
    expect(short('pt-BR')).toBe('ASC DSC MC FC');
    expect(short('zh-Hans')).toBe('上升 下降 天顶 天底');
  });

  it('names only natal points in its feminine lists', () => {
    for (const words of Object.values(PICTURE_WORD_CATALOGUES)) for (const p of words.feminine) expect(p).toMatch(/^[A-Z][A-Za-z]+$/);
  });

  it.each(['es', 'pt-BR', 'fr', 'de'] as const)('%s is spelled right (cspell)', async (locale) => {
    const texts = [...leaves(PICTURE_WORD_CATALOGUES[locale]).values()].flatMap(literalsOf).map((t) => NAMES.reduce((s, n) => s.split(n).join(' '), t));
    expect(await unknownWords(texts, locale)).toEqual([]);
  }, 120_000);
});
