import { displayName } from './display-name.js';
import { fillWords } from './page-words.js';
import { PAGE_WORDS_EN } from './page-words-en.js';

/** `Eros omitted: Eros is available for years 1650..2350 (TT JD …); jdTt … is outside` (src/charts/builders). */
const OMITTED = /^(\w+) omitted: \1 is available for years (-?\d+)\.\.(-?\d+)\b/;

/** Parentheses that hold Julian days, and clauses naming one (`; jdTt 2268992.99 is outside`). */
const JULIAN_DAY_PARTS = [/\s*\([^()]*\bJD\b[^()]*\)/g, /[;,]?\s*\bjd(?:Tt|Ut)\b\s*[-\d.]+[^;.]*/gi];

/** A year as a person reads it, with a true minus sign. */
function year(text: string): string {
  return text.startsWith('-') ? `−${text.slice(1)}` : text;
}

/** A line as a sentence: its first letter capital, a full stop at the end. */
function sentence(text: string): string {
  const t = text.trim();
  if (t === '') return t;
  const capital = t[0]!.toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * @summary The chart's warnings as the page shows them, one readable sentence per warning: a body left out
 * because the date lies outside its ephemeris says so with the years it covers (`Eros is left out: its
 * ephemeris covers the years 1650 to 2350.`); no Julian day and no internal name (`jdTt`) reaches the page; every
 * other warning is written as a sentence. Empty warnings are dropped. The page's own sentence (the body left out)
 * is in the page's language (`leftOut`, and `bodyName` for the body); the library's other warnings stay English.
 * @example warningLines(['time not given: local noon (12:00) assumed']) // ['Time not given: local noon (12:00) assumed.']
 */
export function warningLines(
  warnings: readonly string[] | undefined,
  leftOut: string = PAGE_WORDS_EN.leftOut,
  bodyName: (body: string) => string = displayName,
): string[] {
  return (warnings ?? []).flatMap((warning) => {
    const omitted = OMITTED.exec(warning);
    if (omitted !== null) {
      const [, body, from, to] = omitted as unknown as [string, string, string, string];
      return [fillWords(leftOut, { body: bodyName(body), from: year(from), to: year(to) })];
    }
    let text = warning;
    for (const part of JULIAN_DAY_PARTS) text = text.replace(part, '');
    const line = sentence(text.replace(/\b(NorthNode|SouthNode|NorthNodeMean|SouthNodeMean|LilithMean|LilithTrue|AntiVertex)\b/g, (m) => displayName(m)));
    return line === '' ? [] : [line];
  });
}
