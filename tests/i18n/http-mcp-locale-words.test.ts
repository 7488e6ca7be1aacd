/**
 * The four small word families of the HTTP, MCP and atlas answers and of the aspect grid (issue 31): the notice of
 * English readings (src/i18n/text-language-notices.ts), the MCP text summary (src/http/mcp/mcp-summary-words.ts),
 * the atlas's reasons (src/places/place-words.ts) and the aspect grid's motion words
 * (src/chart-wheel/aspect-grid-words.ts). Like tests/i18n/label-catalogues.test.ts: every key in every locale, the
 * same ICU arguments as English, no value left identical to English unless listed with a reason, no English word of
 * the English templates in another language's, and the words of es, pt-BR, fr and de spelled right (cspell).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ASPECT_GRID_WORDS } from '../../src/chart-wheel/aspect-grid-words.js';
import { MCP_SUMMARY_WORDS } from '../../src/http/mcp/mcp-summary-words.js';
import { TEXT_LANGUAGE_NOTICES } from '../../src/i18n/text-language-notices.js';
import { PLACE_WORDS } from '../../src/places/place-words.js';
import { LABEL_LOCALES, type LabelLocale } from '../../src/schemas/label-locale.js';
import { unknownWords } from './translation-checks.js';

const FAMILIES: Readonly<Record<string, Readonly<Record<LabelLocale, Readonly<Record<string, string>>>>>> = {
  'text language notices': TEXT_LANGUAGE_NOTICES as never,
  'MCP summary words': MCP_SUMMARY_WORDS as never,
  'place words': PLACE_WORDS as never,
  'aspect grid words': ASPECT_GRID_WORDS as never,
};

/**
 * Values a language writes as English does, reviewed: templates of placeholders and punctuation only (the
 * language's word order is English's: `{body} {degree}° {sign}` in German, Russian and Turkish; `{line}, {motion}`;
 * `{placement} ({retrograde})`), Italian `{angle} in {sign}` (in is Italian), and the separator `; `.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, ReadonlySet<string>>> = {
  'MCP summary words': new Set(['de.placement', 'ru.placement', 'tr.placement', '*.retrograde', 'it.angleSign']),
  'place words': new Set(['*.separator']),
  'aspect grid words': new Set(['*.cellLabel']),
};

/** The argument names of an ICU message (plural and select branches walked). */
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

/** The text of an ICU message outside its placeholders (every branch's), case kept. */
function literalText(text: string): string {
  const out: string[] = [];
  const walk = (nodes: MessageFormatElement[]) => {
    for (const n of nodes) {
      if (n.type === TYPE.literal) out.push(n.value);
      if (n.type === TYPE.plural || n.type === TYPE.select) for (const option of Object.values(n.options)) walk(option.value);
    }
  };
  walk(parse(text));
  return out.join(' ');
}

/** The words of an ICU message outside its placeholders, in lower case. */
const literalWords = (text: string): string[] => literalText(text).toLowerCase().split(/[^\p{L}]+/u).filter((w) => w !== '');

describe.each(Object.entries(FAMILIES))('the %s', (family, table) => {
  const english = table.en;
  const same = SAME_AS_ENGLISH[family] ?? new Set<string>();

  it('has every key of English in every locale, with English\'s ICU arguments, none blank', () => {
    for (const locale of LABEL_LOCALES) {
      expect(Object.keys(table[locale]).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(table[locale])) {
        expect(value.trim(), `${locale}.${key}`).not.toBe('');
        expect(argumentsOf(value), `${locale}.${key}`).toEqual(argumentsOf(english[key]!));
      }
    }
  });

  it('leaves no value as English has it unless listed with a reason', () => {
    for (const locale of LABEL_LOCALES.filter((l) => l !== 'en')) {
      for (const [key, value] of Object.entries(table[locale])) {
        if (same.has(`${locale}.${key}`) || same.has(`*.${key}`)) continue;
        expect(value, `${locale}.${key}`).not.toBe(english[key]);
      }
    }
  });

  it('keeps no English word of the English templates (three letters or more) in another language', () => {
    const englishWords = new Set(Object.values(english).flatMap(literalWords).filter((w) => w.length >= 3));
    // Words of the language spelled as English's: German „der Name“ (the place words), Portuguese „1 item“.
    const own: Partial<Record<LabelLocale, readonly string[]>> = { de: ['name'], 'pt-BR': ['item'] };
    for (const locale of LABEL_LOCALES.filter((l) => l !== 'en')) {
      const words = Object.values(table[locale]).flatMap(literalWords);
      expect(words.filter((w) => englishWords.has(w) && !(own[locale] ?? []).includes(w)), locale).toEqual([]);
    }
  });

  it.each(['es', 'pt-BR', 'fr', 'de'] as const)('is spelled right in %s (cspell, the language\'s dictionary and astrology list)', async (locale) => {
    const texts = Object.values(table[locale]).map(literalText);
    expect(await unknownWords(texts, locale)).toEqual([]);
  }, 120_000);
});
