/**
 * The Spanish interpretation text (issue 31, locale `es`): Urania's English translated. Checks the shape against the
 * English (the same keys, array lengths and list sizes), the word bounds of each family (English minimum to 1.3 × the
 * English maximum, Spanish running longer), that every paragraph reads as Spanish and not as English, and the
 * distinct-wording rules of the English text: no sentence used twice in the locale, no description sharing 40 % of its
 * four-word sequences with another.
 */
import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../src/schemas/index.js';
import { TEXT_EN } from '../../src/text/en/index.js';
import { TEXT_ES } from '../../src/text/es/index.js';
import type { PlacementText } from '../../src/text/placement-text.js';
import { TEXT_BODIES } from '../../src/text/index.js';
import { MAX_SHARED_4GRAMS, maxOverlap, sentences, words } from './text-similarity.js';

/** The English placeholder pattern without "todo", a common Spanish word, plus the Spanish for "to translate". */
const PLACEHOLDER = /lorem|ipsum|\btbd\b|\bxxx\b|placeholder|\?\?|por traducir|sin traducir/i;

/** Spanish runs about a fifth longer than English: each family's English bounds (interpretations.test.ts), the upper × 1.3. */
const STRETCH = 1.3;
const SIGN_WORDS = { min: 150, max: Math.round(230 * STRETCH) };
const HOUSE_WORDS = { min: 150, max: Math.round(230 * STRETCH) };
const PLACEMENT_WORDS = { min: 120, max: Math.round(250 * STRETCH) };

/** Frequent function words of each language (none shared by both): a paragraph's share of each tells them apart. */
const ES_WORDS = new Set('el la los las del al un una unos unas y o que en con por para su sus se lo le les es son está más pero como cuando sin sobre entre hacia también muy ya donde quien cada otro otra puede ser hace'.split(' '));
const EN_WORDS = new Set('the of and to in is it that with for as on by an be are this its from at or which when but can into more than their what who through may'.split(' '));
/** True when a paragraph reads as Spanish: many Spanish function words and almost no English ones. */
function readsAsSpanish(text: string): boolean {
  const w = words(text.toLowerCase().replace(/[^\p{L}\s]/gu, ' '));
  const es = w.filter((x) => ES_WORDS.has(x)).length / w.length;
  const en = w.filter((x) => EN_WORDS.has(x)).length / w.length;
  return es >= 0.2 && en <= 0.03;
}

interface Entry { readonly label: string; readonly text: string }
const placements: { label: string; es: PlacementText; en: PlacementText }[] = [];
for (const body of TEXT_BODIES) {
  for (const sign of SIGNS) {
    const es = TEXT_ES.planetInSign?.[body]?.[sign];
    if (es !== undefined) placements.push({ label: `${body} in ${sign}`, es, en: TEXT_EN.planetInSign[body][sign] });
  }
  TEXT_ES.planetInHouse?.[body]?.forEach((es, i) => {
    if (es !== undefined) placements.push({ label: `${body} in house ${i + 1}`, es, en: TEXT_EN.planetInHouse[body][i]! });
  });
}
const houses = (TEXT_ES.houses ?? []).flatMap((h, i) => (h === undefined ? [] : [{ i, es: h, en: TEXT_EN.houses[i]! }]));
const signs = SIGNS.flatMap((s) => (TEXT_ES.signs?.[s] === undefined ? [] : [{ sign: s, es: TEXT_ES.signs[s]!, en: TEXT_EN.signs[s] }]));
const paragraphs: Entry[] = [
  ...signs.map((s) => ({ label: s.sign, text: s.es })),
  ...houses.map((h) => ({ label: `house ${h.i + 1}`, text: h.es.description })),
  ...placements.map((p) => ({ label: p.label, text: p.es.description })),
];

