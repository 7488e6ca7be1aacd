/**
 * Issue 31, the four natal critiques (docs/samples/<locale>/NATAL-CRITIQUE.md, "What is still weak"): the stellium
 * paragraph was the same for every stellium — printed twice, word for word, in the New York report — and spoke of
 * "the house it falls in" in the untimed London report, which has no houses. Now a chart's second stellium reads its
 * own text and an untimed chart's stellium one without a house, in every language. Found from the report's sources
 * and the source files (the stellium's text with its bodies filled in), not from the composer.
 */
import { describe, expect, it } from 'vitest';
import { natalReport } from '../../src/index.js';
import { NATAL_TEXT_LOCALES } from '../../src/text/natal-locales.js';

const NEW_YORK_1990 = { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const LONDON_1990_UNTIMED = { birthDate: '1990-01-01', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };

/** The words each language's stellium text uses for "the house" it falls in (the first stellium's timed text). */
const HOUSE_WORD = { en: /\bhouse\b/i, es: /\bcasa\b/i, 'pt-BR': /\bcasa\b/i, fr: /\bmaison\b/i, de: /Haus/ } as const;

/** The stellium paragraphs of a report, in order, with the bodies their sources name. */
function stelliums(report: ReturnType<typeof natalReport>) {
  return report.sections.flatMap((s) => s.paragraphs.map((p, i) => ({ text: p.text, source: s.sources[i] as { record: string; type?: string; bodies?: string[] } })))
    .filter((p) => p.source.record === 'AspectPattern' && p.source.type === 'stellium');
}

/** A template's sentences with its `{all}` slot cut out: the fixed words the paragraph must hold. */
const fixedParts = (template: string) => template.split('{all}').map((x) => x.trim()).filter((x) => x.length > 0);

describe.each(['en', 'es', 'pt-BR', 'fr', 'de'] as const)('the stellium paragraphs of a natal report, %s', (locale) => {
  const text = NATAL_TEXT_LOCALES[locale];

  it('a chart with two stelliums reads the stellium text for the first and the other text for the second, never one paragraph twice', () => {
    const found = stelliums(natalReport({ ...NEW_YORK_1990, locale }));
    expect(found, 'the New York chart has two stelliums (Sun, Mercury, Jupiter in Cancer; Saturn, Uranus, Neptune in Capricorn)').toHaveLength(2);
    for (const part of fixedParts(text.patterns.stellium)) expect(found[0]!.text).toContain(part);
    for (const part of fixedParts(text.stelliumVariants.another)) expect(found[1]!.text).toContain(part);
    expect(found[0]!.text).not.toBe(found[1]!.text);
    // No sentence of the first paragraph, other than the one naming the bodies, comes back in the second.
    const sentences = (s: string) => s.split(/(?<=[.!?])\s+/).filter((x) => x.length > 30);
    expect(sentences(found[1]!.text).filter((x) => sentences(found[0]!.text).includes(x))).toEqual([]);
  });

  it('an untimed chart’s stellium reads the text without a house', () => {
    const report = natalReport({ ...LONDON_1990_UNTIMED, locale });
    const found = stelliums(report);
    expect(found.length, 'the untimed London chart has a stellium').toBeGreaterThan(0);
    for (const part of fixedParts(text.stelliumVariants.untimed)) expect(found[0]!.text).toContain(part);
    expect(found[0]!.text).not.toMatch(HOUSE_WORD[locale]);
    // The timed text does speak of the house: the test would see it come back.
    expect(text.patterns.stellium).toMatch(HOUSE_WORD[locale]);
  });
});
