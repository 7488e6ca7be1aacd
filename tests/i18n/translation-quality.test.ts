/**
 * Every translation of the interpretation text (src/text/translations.ts), whatever it holds so far, against the
 * checks of tests/i18n/translation-checks.ts; and each check shown to fail on a planted fault in each language
 * (tests/fixtures/i18n/paragraphs.ts): an English paragraph inside a translation, a typo, a shared sentence, a
 * changed placeholder.
 */
import { describe, expect, it } from 'vitest';
import { TEXT_FAMILIES } from '../../src/records/text-families.js';
import { completedLocaleText } from '../../src/text/locales.js';
import { TRANSLATIONS } from '../../src/text/translations.js';
import { ENGLISH_PARAGRAPH, HEADING_PROBES, PROBES } from '../fixtures/i18n/paragraphs.js';
import {
  MIN_DETECTED_SHARE, misdetected, paragraphsOf, shapeProblems, similarityProblems, stringsOf, unknownWords, type TextLocaleTag,
} from './translation-checks.js';

const LOCALES = Object.keys(TRANSLATIONS) as TextLocaleTag[];

describe.each(LOCALES)('the %s translation, as far as it goes', (locale) => {
  const { translated, missing } = completedLocaleText(locale);
  const texts = translated.map((e) => stringsOf(e.translated));
  const paragraphs = paragraphsOf(texts.flat());

  it('has every entry in English’s shape: members, placeholders, markup, identity', () => {
    // Every entry is one or the other: 12 houses + 12 signs + 36 decans + 156 + 156 placements + 360 degrees + 450
    // aspects + 6 minor aspects + 14 point themes.
    expect(translated.length + missing.length).toBe(12 + 12 + 36 + 156 + 156 + 360 + 450 + 6 + 14);
    expect(translated.flatMap((e) => shapeProblems(e.english, e.translated, `${e.family} ${e.entry}`))).toEqual([]);
  });

  it(`reads as its language: at least ${MIN_DETECTED_SHARE * 100} % of its paragraphs detected so (franc-min)`, () => {
    const wrong = misdetected(paragraphs, locale);
    expect(wrong.length).toBeLessThanOrEqual(Math.floor(paragraphs.length * (1 - MIN_DETECTED_SHARE)));
  });

  it('is spelled right (cspell, the language’s dictionary and its astrology word list)', async () => {
    expect(await unknownWords(texts.flat(), locale)).toEqual([]);
  }, 120_000);

  it('shares no sentence and no more 4-word sequences between two entries of a family than English may', () => {
    const families = new Map<string, string[]>();
    translated.forEach((e, i) => families.set(e.family, [...(families.get(e.family) ?? []), texts[i]!.join(' ')]));
    expect([...families].flatMap(([family, list]) => similarityProblems(list, family))).toEqual([]);
  });
});

describe.each(LOCALES)('the %s translation of the text families outside LocaleText, as far as it goes', (locale) => {
  const entries = Object.values(TEXT_FAMILIES).flatMap((f) => f.locales[locale].translated.map((e) => ({ ...e, family: f.name, lines: f.lines })));
  const quoted = entries.filter((e) => typeof e.translated === 'string');
  const texts = quoted.map((e) => e.translated as string);
  // A family of short lines (`lines`: symbols, rules, citations such as "BPHS chap. 75 vv. 1–2") is not prose: franc
  // cannot tell a citation's language, so those lines are left out of the language share (their words still spelled).
  const prose = quoted.filter((e) => !e.lines).map((e) => e.translated as string);

  it('has every entry in English’s shape (placeholders, markup), a composing function for a composing function', () => {
    expect(entries.flatMap((e) => (typeof e.english === 'function'
      ? (typeof e.translated === 'function' ? [] : [`${e.family} ${e.entry}: a function in English`])
      : shapeProblems(e.english, e.translated, `${e.family} ${e.entry}`)))).toEqual([]);
  });

  it(`reads as its language: at least ${MIN_DETECTED_SHARE * 100} % of its paragraphs detected so (franc-min)`, () => {
    const paragraphs = paragraphsOf(prose);
    expect(misdetected(paragraphs, locale).length).toBeLessThanOrEqual(Math.floor(paragraphs.length * (1 - MIN_DETECTED_SHARE)));
  });

  it('is spelled right, headings too (cspell, the language’s dictionary and its astrology word list)', async () => {
    expect(await unknownWords(texts, locale)).toEqual([]);
  }, 120_000);
});

describe.each(LOCALES)('the checks can fail (%s probes)', (locale) => {
  const probe = PROBES[locale];

  it('franc detects the probe paragraphs as the language, and an English paragraph inside the translation as English', () => {
    expect(misdetected(probe.good, locale)).toEqual([]);
    expect(misdetected([...probe.good, ENGLISH_PARAGRAPH], locale)).toEqual([{ text: ENGLISH_PARAGRAPH, detected: 'eng' }]);
  });

  it('cspell knows every word of the probes and finds the planted typo, in a paragraph and in a heading; English words are unknown', async () => {
    expect(await unknownWords(probe.good, locale)).toEqual([]);
    expect(await unknownWords([probe.misspelled], locale)).toEqual([probe.typo]);
    expect((await unknownWords([ENGLISH_PARAGRAPH], locale)).length).toBeGreaterThan(5);
    expect(await unknownWords([HEADING_PROBES[locale].good], locale)).toEqual([]);
    expect(await unknownWords([HEADING_PROBES[locale].misspelled], locale)).toEqual([HEADING_PROBES[locale].typo]);
    expect(await unknownWords(['Birth time unknown'], locale)).not.toEqual([]);
  }, 120_000);

  it('the similarity checks pass distinct paragraphs and catch a sentence shared between two entries', () => {
    expect(similarityProblems(probe.good, 'probe')).toEqual([]);
    const first = probe.good[0]!.split(/(?<=[.!?])\s+/)[0]!;
    const problems = similarityProblems([probe.good[0]!, `${probe.good[1]!} ${first}`], 'probe');
    expect(problems.some((p) => p.includes('share the sentence'))).toBe(true);
  });

  it('the shape check catches a changed placeholder, a missing member and a blank', () => {
    const english = { summary: 'The {body} in {sign}.', description: 'Text.', keywords: ['a'] };
    expect(shapeProblems(english, { summary: `${probe.good[0]} {body} {sign}`, description: probe.good[1], keywords: ['b', 'c'] }, 'e')).toEqual([]);
    expect(shapeProblems(english, { summary: `${probe.good[0]} {body}`, description: probe.good[1], keywords: ['b'] }, 'e')).toEqual(['e.summary: placeholders {body} where English has {body} {sign}']);
    expect(shapeProblems(english, { summary: 'x {body} {sign}', keywords: ['b'] }, 'e')).toEqual(['e: members keywords,summary where English has description,keywords,summary']);
    expect(shapeProblems(english, { summary: '{body} {sign}', description: ' ', keywords: ['b'] }, 'e')).toEqual(['e.description: blank']);
  });
});
