/**
 * The horoscope event text (issue 26; src/text/en/horoscope-events): counts, word lengths, no sentence used twice,
 * no two cells sharing 40 % of their 4-word sequences (the check of tests/text/interpretations.test.ts, copied), every
 * lead placing its event in a house, and no cell naming a fact (body, sign, phase) that only a placeholder may bring.
 */
import { describe, expect, it } from 'vitest';
import { MOON_PHASES, SIGNS } from '../../src/schemas/index.js';
import { horoscopeEventText } from '../../src/text/horoscope-event-locales.js';
import { TEXT_LOCALES } from '../../src/text/locales.js';
import { labelCatalogue } from '../../src/i18n/label-catalogues.js';

/** The bound on shared 4-word sequences between two entries (tests/text/interpretations.test.ts). */
const MAX_SHARED_4GRAMS = 0.4;
/** A cell sentence: a clause of 5 words up to a long sentence of 30. */
const CELL_WORDS = { min: 5, max: 30 };
const words = (s: string) => s.split(/\s+/).filter((w) => /\w/.test(w));
function fourGrams(s: string): Set<string> {
  const w = words(s.toLowerCase().replace(/[^\p{L}\p{N}\s'-]/gu, ' '));
  const out = new Set<string>();
  for (let i = 0; i + 3 < w.length; i += 1) out.add(w.slice(i, i + 4).join(' '));
  return out;
}
function maxOverlap(texts: readonly string[]): { max: number; pair: [string, string] } {
  const grams = texts.map(fourGrams);
  let max = 0;
  let pair: [string, string] = ['', ''];
  grams.forEach((a, i) => {
    if (a.size === 0) return;
    grams.forEach((b, j) => {
      if (i === j) return;
      let n = 0;
      for (const g of a) if (b.has(g)) n++;
      if (n / a.size > max) {
        max = n / a.size;
        pair = [texts[i]!, texts[j]!];
      }
    });
  });
  return { max, pair };
}

const BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

describe.each(Object.keys(TEXT_LOCALES) as (keyof typeof TEXT_LOCALES)[])('horoscope event text, locale %s', (locale) => {
  const T = horoscopeEventText(locale);
  const labels = labelCatalogue(locale);
  const cells = Object.entries(T.cells);

  it('has twelve houses in every cell table, two or more variants each, of 5–30 words', () => {
    expect(cells.length).toBe(17);
    for (const [name, table] of cells) {
      expect(table.length, name).toBe(12);
      for (const variants of table) {
        expect(variants.length, name).toBeGreaterThanOrEqual(2);
        for (const s of variants) {
          expect(words(s).length, `${name}: ${s}`).toBeGreaterThanOrEqual(CELL_WORDS.min);
          expect(words(s).length, `${name}: ${s}`).toBeLessThanOrEqual(CELL_WORDS.max);
        }
      }
    }
    expect(T.houseLabel.length).toBe(12);
  });

  it('never uses a sentence twice, and no two cells share 40 % of their 4-word sequences', () => {
    const all = [...cells.flatMap(([, t]) => t.flat()), ...Object.values(T.leads).flat()];
    expect(new Set(all).size).toBe(all.length);
    const entries = cells.flatMap(([, t]) => t.map((variants) => variants.join(' ')));
    const { max, pair } = maxOverlap(entries);
    expect(max, pair.join(' | ')).toBeLessThan(MAX_SHARED_4GRAMS);
  });

  it('places every event lead in a house and names no body, sign or phase in a cell (facts come from the record)', () => {
    for (const [name, leads] of Object.entries(T.leads)) for (const l of leads) expect(l, name).toMatch(/\{house\}/);
    for (const [name, table] of cells) {
      if (name === 'signNote') continue; // by sign: each names its own sign
      for (const s of table.flat()) {
        // The English names, and the locale's own (issue 31: src/i18n/<locale>/labels.ts).
        for (const b of [...BODIES, ...BODIES.map((x) => labels.bodies[x]!)]) expect(s, `${name}: ${s}`).not.toMatch(new RegExp(`(?<!\\p{L})${b}(?!\\p{L})`, 'u'));
        for (const sign of [...SIGNS, ...SIGNS.map((x) => labels.signs[x])]) expect(s, `${name}: ${s}`).not.toMatch(new RegExp(`(?<!\\p{L})${sign}(?!\\p{L})`, 'u'));
        for (const p of MOON_PHASES) expect(s, `${name}: ${s}`).not.toMatch(new RegExp(`\\b${p}\\b`, 'i'));
      }
    }
    // In the locale's names, or English's where the locale reads the English notes for want of a translation.
    const english = T.cells.signNote === horoscopeEventText('en').cells.signNote;
    T.cells.signNote.forEach((variants, i) => { for (const s of variants) expect(s).toContain(english ? SIGNS[i]! : labels.signs[SIGNS[i]!]); });
  });

  it('has a domain for every planet and a note for every season', () => {
    for (const b of BODIES) expect(T.planetFlavor[b]?.length, b).toBeGreaterThanOrEqual(2);
    for (const s of ['March equinox', 'June solstice', 'September equinox', 'December solstice']) expect(T.seasonNote[s]?.length, s).toBeGreaterThanOrEqual(2);
  });
});