describe('the Spanish interpretation text (locale es)', () => {
  it('the language check tells Spanish from English (it fails on an English paragraph)', () => {
    expect(readsAsSpanish(TEXT_EN.signs.Aries)).toBe(false);
    expect(readsAsSpanish(TEXT_EN.houses[0]!.description)).toBe(false);
    expect(readsAsSpanish(TEXT_EN.planetInSign.Sun.Leo.description)).toBe(false);
    expect(readsAsSpanish('El Sol en Leo brilla con una luz cálida y generosa que los demás reconocen enseguida.')).toBe(true);
  });

  it('the distinct-wording checks catch a shared sentence and a near copy', () => {
    const a = 'La primera frase es bastante larga. La segunda frase también lo es, y mucho.';
    expect(sentences(a).filter((s) => sentences(`Otra cosa distinta aquí escrita. ${a}`).includes(s))).not.toHaveLength(0);
    expect(maxOverlap([a, `${a} Y una más.`]).share).toBeGreaterThanOrEqual(MAX_SHARED_4GRAMS);
  });

  it('has translated the signs, houses and placements it claims, in the English shape', () => {
    expect(signs.length + houses.length + placements.length).toBeGreaterThan(0);
    if (TEXT_ES.houses !== undefined) expect(TEXT_ES.houses).toHaveLength(12);
    for (const h of houses) {
      expect(h.es.house, `house ${h.i + 1}`).toBe(h.en.house);
      expect(h.es.keywords, `house ${h.i + 1} keywords`).toHaveLength(h.en.keywords.length);
      expect(h.es.name).not.toBe(h.en.name);
    }
    for (const body of Object.keys(TEXT_ES.planetInHouse ?? {})) expect(TEXT_ES.planetInHouse![body as keyof typeof TEXT_ES.planetInHouse]).toHaveLength(12);
    for (const { label, es, en } of placements) {
      expect(es.summary.trim(), label).toMatch(/^[^.!?]+[.!?]$/);
      expect(es.keywords, `${label} keywords`).toHaveLength(en.keywords.length);
      expect(es.strengths, `${label} strengths`).toHaveLength(en.strengths.length);
      expect(es.challenges, `${label} challenges`).toHaveLength(en.challenges.length);
      for (const k of es.keywords) expect(words(k).length, `${label} keyword "${k}"`).toBeLessThanOrEqual(4);
    }
  });

  it('keeps each family’s length bounds', () => {
    for (const s of signs) {
      expect(words(s.es).length, s.sign).toBeGreaterThanOrEqual(SIGN_WORDS.min);
      expect(words(s.es).length, s.sign).toBeLessThanOrEqual(SIGN_WORDS.max);
    }
    for (const h of houses) {
      expect(words(h.es.description).length, `house ${h.i + 1}`).toBeGreaterThanOrEqual(HOUSE_WORDS.min);
      expect(words(h.es.description).length, `house ${h.i + 1}`).toBeLessThanOrEqual(HOUSE_WORDS.max);
    }
    for (const { label, es } of placements) {
      expect(words(es.description).length, label).toBeGreaterThanOrEqual(PLACEMENT_WORDS.min);
      expect(words(es.description).length, label).toBeLessThanOrEqual(PLACEMENT_WORDS.max);
    }
  });

  it('reads as Spanish in every paragraph and summary, with no placeholder', () => {
    for (const p of paragraphs) {
      expect(readsAsSpanish(p.text), p.label).toBe(true);
      expect(p.text, p.label).not.toMatch(PLACEHOLDER);
    }
    for (const { label, es } of placements) {
      const short = [es.summary, ...es.keywords, ...es.strengths, ...es.challenges];
      for (const t of short) expect(t, label).not.toMatch(PLACEHOLDER);
      expect(readsAsSpanish(`${es.summary} ${es.strengths.join(' y ')} ${es.challenges.join(' y ')}`), `${label} summary and lists`).toBe(true);
    }
  });

  it('never repeats a sentence, and no description shares 40 % of its 4-word sequences with another', () => {
    const texts = [...paragraphs, ...placements.map((p) => ({ label: `${p.label} summary`, text: p.es.summary }))];
    const seen = new Map<string, string>();
    for (const { label, text } of texts) for (const s of sentences(text)) {
      expect(seen.get(s), `"${s}" in ${label}`).toBeUndefined();
      seen.set(s, label);
    }
    const worst = maxOverlap(paragraphs.map((p) => p.text));
    expect(worst.share, worst.i < 0 ? '' : `${paragraphs[worst.i]!.label} / ${paragraphs[worst.j]!.label}`).toBeLessThan(MAX_SHARED_4GRAMS);
  });
});
