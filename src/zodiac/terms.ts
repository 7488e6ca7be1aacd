import type { Sign } from '../schemas/index.js';
import { SIGNS } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';
import { signIndexOfNormalized } from './signs.js';
import type { TraditionalPlanet } from './traditional-planets.js';

/** The five planets that hold terms (the luminaries hold none). */
export type TermRuler = Exclude<TraditionalPlanet, 'Sun' | 'Moon'>;

/**
 * The Egyptian terms (bounds), keyed by sign, each sign's five terms in order with their end degrees.
 * Source: Ptolemy, Tetrabiblos I.20 (the "Egyptian" system he reports; trans. Robbins 1940), matching
 * Vettius Valens, Anthology I.3 and Dorotheus, Carmen Astrologicum I. Check: the degrees each planet holds
 * around the zodiac sum to its "greater years": Saturn 57, Jupiter 79, Mars 66, Venus 82, Mercury 76 (= 360).
 */
export const EGYPTIAN_TERMS = {
  Aries: [['Jupiter', 6], ['Venus', 12], ['Mercury', 20], ['Mars', 25], ['Saturn', 30]],
  Taurus: [['Venus', 8], ['Mercury', 14], ['Jupiter', 22], ['Saturn', 27], ['Mars', 30]],
  Gemini: [['Mercury', 6], ['Jupiter', 12], ['Venus', 17], ['Mars', 24], ['Saturn', 30]],
  Cancer: [['Mars', 7], ['Venus', 13], ['Mercury', 19], ['Jupiter', 26], ['Saturn', 30]],
  Leo: [['Jupiter', 6], ['Venus', 11], ['Saturn', 18], ['Mercury', 24], ['Mars', 30]],
  Virgo: [['Mercury', 7], ['Venus', 17], ['Jupiter', 21], ['Mars', 28], ['Saturn', 30]],
  Libra: [['Saturn', 6], ['Mercury', 14], ['Jupiter', 21], ['Venus', 28], ['Mars', 30]],
  Scorpio: [['Mars', 7], ['Venus', 11], ['Mercury', 19], ['Jupiter', 24], ['Saturn', 30]],
  Sagittarius: [['Jupiter', 12], ['Venus', 17], ['Mercury', 21], ['Saturn', 26], ['Mars', 30]],
  Capricorn: [['Mercury', 7], ['Jupiter', 14], ['Venus', 22], ['Saturn', 26], ['Mars', 30]],
  Aquarius: [['Mercury', 7], ['Venus', 13], ['Jupiter', 20], ['Mars', 25], ['Saturn', 30]],
  Pisces: [['Venus', 12], ['Jupiter', 16], ['Mercury', 19], ['Mars', 28], ['Saturn', 30]],
} as const satisfies Record<Sign, readonly (readonly [TermRuler, number])[]>;

/**
 * @summary The Egyptian term (bound) containing an ecliptic longitude: its lord and its span in the sign.
 * @example termOf(8) // { sign: 'Aries', ruler: 'Venus', startDegree: 6, endDegree: 12 }
 */
export function termOf(longitude: number): { sign: Sign; ruler: TermRuler; startDegree: number; endDegree: number } {
  const lon = normalizeDegrees(longitude);
  const index = signIndexOfNormalized(lon);
  const sign = SIGNS[index]!;
  const inSign = lon - index * 30;
  let start = 0;
  for (const [ruler, end] of EGYPTIAN_TERMS[sign]) {
    if (inSign < end) return { sign, ruler, startDegree: start, endDegree: end };
    start = end;
  }
  // inSign < 30 always holds, so the last term (ending at 30) has matched.
  const [ruler, end] = EGYPTIAN_TERMS[sign][4];
  return { sign, ruler, startDegree: start, endDegree: end };
}

/**
 * @summary The lord of the Egyptian term containing a longitude (finite degrees, taken as valid: the numeric core
 * of the records function `termRuler`).
 * @example termRulerAt(0) // 'Jupiter' (first term of Aries)
 */
export function termRulerAt(longitude: number): TermRuler {
  return termOf(longitude).ruler;
}
