import { displayName } from './display-name.js';
import { fillWords } from './page-words.js';
import { PAGE_WORDS_EN } from './page-words-en.js';
import type { LabelLocale } from '../schemas/index.js';

/** `Eros omitted: Eros is available for years 1650..2350 (TT JD …); jdTt … is outside` (src/charts/builders). */
const OMITTED = /^(\w+) omitted: \1 is available for years (-?\d+)\.\.(-?\d+)\b/;

/** Parentheses that hold Julian days, and clauses naming one (`; jdTt 2268992.99 is outside`). */
const JULIAN_DAY_PARTS = [/\s*\([^()]*\bJD\b[^()]*\)/g, /[;,]?\s*\bjd(?:Tt|Ut)\b\s*[-\d.]+[^;.]*/gi];

/** A year as a person reads it, with a true minus sign. */
function year(text: string): string {
  return text.startsWith('-') ? `−${text.slice(1)}` : text;
}

/** Full stops that end a sentence in the ten languages: Latin and Cyrillic, Chinese `。`, Devanagari `।` (danda). */
const SENTENCE_END = /[.!?。！？।]$/u;

/**
 * A line as a sentence: its first letter capital in the page's language (Turkish `i` → `İ`; scripts without case are
 * left as they are), and the full stop of the script it ends in when it has none (`。` after Chinese, `।` after Hindi).
 */
function sentence(text: string, locale: LabelLocale): string {
  const t = text.trim();
  if (t === '') return t;
  const first = String.fromCodePoint(t.codePointAt(0)!);
  const capital = first.toLocaleUpperCase(locale) + t.slice(first.length);
  if (SENTENCE_END.test(capital)) return capital;
  // The full stop of the script the line ends in (an English warning on a Chinese page keeps its `.`).
  const stop = /\p{Script=Han}[)）]?$/u.test(capital) ? '。' : /\p{Script=Devanagari}[)]?$/u.test(capital) ? '।' : '.';
  return `${capital}${stop}`;
}

/**
 * @summary The chart's warnings as the page shows them, one readable sentence per warning: a body left out
 * because the date lies outside its ephemeris says so with the years it covers (`Eros is left out: its
 * ephemeris covers the years 1650 to 2350.`); no Julian day and no internal name (`jdTt`) reaches the page; every
 * other warning is written as a sentence. Empty warnings are dropped. The page's own sentence (the body left out)
 * is in the page's language (`leftOut`, and `bodyName` for the body). Warnings the library wrote in another language
 * (a record's `locale`, issue 31) are written as sentences of that language (`locale`: capital and full stop).
 * @example warningLines(['未给出出生时间：按当地正午（12:00）计算'], undefined, undefined, 'zh-Hans') // ['未给出出生时间：按当地正午（12:00）计算。']
 * @example warningLines(['time not given: local noon (12:00) assumed']) // ['Time not given: local noon (12:00) assumed.']
 */
export function warningLines(
  warnings: readonly string[] | undefined,
  leftOut: string = PAGE_WORDS_EN.leftOut,
  bodyName: (body: string) => string = displayName,
  locale: LabelLocale = 'en',
): string[] {
  return (warnings ?? []).flatMap((warning) => {
    const omitted = OMITTED.exec(warning);
    if (omitted !== null) {
      const [, body, from, to] = omitted as unknown as [string, string, string, string];
      return [fillWords(leftOut, { body: bodyName(body), from: year(from), to: year(to) })];
    }
    let text = warning;
    for (const part of JULIAN_DAY_PARTS) text = text.replace(part, '');
    const line = sentence(text.replace(/\b(NorthNode|SouthNode|NorthNodeMean|SouthNodeMean|LilithMean|LilithTrue|AntiVertex)\b/g, (m) => displayName(m)), locale);
    return line === '' ? [] : [line];
  });
}
