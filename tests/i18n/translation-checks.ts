/**
 * The checks every translation of the interpretation text is held to (issue 31; docs/i18n/README.md "How a
 * translation is tested"), generic over the locale: the shape of each translated entry against its English, the
 * language of each paragraph (franc-min), the spelling (cspell with the language's dictionary and its astrology word
 * list tests/fixtures/i18n/words-<locale>.txt), and the 4-word-overlap and shared-sentence checks of the English text
 * (tests/text/text-similarity.ts).
 */
import { resolve } from 'node:path';
import { readSettings, spellCheckDocument } from 'cspell-lib';
import { franc } from 'franc-min';
import { MAX_SHARED_4GRAMS, maxOverlap, sentences } from '../text/text-similarity.js';

export type TextLocaleTag = 'es' | 'pt-BR' | 'fr' | 'de';

/** ISO 639-3 of each translated locale, as franc names it. */
export const FRANC_CODES: Readonly<Record<TextLocaleTag, string>> = { es: 'spa', 'pt-BR': 'por', fr: 'fra', de: 'deu' };
/** The languages franc chooses among: the text locales, and the neighbours a translation could slip into. */
const CANDIDATES = ['spa', 'por', 'fra', 'deu', 'eng', 'ita', 'cat', 'glg', 'nld'];
/** The issue's bound: at least this share of a locale's paragraphs detected as its language. */
export const MIN_DETECTED_SHARE = 0.99;
/** A paragraph long enough for a language detector to judge: ten words or more. */
export const MIN_PARAGRAPH_WORDS = 10;

const PLACEHOLDER = /\{\w+\}/g;
/** Markup a text may carry: HTML tags, Markdown emphasis and code, line breaks. */
const MARKUP = /<\/?[a-z][^>]*>|\*\*|\*|`|\n/g;
/** Members that name what an entry is about, not words to translate. */
const IDENTITY = new Set(['house', 'sign', 'decan', 'body1', 'body2', 'aspect']);

const sorted = (s: string, re: RegExp): string => [...s.matchAll(re)].map((m) => m[0]).sort().join(' ');

/**
 * @summary Where a translated entry's shape differs from its English: another member set, a blank string, other
 * placeholders or markup, an identity member changed, a list where English has text or the reverse.
 */
export function shapeProblems(english: unknown, translated: unknown, where: string): string[] {
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return [`${where}: a string in English, ${typeof translated} here`];
    const out: string[] = [];
    if (translated.trim() === '') out.push(`${where}: blank`);
    if (sorted(english, PLACEHOLDER) !== sorted(translated, PLACEHOLDER)) out.push(`${where}: placeholders ${sorted(translated, PLACEHOLDER) || 'none'} where English has ${sorted(english, PLACEHOLDER) || 'none'}`);
    if (sorted(english, MARKUP) !== sorted(translated, MARKUP)) out.push(`${where}: markup differs from English`);
    return out;
  }
  if (typeof english === 'number') return translated === english ? [] : [`${where}: ${String(translated)} where English has ${english}`];
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return [`${where}: a list in English, not here`];
    if (translated.length === 0) return [`${where}: an empty list`];
    // A list of words (keywords, strengths) may be longer or shorter in another language; a list of entries may not.
    const words = english.every((e) => typeof e === 'string');
    if (!words && translated.length !== english.length) return [`${where}: ${translated.length} items where English has ${english.length}`];
    return translated.flatMap((t, i) => shapeProblems(words ? english[0] : english[i], t, `${where}[${i}]`));
  }
  if (english !== null && typeof english === 'object') {
    if (translated === null || typeof translated !== 'object' || Array.isArray(translated)) return [`${where}: an object in English, not here`];
    const e = english as Record<string, unknown>;
    const t = translated as Record<string, unknown>;
    const keys = (o: object): string => Object.keys(o).sort().join(',');
    if (keys(e) !== keys(t)) return [`${where}: members ${keys(t)} where English has ${keys(e)}`];
    return Object.keys(e).flatMap((k) =>
      IDENTITY.has(k) ? (t[k] === e[k] ? [] : [`${where}.${k}: ${String(t[k])} where English has ${String(e[k])}`]) : shapeProblems(e[k], t[k], `${where}.${k}`));
  }
  return [];
}

/** Every string of a value, its identity members (a decan's English `sign` key, …) left out: they are keys, not text. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (IDENTITY.has(k) ? [] : stringsOf(v)));
  return [];
}

/** The paragraphs of some text: each string of ten words or more. */
export const paragraphsOf = (texts: readonly string[]): string[] => texts.filter((s) => s.split(/\s+/).length >= MIN_PARAGRAPH_WORDS);

/** @summary The paragraphs franc does not detect as the locale's language, with what it took each for. */
export function misdetected(paragraphs: readonly string[], locale: TextLocaleTag): { text: string; detected: string }[] {
  return paragraphs
    .map((text) => ({ text, detected: franc(text.replace(PLACEHOLDER, ' '), { only: CANDIDATES, minLength: 10 }) }))
    .filter((p) => p.detected !== FRANC_CODES[locale]);
}

/** @summary The words cspell does not know in the locale's dictionary and astrology word list (placeholders ignored). */
export async function unknownWords(texts: readonly string[], locale: TextLocaleTag): Promise<string[]> {
  if (texts.length === 0) return [];
  const settings = await readSettings(resolve(__dirname, `../fixtures/i18n/cspell-${locale}.json`));
  const result = await spellCheckDocument(
    { uri: `file:///urania-${locale}.txt`, text: texts.map((t) => t.replace(PLACEHOLDER, ' ')).join('\n'), languageId: 'plaintext', locale: locale.replace('-', '_') },
    { generateSuggestions: false, noConfigSearch: true },
    settings,
  );
  if ((result.errors ?? []).length > 0) throw new Error(`cspell: ${String(result.errors)}`);
  return [...new Set(result.issues.map((i) => i.text))];
}

/** @summary The largest 4-word overlap between two texts of a family, if above the English bound; and shared sentences. */
export function similarityProblems(texts: readonly string[], family: string): string[] {
  const out: string[] = [];
  const o = maxOverlap(texts);
  if (o.share > MAX_SHARED_4GRAMS) out.push(`${family}: entries ${o.i} and ${o.j} share ${(o.share * 100).toFixed(0)} % of their 4-word sequences`);
  const seen = new Map<string, number>();
  texts.forEach((t, i) => {
    for (const s of new Set(sentences(t))) {
      const j = seen.get(s);
      if (j !== undefined && j !== i) out.push(`${family}: entries ${j} and ${i} share the sentence “${s}”`);
      else seen.set(s, i);
    }
  });
  return out;
}
