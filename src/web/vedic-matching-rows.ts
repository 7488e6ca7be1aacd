/**
 * What the matching part of the web page's Vedic view (vedic-matching-section.ts) shows, as plain data from the
 * library's `VedicCompatibility` record: the ashtakoot's eight kootas with their points and maximum, the ten
 * poruthams agreeing or not, and the Manglik dosha of both births with the verdict of matching them. Pure functions,
 * so that the browser test compares the page with the same rows computed in Node.
 */
import type { VedicCompatibility } from '../schemas/index.js';
import type { ViewLanguage } from './view-language.js';
import type { MatchingWords, VedicWords } from './view-words.js';
import { VIEW_WORDS_EN } from './view-words-en.js';
import { vedicLanguage } from './vedic-rows.js';

/** The eight kootas in the classical order, with their maximum points (their names: `MatchingWords.kootas`). */
const KOOTAS = [
  ['varna', 1], ['vashya', 2], ['tara', 3], ['yoni', 4], ['grahamaitri', 5], ['gana', 6], ['bhakoot', 7], ['nadi', 8],
] as const;

/** The columns of the ashtakoot table in English (the page's language: `MatchingWords.ashtakootColumns`). */
export const ASHTAKOOT_COLUMNS = VIEW_WORDS_EN.matching.ashtakootColumns;

/** The matching part's words and the Vedic view's language (numbers, houses) it writes with; English by default. */
export interface MatchingLanguage {
  readonly words: MatchingWords;
  readonly vedic: ViewLanguage<VedicWords>;
}

const ENGLISH: MatchingLanguage = { words: VIEW_WORDS_EN.matching, vedic: vedicLanguage() };

/** @summary The ashtakoot table: each koota's points and maximum, then the total of 36. */
export function ashtakootRows(c: VedicCompatibility, language: MatchingLanguage = ENGLISH): string[][] {
  const { words: w, vedic } = language;
  // Points as the tables print them: whole numbers bare, halves with one decimal (1.5).
  const points = (x: number): string => (Number.isInteger(x) ? vedic.number(x) : vedic.fixed(x, 1));
  return [...KOOTAS.map(([key, max]) => [w.kootas[key], points(c.ashtakoot[key]), vedic.number(max)]), [vedic.words.total, points(c.ashtakoot.total), vedic.number(36)]];
}

/** @summary The porutham table: each of the ten, in the classical order, and whether the pair agrees in it. */
export function poruthamRows(c: VedicCompatibility, language: MatchingLanguage = ENGLISH): string[][] {
  const w = language.words;
  return c.poruthams.map((p) => [w.poruthams[p.name], p.agreeable ? w.agrees : w.disagrees]);
}

/** The columns of the Manglik table in English (the page's language: `MatchingWords.manglikColumns`). */
export const MANGLIK_COLUMNS = VIEW_WORDS_EN.matching.manglikColumns;

/**
 * @summary The Manglik table: for each birth (`labels`: person A's and person B's names as the page shows them)
 * Mars's houses from the Ascendant, the Moon and Venus (a dosha house starred), the dosha (not present, present,
 * present and cancelled) and the cancellations that apply.
 */
export function manglikRows(c: VedicCompatibility, labels: readonly [string, string], language: MatchingLanguage = ENGLISH): string[][] {
  const { words: w, vedic } = language;
  return [c.manglik.personA, c.manglik.personB].map((m, i) => {
    const house = (f: { house: number; present: boolean }) => `${vedic.say(vedic.words.houseNumber, { house: f.house })}${f.present ? '*' : ''}`;
    const dosha = !m.present ? vedic.words.notPresent : m.effective ? vedic.words.present : vedic.words.presentCancelled;
    return [labels[i]!, [m.fromAscendant, m.fromMoon, m.fromVenus].map(house).join(', '), dosha,
      m.cancellations.length === 0 ? w.none : m.cancellations.map((x) => w.cancellationWords[x]).join('; ')];
  });
}

/** @summary The verdict of Manglik matching in words: neither chart, both (balanced), or one only. */
export function manglikVerdict(c: VedicCompatibility, labels: readonly [string, string], language: MatchingLanguage = ENGLISH): string {
  const w = language.words;
  const v = c.manglik.verdict;
  if (v === 'no-dosha') return w.noDosha;
  if (v === 'balanced') return w.balanced;
  const who = c.manglik.personA.effective ? labels[0] : labels[1];
  return language.vedic.say(w.oneOnly, { who: `${who.charAt(0).toLocaleLowerCase(language.vedic.locale)}${who.slice(1)}` });
}
