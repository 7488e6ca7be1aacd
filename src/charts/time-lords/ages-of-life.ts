/**
 * The seven ages of life and their planets (Ptolemy, *Tetrabiblos* IV.10, "Of the division of times"): the Moon
 * rules the first 4 years (infancy), Mercury the next 10 (childhood, to 14), Venus 8 (youth, to 22), the Sun 19 (young
 * manhood, to 41), Mars 15 (manhood, to 56), Jupiter 12 (elderhood, to 68) and Saturn the rest of life (old age) — each planet the number of its
 * minor years, except the Moon (4) and Saturn (to the end), in the order of the spheres from the Moon outwards.
 */

import type { FirdariaPlanet } from './firdaria-periods.js';

/** Ptolemy's names of the ages (Tetrabiblos IV.10), for the record. */
export const AGES_OF_LIFE = ['infancy', 'childhood', 'youth', 'youngManhood', 'manhood', 'elderhood', 'oldAge'] as const;
export type AgeOfLife = (typeof AGES_OF_LIFE)[number];

/** An age of life: its planet and its first and last years (`endAge` absent for Saturn's, to the end of life). */
export interface AgeOfLifeSpan {
  readonly lord: FirdariaPlanet;
  readonly age: AgeOfLife;
  readonly startAge: number;
  readonly endAge?: number;
}

/** The table of Tetrabiblos IV.10, ages in years. */
export const AGES_OF_LIFE_TABLE: readonly AgeOfLifeSpan[] = [
  { lord: 'Moon', age: 'infancy', startAge: 0, endAge: 4 },
  { lord: 'Mercury', age: 'childhood', startAge: 4, endAge: 14 },
  { lord: 'Venus', age: 'youth', startAge: 14, endAge: 22 },
  { lord: 'Sun', age: 'youngManhood', startAge: 22, endAge: 41 },
  { lord: 'Mars', age: 'manhood', startAge: 41, endAge: 56 },
  { lord: 'Jupiter', age: 'elderhood', startAge: 56, endAge: 68 },
  { lord: 'Saturn', age: 'oldAge', startAge: 68 },
];

/** @summary The age of life of an age in years (≥ 0). @example ageOfLifeAt(30).lord // 'Sun' */
export function ageOfLifeAt(ageYears: number): AgeOfLifeSpan {
  return AGES_OF_LIFE_TABLE.find((a) => a.endAge === undefined || ageYears < a.endAge)!;
}
