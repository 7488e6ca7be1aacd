/**
 * Issue 31: Urania's German text (src/text/de), translated from its English original. For every entry translated so
 * far: the English shape (same families, array lengths and order, the same number of keywords, strengths and
 * challenges, a one-sentence summary), a length within the English entry's words × 1.0–1.3, text that reads as
 * German (German function words, no English left over, no straight quotes), no sentence used twice, no two entries
 * sharing 40 % of their four-word sequences, and no run of four words in two entries outside the fixed terms of the
 * glossary (docs/i18n/de.md). The checks are one function, shown to fail on an English paragraph, on a repeated
 * sentence and on a shared four-word run.
 */
import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../src/schemas/index.js';
import { TEXT_BODIES } from '../../src/text/index.js';
import { TEXT_EN } from '../../src/text/en/index.js';
import { TEXT_DE } from '../../src/text/de/index.js';
import type { LocaleText, PartialLocaleText } from '../../src/text/locale-text.js';
import type { PlacementText } from '../../src/text/placement-text.js';
import { MAX_SHARED_4GRAMS, PLACEHOLDER, maxOverlap, sentences, words } from './text-similarity.js';

/** A translation's length against its English original, in words: at least as long, at most 30 % longer. */
const LENGTH_RATIO = { min: 1.0, max: 1.3 };
/** Function words of each language: a German text uses the first many times more than the second. */
const DE_FUNCTION_WORDS = new Set(['der', 'die', 'das', 'den', 'dem', 'des', 'und', 'ist', 'nicht', 'mit', 'sich', 'ein', 'eine', 'einen', 'zu', 'auf', 'für', 'von', 'wird', 'sie', 'er', 'es', 'im', 'als', 'auch', 'wenn', 'wie', 'oder']);
const EN_FUNCTION_WORDS = new Set(['the', 'and', 'of', 'to', 'is', 'with', 'that', 'for', 'its', 'it', 'this', 'are', 'from', 'into', 'when', 'what', 'which', 'than']);
/** At least this many German function words for each English one (a German paragraph has dozens and none or one English). */
const MIN_DE_PER_EN = 8;
/** No run of this many words recurs in two entries, outside the fixed terms. */
const MAX_RUN = 4;
/** The fixed terms and set phrases that may recur verbatim across entries (docs/i18n/de.md). */
const FIXED_TERMS = ['traditioneller herrscher', 'traditionellen herrscher', 'traditionelle herrscher', 'moderner herrscher', 'moderne herrscher', 'kardinale qualität', 'fixe qualität', 'veränderliche qualität', 'medium coeli', 'imum coeli', 'lilith', 'mondknoten', 'südknoten'];

/** The runs of `n` words found in two entries or more (a run containing a fixed term excepted). */
function sharedRuns(texts: readonly string[], n: number): { run: string; i: number; j: number }[] {
  const owner = new Map<string, number>();
  const shared: { run: string; i: number; j: number }[] = [];
  texts.forEach((t, i) => {
    const w = words(t.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, ' '));
    const runs = new Set<string>();
    for (let k = 0; k + n <= w.length; k += 1) runs.add(w.slice(k, k + n).join(' '));
    for (const run of runs) {
      const first = owner.get(run);
      if (first === undefined) owner.set(run, i);
      else if (!FIXED_TERMS.some((term) => run.includes(term))) shared.push({ run, i: first, j: i });
    }
  });
  return shared;
}

/** Whether a text reads as German by its function words. */
function readsAsGerman(text: string): boolean {
  const ws = text.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 0);
  const de = ws.filter((w) => DE_FUNCTION_WORDS.has(w)).length;
  const en = ws.filter((w) => EN_FUNCTION_WORDS.has(w)).length;
  return de >= 3 && de >= MIN_DE_PER_EN * en;
}

interface Entry {
  readonly label: string;
  readonly text: string;
  readonly english: string;
}

