import type { Element, Sign } from '../schemas/index.js';
import type { ModalityPairKey, NaturalAspect } from '../text/index.js';
import { SIGN_FACTS } from '../zodiac/index.js';

/**
 * Sign compatibility scoring (docs/horoscopes.md "Sign compatibility"; the record is built by
 * records/sign-compatibility.ts). Three documented parts:
 *
 * 1. elementHarmony (0–10) = 2 + 3 × (classical qualities the two elements share) + 2 × (same polarity).
 *    Qualities: Fire hot and dry, Air hot and wet, Water cold and wet, Earth cold and dry (Aristotle, On
 *    Generation and Corruption II.3); polarity: Fire and Air masculine, Earth and Water feminine (Ptolemy,
 *    Tetrabiblos I.12). Same element 10; Fire–Air, Earth–Water 7; Fire–Earth, Air–Water 5; Fire–Water,
 *    Earth–Air 2.
 * 2. modalityInteraction (0–10), a table: different modalities complement each other (one starts, one holds,
 *    one adapts), the same modality competes — least for the adaptable mutables, most for the fixed signs.
 * 3. naturalAspect: the whole-sign aspect by the count of signs between them (Ptolemy, Tetrabiblos I.13 for
 *    the five classical aspects; semisextile and quincunx for the signs "in aversion"), scored trine 10,
 *    sextile 8, conjunction 7, opposition 6, semisextile 4, square 3, quincunx 2.
 *
 * overallScore = round(4 × elementHarmony + 2.5 × modalityInteraction + 3.5 × naturalAspectScore), 0–100.
 */

/** The two classical qualities of each element (Aristotle, On Generation and Corruption II.3). */
const QUALITIES: Readonly<Record<Element, readonly ['hot' | 'cold', 'dry' | 'wet']>> = {
  Fire: ['hot', 'dry'],
  Air: ['hot', 'wet'],
  Water: ['cold', 'wet'],
  Earth: ['cold', 'dry'],
};

/** Masculine (Fire, Air) and feminine (Earth, Water) elements (Ptolemy, Tetrabiblos I.12). */
const MASCULINE: Readonly<Record<Element, boolean>> = { Fire: true, Air: true, Earth: false, Water: false };

/** @summary Element harmony 0–10 from shared qualities and polarity (formula above). */
export function elementHarmony(a: Element, b: Element): number {
  const shared = QUALITIES[a].filter((q) => QUALITIES[b].includes(q as never)).length;
  return 2 + 3 * shared + (MASCULINE[a] === MASCULINE[b] ? 2 : 0);
}

/** Modality interaction scores (table above; docs/horoscopes.md gives the rationale of each cell). */
export const MODALITY_INTERACTION: Readonly<Record<ModalityPairKey, number>> = {
  'Cardinal+Cardinal': 4,
  'Cardinal+Fixed': 7,
  'Cardinal+Mutable': 8,
  'Fixed+Fixed': 3,
  'Fixed+Mutable': 7,
  'Mutable+Mutable': 6,
};

/** The whole-sign aspect by the count of signs between two signs (0–6). */
export const NATURAL_ASPECTS: readonly NaturalAspect[] = [
  'conjunction', 'semiSextile', 'sextile', 'square', 'trine', 'quincunx', 'opposition',
];

/** Score of each natural aspect, 0–10. */
export const NATURAL_ASPECT_SCORES: Readonly<Record<NaturalAspect, number>> = {
  trine: 10,
  sextile: 8,
  conjunction: 7,
  opposition: 6,
  semiSextile: 4,
  square: 3,
  quincunx: 2,
};

/** Weights of the three parts in the overall score (they sum to 10, so the overall score is 0–100). */
export const COMPATIBILITY_WEIGHTS = { element: 4, modality: 2.5, aspect: 3.5 } as const;

/** @summary The natural (whole-sign) aspect between two signs. @example naturalAspect('Aries', 'Leo') // 'trine' */
export function naturalAspect(a: Sign, b: Sign): NaturalAspect {
  const d = (((SIGN_FACTS[b].index - SIGN_FACTS[a].index) % 12) + 12) % 12;
  return NATURAL_ASPECTS[Math.min(d, 12 - d)]!;
}
