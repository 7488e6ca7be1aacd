/**
 * The writing checks of the horoscopes (issue 26), shared by the tests: the forbidden phrases (a data file), the
 * `retext` prose linter (repeated words, indefinite articles, passive voice, readability), sentence splitting, and
 * the test's own definition of "an event is named" — independent of src/horoscope.
 */
import { readFileSync } from 'node:fs';
import { unified } from 'unified';
import retextEnglish from 'retext-english';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextPassive from 'retext-passive';
import retextReadability from 'retext-readability';
import retextRepeatedWords from 'retext-repeated-words';
import retextStringify from 'retext-stringify';
import type { HoroscopeEvent } from '../../src/schemas/index.js';

const FORBIDDEN: { phrases: string[] } = JSON.parse(readFileSync(new URL('../fixtures/horoscope-forbidden-phrases.json', import.meta.url), 'utf8'));

/** @summary The forbidden phrases a text contains (whole words for the word phrases). */
export function forbiddenIn(text: string): string[] {
  return FORBIDDEN.phrases.filter((p) => {
    if (/^[\w -]+$/.test(p) && /\w/.test(p)) return new RegExp(`\\b${p.trim().replace(/[-]/g, '\\-')}\\b`, 'i').test(text);
    return text.includes(p);
  });
}

/** @summary The sentences of a text. */
export const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter((s) => s.length > 0);

export const words = (s: string): number => s.split(/\s+/).filter((w) => w.length > 0).length;

/**
 * Readability: retext-readability flags a sentence when most of its formulas (Dale–Chall, Automated Readability,
 * Coleman–Liau, Flesch, Gunning fog, SMOG, Spache) put it above the reading age; 16 is the plugin's default, a
 * general adult reader. `threshold` 4/7 of the formulas (the plugin's default).
 */
const processor = unified()
  .use(retextEnglish)
  .use(retextRepeatedWords)
  .use(retextIndefiniteArticle)
  .use(retextPassive)
  .use(retextReadability, { age: 16 })
  .use(retextStringify);

/** The linter's messages for a text, by rule source. */
export interface LintResult {
  readonly repeated: string[];
  readonly article: string[];
  readonly passive: number;
  readonly hard: number;
  readonly sentences: number;
}

export async function lint(text: string): Promise<LintResult> {
  const file = await processor.process(text);
  const of = (source: string) => file.messages.filter((m) => m.source === source);
  return {
    repeated: of('retext-repeated-words').map((m) => m.reason),
    article: of('retext-indefinite-article').map((m) => m.reason),
    passive: of('retext-passive').length,
    hard: of('retext-readability').length,
    sentences: sentencesOf(text).length,
  };
}

/**
 * @summary The test's definition of "the narrative names the event": a sentence holds the event's identifying words —
 * an eclipse its sign and the word "eclipse"; a season its name ("March equinox"); the Sun's ingress "Sun" and the
 * sign; a station the planet and "retrograde" or "direct"; a lunation its phase and sign; an ingress the planet and
 * the sign; a conjunction both planets.
 */
export function namesEvent(text: string, e: HoroscopeEvent): boolean {
  const sentences = sentencesOf(text);
  const all = (...needles: string[]) => sentences.some((s) => needles.every((n) => new RegExp(`\\b${n}\\b`, 'i').test(s)));
  switch (e.kind) {
    case 'eclipse': return all('eclipse', e.sign);
    case 'season': return ['March equinox', 'June solstice', 'September equinox', 'December solstice'].some((s) => e.event.includes(s) && all(s));
    case 'sunIngress': return all('Sun', e.sign);
    case 'station': return all(e.body!, e.direction === 'direct' ? 'direct' : 'retrograde');
    case 'lunation': return all(e.event.split(' in ')[0]!, e.sign);
    case 'ingress': return all(e.body!, e.sign);
    case 'conjunction': return all(e.body!, e.otherBody!);
    case 'moonIngress': return all('Moon', e.sign);
  }
}
