/**
 * Issue 31: the cases every translated horoscope text is held to, one place for each language's test file — the
 * daily horoscopes of 2025 (every day, or every n-th) × 12 signs in the locale with no `{placeholder}` or ICU syntax
 * left and no warning, at least MIN_DETECTED_SHARE of the narratives detected as the language by franc-min, and every
 * sentence known to cspell's dictionary of the language and its astrology word list.
 */
import { expect, it } from 'vitest';
import { allHoroscopes } from '../../src/index.js';
import { MIN_DETECTED_SHARE, misdetected, unknownWords, type TextLocaleTag } from '../i18n/translation-checks.js';

/** Left-over template syntax: a placeholder, an ICU argument or select, a brace of any kind. */
export const TEMPLATE_SYNTAX = /[{}]|\b(select|plural|other|feminine)\b/;

/** The dates of 2025, every `step`-th day from 1 January. */
export function daysOf2025(step: number): string[] {
  const days: string[] = [];
  for (let d = new Date(Date.UTC(2025, 0, 1)); d.getUTCFullYear() === 2025; d = new Date(d.getTime() + step * 86_400_000)) days.push(d.toISOString().slice(0, 10));
  return days;
}

/**
 * Registers, inside the caller's `describe`, the three year cases for `locale`, and returns the year's records
 * (computed once, for the file's own grammar cases; each case may run alone). `sentenceEnd` splits the narratives
 * into sentences for the spell check (German keeps "3. März" whole).
 */
export function translatedHoroscopeYear(o: {
  readonly locale: TextLocaleTag; readonly language: string; readonly dictionary: string; readonly step: number; readonly sentenceEnd?: RegExp;
}): () => ReturnType<typeof allHoroscopes> {
  const days = daysOf2025(o.step);
  let year: ReturnType<typeof allHoroscopes> | undefined;
  const records = () => (year ??= days.flatMap((date) => allHoroscopes({ date, locale: o.locale })));
  const narratives = () => records().map((h) => h.narrative!);
  const every = o.step === 1 ? 'every day' : o.step === 3 ? 'every third day' : `every ${o.step}th day`;

  it(`2025, ${every} × 12 signs: a narrative, no template syntax left, no warning`, () => {
    expect(records().length).toBe(days.length * 12);
    for (const h of records()) {
      expect(h.warnings, `${h.date} ${h.sign}`).toBeUndefined();
      expect(h.narrative!.length, `${h.date} ${h.sign}`).toBeGreaterThan(300);
      expect(h.narrative, `${h.date} ${h.sign}`).not.toMatch(TEMPLATE_SYNTAX);
    }
  }, 300_000);

  it(`reads as ${o.language}: at least ${MIN_DETECTED_SHARE * 100} % of those narratives detected so (franc-min)`, () => {
    const wrong = misdetected(narratives(), o.locale);
    expect(wrong.length, JSON.stringify(wrong.slice(0, 3))).toBeLessThanOrEqual(Math.floor(narratives().length * (1 - MIN_DETECTED_SHARE)));
  }, 300_000);

  it(`is spelled right: every sentence of ${o.step === 1 ? 'the year' : 'those days'} (cspell, ${o.dictionary} dictionary and astrology word list)`, async () => {
    const sentences = [...new Set(narratives().flatMap((t) => t.split(o.sentenceEnd ?? /(?<=[.;:])\s+/)))];
    expect(sentences.length).toBeGreaterThan(1000);
    expect(await unknownWords(sentences, o.locale)).toEqual([]);
  }, 300_000);

  return records;
}