/** Every problem of a (partial) German text against the English, as sentences; none means the text passes. */
function germanTextProblems(de: PartialLocaleText, en: LocaleText): string[] {
  const problems: string[] = [];
  const entries: Entry[] = [];
  const short: { label: string; text: string }[] = [];

  if (de.houses !== undefined) {
    if (de.houses.length !== en.houses.length) problems.push(`houses has ${de.houses.length} entries, English ${en.houses.length}`);
    de.houses.forEach((h, i) => {
      if (h === undefined) return;
      const e = en.houses[i]!;
      const label = `house ${e.house}`;
      if (h.house !== e.house) problems.push(`${label} is numbered ${h.house}`);
      if (h.keywords.length !== e.keywords.length) problems.push(`${label} has ${h.keywords.length} keywords, English ${e.keywords.length}`);
      entries.push({ label, text: h.description, english: e.description });
      short.push({ label: `${label} name`, text: h.name }, ...h.keywords.map((k) => ({ label: `${label} keyword`, text: k })));
    });
  }
  for (const sign of SIGNS) {
    const text = de.signs?.[sign];
    if (text !== undefined) entries.push({ label: `sign ${sign}`, text, english: en.signs[sign] });
  }
  if (de.decans !== undefined) {
    if (de.decans.length !== en.decans.length) problems.push(`decans has ${de.decans.length} entries, English ${en.decans.length}`);
    de.decans.forEach((d, i) => {
      if (d === undefined) return;
      const e = en.decans[i]!;
      const label = `decan ${e.sign} ${e.decan}`;
      if (d.sign !== e.sign || d.decan !== e.decan) problems.push(`${label} is labelled ${d.sign} ${d.decan}`);
      entries.push({ label, text: d.description, english: e.description });
    });
  }
  const placement = (label: string, p: PlacementText, e: PlacementText) => {
    if (!/^[^.!?]+[.!?]$/.test(p.summary.trim())) problems.push(`${label}: the summary is not one sentence`);
    for (const key of ['keywords', 'strengths', 'challenges'] as const) {
      if (p[key].length !== e[key].length) problems.push(`${label} has ${p[key].length} ${key}, English ${e[key].length}`);
    }
    entries.push({ label, text: p.description, english: e.description });
    short.push({ label: `${label} summary`, text: p.summary });
    for (const t of [...p.keywords, ...p.strengths, ...p.challenges]) short.push({ label: `${label} list`, text: t });
  };
  for (const body of TEXT_BODIES) {
    for (const sign of SIGNS) {
      const p = de.planetInSign?.[body]?.[sign];
      if (p !== undefined) placement(`${body} in ${sign}`, p, en.planetInSign[body][sign]);
    }
    const houses = de.planetInHouse?.[body];
    if (houses === undefined) continue;
    if (houses.length !== 12) problems.push(`${body} in house has ${houses.length} entries, not 12`);
    houses.forEach((p, i) => {
      if (p !== undefined) placement(`${body} in house ${i + 1}`, p, en.planetInHouse[body][i]!);
    });
  }

  for (const e of entries) {
    const n = words(e.text).length;
    const m = words(e.english).length;
    if (n < LENGTH_RATIO.min * m || n > LENGTH_RATIO.max * m) problems.push(`${e.label}: ${n} words for English ${m} (allowed ×${LENGTH_RATIO.min}–${LENGTH_RATIO.max})`);
    if (!readsAsGerman(e.text)) problems.push(`${e.label}: does not read as German`);
  }
  for (const s of short) if (s.text.trim().length === 0) problems.push(`${s.label} is blank`);
  for (const s of short.filter((x) => x.label.endsWith('summary'))) if (!readsAsGerman(s.text)) problems.push(`${s.label}: does not read as German`);
  for (const t of [...entries, ...short]) {
    if (PLACEHOLDER.test(t.text)) problems.push(`${t.label}: placeholder text`);
    if (/['"]/.test(t.text)) problems.push(`${t.label}: a straight quote (write ’ or „…“)`);
  }

  const englishSentences = new Set([
    ...SIGNS.map((s) => en.signs[s]), ...en.houses.map((h) => h.description), ...en.decans.map((d) => d.description),
    ...TEXT_BODIES.flatMap((b) => [...SIGNS.map((s) => en.planetInSign[b][s].description), ...en.planetInHouse[b].map((p) => p.description)]),
  ].flatMap(sentences));
  const seen = new Map<string, string>();
  for (const e of entries) {
    for (const s of sentences(e.text)) {
      if (englishSentences.has(s)) problems.push(`${e.label}: an English sentence left in: "${s}"`);
      const other = seen.get(s);
      if (other !== undefined) problems.push(`${e.label}: sentence also in ${other}: "${s}"`);
      seen.set(s, e.label);
    }
  }
  const texts = entries.map((e) => e.text);
  const overlap = maxOverlap(texts);
  if (overlap.share >= MAX_SHARED_4GRAMS) problems.push(`${entries[overlap.i]!.label} shares ${(overlap.share * 100).toFixed(0)} % of its 4-word sequences with ${entries[overlap.j]!.label}`);
  for (const r of sharedRuns(texts, MAX_RUN)) problems.push(`"${r.run}" occurs in both ${entries[r.i]!.label} and ${entries[r.j]!.label}`);
  return problems;
}

describe('the German text (locale de)', () => {
  it('keeps the English shape and lengths, reads as German, and never repeats a sentence or a four-word run', () => {
    expect(germanTextProblems(TEXT_DE, TEXT_EN)).toEqual([]);
  });

  it('holds every sign portrait', () => {
    expect(SIGNS.filter((s) => TEXT_DE.signs?.[s] === undefined)).toEqual([]);
  });

  it('fails on an English paragraph left in place of a German one', () => {
    const withEnglish: PartialLocaleText = { ...TEXT_DE, signs: { ...TEXT_DE.signs, Aries: TEXT_EN.signs.Aries } };
    expect(germanTextProblems(withEnglish, TEXT_EN)).toContain('sign Aries: does not read as German');
  });

  it('fails on a sentence used in two entries', () => {
    const first = TEXT_DE.signs!.Taurus!.split(/(?<=[.!?])\s+/)[0]!;
    const repeated: PartialLocaleText = { ...TEXT_DE, signs: { ...TEXT_DE.signs, Gemini: `${TEXT_DE.signs!.Gemini!} ${first}` } };
    expect(germanTextProblems(repeated, TEXT_EN).some((p) => /^sign (Taurus|Gemini): sentence also in/.test(p))).toBe(true);
  });

  it('fails on a run of four words shared by two entries', () => {
    const shared: PartialLocaleText = { ...TEXT_DE, signs: { ...TEXT_DE.signs, Leo: `${TEXT_DE.signs!.Leo!} Sanftes Gras wächst langsam.`, Virgo: `${TEXT_DE.signs!.Virgo!} Sanftes Gras wächst langsam.` } };
    expect(germanTextProblems(shared, TEXT_EN)).toContain('"sanftes gras wächst langsam" occurs in both sign Leo and sign Virgo');
  });
});
