/**
 * What the matching part of the web page's Vedic view (vedic-matching-section.ts) shows, as plain data from the
 * library's `VedicCompatibility` record: the ashtakoot's eight kootas with their points and maximum, the ten
 * poruthams agreeing or not, and the Manglik dosha of both births with the verdict of matching them. Pure functions,
 * so that the browser test compares the page with the same rows computed in Node.
 */
import type { VedicCompatibility } from '../schemas/index.js';
import { ordinal } from './vedic-rows.js';

/** The eight kootas in the classical order, with their names as shown and their maximum points. */
const KOOTAS = [
  ['varna', 'Varna', 1], ['vashya', 'Vashya', 2], ['tara', 'Tara', 3], ['yoni', 'Yoni', 4],
  ['grahamaitri', 'Graha maitri', 5], ['gana', 'Gana', 6], ['bhakoot', 'Bhakoot', 7], ['nadi', 'Nadi', 8],
] as const;

/** The columns of the ashtakoot table. */
export const ASHTAKOOT_COLUMNS = ['Koota', 'Points', 'Of'] as const;

/** A number of points as the tables print them: whole numbers bare, halves with one decimal (1.5). */
const points = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** @summary The ashtakoot table: each koota's points and maximum, then the total of 36. */
export function ashtakootRows(c: VedicCompatibility): string[][] {
  return [...KOOTAS.map(([key, name, max]) => [name, points(c.ashtakoot[key]), String(max)]), ['Total', points(c.ashtakoot.total), '36']];
}

/** The ten poruthams' names as shown. */
const PORUTHAM_WORDS: Readonly<Record<VedicCompatibility['poruthams'][number]['name'], string>> = {
  dina: 'Dina', gana: 'Gana', mahendra: 'Mahendra', 'stree-deergha': 'Stree Deergha', yoni: 'Yoni', rasi: 'Rasi',
  rasyadhipati: 'Rasyadhipati', vasya: 'Vasya', rajju: 'Rajju', vedha: 'Vedha',
};

/** @summary The porutham table: each of the ten, in the classical order, and whether the pair agrees in it. */
export function poruthamRows(c: VedicCompatibility): string[][] {
  return c.poruthams.map((p) => [PORUTHAM_WORDS[p.name], p.agreeable ? 'Agrees' : 'Does not agree']);
}

/** The columns of the Manglik table. */
export const MANGLIK_COLUMNS = ['Birth', 'Mars from Ascendant, Moon, Venus', 'Dosha', 'Cancellations'] as const;

const CANCELLATION_WORDS: Readonly<Record<VedicCompatibility['manglik']['personA']['cancellations'][number], string>> = {
  'mars-own-or-exalted': 'own sign or exaltation',
  'mars-with-or-aspected-by-jupiter': 'with or aspected by Jupiter',
  'mars-with-moon': 'with the Moon',
  'mars-sign-exception': 'sign exception of its house',
};

/**
 * @summary The Manglik table: for each birth (`labels`: person A's and person B's names as the page shows them)
 * Mars's houses from the Ascendant, the Moon and Venus (a dosha house starred), the dosha (not present, present,
 * present and cancelled) and the cancellations that apply.
 */
export function manglikRows(c: VedicCompatibility, labels: readonly [string, string]): string[][] {
  return [c.manglik.personA, c.manglik.personB].map((m, i) => {
    const house = (f: { house: number; present: boolean }) => `${ordinal(f.house)}${f.present ? '*' : ''}`;
    const dosha = !m.present ? 'Not present' : m.effective ? 'Present' : 'Present, cancelled';
    return [labels[i]!, [m.fromAscendant, m.fromMoon, m.fromVenus].map(house).join(', '), dosha,
      m.cancellations.length === 0 ? 'none' : m.cancellations.map((x) => CANCELLATION_WORDS[x]).join('; ')];
  });
}

/** @summary The verdict of Manglik matching in words: neither chart, both (balanced), or one only. */
export function manglikVerdict(c: VedicCompatibility, labels: readonly [string, string]): string {
  const v = c.manglik.verdict;
  if (v === 'no-dosha') return 'No Manglik dosha in either birth: nothing to match.';
  if (v === 'balanced') return 'Manglik in both births: balanced, the one cancels the other (the traditional rule).';
  const who = c.manglik.personA.effective ? labels[0] : labels[1];
  return `Manglik in ${who.charAt(0).toLowerCase()}${who.slice(1)} only: unbalanced.`;
}
