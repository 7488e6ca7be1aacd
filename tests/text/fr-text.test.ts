/**
 * Issue 31: Urania's French text (src/text/fr), translated from its English original. For every entry translated so
 * far: the English shape (same families, array lengths and order, the same number of keywords, strengths and
 * challenges, a one-sentence summary), a length within the English entry's words × 1.0–1.3, text that reads as
 * French (French function words, no English left over, typographic apostrophes), no sentence used twice, no two
 * entries sharing 40 % of their four-word sequences, no run of five words in two entries outside the fixed terms of
 * the glossary (docs/i18n/fr.md), and no larger share of recurring four-word runs than the English originals have. The checks are one function, shown to fail on an English paragraph and on a repeated sentence.
 */
import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../src/schemas/index.js';
import { TEXT_BODIES } from '../../src/text/index.js';
import { TEXT_EN } from '../../src/text/en/index.js';
import { TEXT_FR } from '../../src/text/fr/index.js';
import type { LocaleText, PartialLocaleText } from '../../src/text/locale-text.js';
import type { PlacementText } from '../../src/text/placement-text.js';
import { MAX_SHARED_4GRAMS, PLACEHOLDER, maxOverlap, sentences, words } from './text-similarity.js';

/** A translation's length against its English original, in words: at least as long, at most 30 % longer. */
const LENGTH_RATIO = { min: 1.0, max: 1.3 };
/** Function words of each language: a French text uses the first many times more than the second. */
const FR_FUNCTION_WORDS = new Set(['le', 'la', 'les', 'des', 'du', 'une', 'et', 'est', 'dans', 'pour', 'avec', 'qui', 'que', 'sur', 'aux', 'ne', 'pas', 'son', 'sa', 'ses', 'il', 'elle', 'ce', 'cette', 'plus']);
const EN_FUNCTION_WORDS = new Set(['the', 'and', 'of', 'to', 'is', 'with', 'that', 'for', 'its', 'it', 'this', 'are', 'from', 'into', 'when', 'what', 'which', 'than']);
/** At least this many French function words for each English one (a French paragraph has dozens and none or one English). */
const MIN_FR_PER_EN = 8;
/** No run of this many words recurs in two entries, outside the fixed terms. */
const MAX_RUN = 5;
/** The fixed terms and set phrases that may recur verbatim across entries (docs/i18n/fr.md). */
const FIXED_TERMS = ['lune noire lilith', 'milieu du ciel', 'fond du ciel', 'nœud nord', 'nœud sud', 'peur de l échec', 'estime de soi', 'expression de soi', 'frères et sœurs'];

/** The runs of `n` words found in two entries or more (a run containing a fixed term excepted), and the number of runs. */
function sharedRuns(texts: readonly string[], n: number): { shared: { run: string; i: number; j: number }[]; total: number } {
  const owner = new Map<string, number>();
  const shared: { run: string; i: number; j: number }[] = [];
  texts.forEach((t, i) => {
    const w = words(t.toLowerCase().replace(/[^\p{L}\p{N}\s'-]/gu, ' '));
    const runs = new Set<string>();
    for (let k = 0; k + n <= w.length; k += 1) runs.add(w.slice(k, k + n).join(' '));
    for (const run of runs) {
      const first = owner.get(run);
      if (first === undefined) owner.set(run, i);
      else if (!FIXED_TERMS.some((term) => run.includes(term))) shared.push({ run, i: first, j: i });
    }
  });
  return { shared, total: owner.size };
}

/** Whether a text reads as French by its function words. */
function readsAsFrench(text: string): boolean {
  const ws = text.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 0);
  const fr = ws.filter((w) => FR_FUNCTION_WORDS.has(w)).length;
  const en = ws.filter((w) => EN_FUNCTION_WORDS.has(w)).length;
  return fr >= 3 && fr >= MIN_FR_PER_EN * en;
}

interface Entry {
  readonly label: string;
  readonly text: string;
  readonly english: string;
}

/** Every problem of a (partial) French text against the English, as sentences; none means the text passes. */
function frenchTextProblems(fr: PartialLocaleText, en: LocaleText): string[] {
  const problems: string[] = [];
  const entries: Entry[] = [];
  const short: { label: string; text: string }[] = [];

  if (fr.houses !== undefined) {
    if (fr.houses.length !== en.houses.length) problems.push(`houses has ${fr.houses.length} entries, English ${en.houses.length}`);
    fr.houses.forEach((h, i) => {
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
    const text = fr.signs?.[sign];
    if (text !== undefined) entries.push({ label: `sign ${sign}`, text, english: en.signs[sign] });
  }
  if (fr.decans !== undefined) {
    if (fr.decans.length !== en.decans.length) problems.push(`decans has ${fr.decans.length} entries, English ${en.decans.length}`);
    fr.decans.forEach((d, i) => {
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
      const p = fr.planetInSign?.[body]?.[sign];
      if (p !== undefined) placement(`${body} in ${sign}`, p, en.planetInSign[body][sign]);
    }
    const houses = fr.planetInHouse?.[body];
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
    if (!readsAsFrench(e.text)) problems.push(`${e.label}: does not read as French`);
  }
  for (const s of short) if (s.text.trim().length === 0) problems.push(`${s.label} is blank`);
  const summaries = short.filter((s) => s.label.endsWith('summary'));
  for (const s of summaries) if (!readsAsFrench(s.text)) problems.push(`${s.label}: does not read as French`);
  for (const t of [...entries, ...short]) {
    if (PLACEHOLDER.test(t.text)) problems.push(`${t.label}: placeholder text`);
    if (t.text.includes("'")) problems.push(`${t.label}: a straight apostrophe (write ’)`);
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
  const fr4 = sharedRuns(texts, 4);
  const en4 = sharedRuns(entries.map((e) => e.english), 4);
  if (fr4.shared.length / fr4.total > en4.shared.length / en4.total) problems.push(`${fr4.shared.length} of ${fr4.total} four-word runs recur across entries, a larger share than the English's ${en4.shared.length} of ${en4.total}`);
  for (const r of sharedRuns(texts, MAX_RUN).shared) problems.push(`"${r.run}" occurs in both ${entries[r.i]!.label} and ${entries[r.j]!.label}`);
  return problems;
}

describe('the French text (locale fr)', () => {
  it('keeps the English shape and lengths, reads as French, and never repeats a sentence or a four-word run', () => {
    expect(frenchTextProblems(TEXT_FR, TEXT_EN)).toEqual([]);
  });

  it('holds every sign portrait', () => {
    expect(SIGNS.filter((s) => TEXT_FR.signs?.[s] === undefined)).toEqual([]);
  });

  it('fails on an English paragraph left in place of a French one', () => {
    const withEnglish: PartialLocaleText = { ...TEXT_FR, signs: { ...TEXT_FR.signs, Aries: TEXT_EN.signs.Aries } };
    expect(frenchTextProblems(withEnglish, TEXT_EN)).toContain('sign Aries: does not read as French');
  });

  it('fails on a sentence used in two entries', () => {
    const taurus = TEXT_FR.signs!.Taurus!;
    const first = taurus.split(/(?<=[.!?])\s+/)[0]!;
    const repeated: PartialLocaleText = { ...TEXT_FR, signs: { ...TEXT_FR.signs, Gemini: `${TEXT_FR.signs!.Gemini!} ${first}` } };
    expect(frenchTextProblems(repeated, TEXT_EN).some((p) => p.startsWith('sign Taurus: sentence also in') || p.startsWith('sign Gemini: sentence also in'))).toBe(true);
  });
});
