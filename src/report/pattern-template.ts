import type { PatternKind, NatalText } from '../text/natal-text.js';

/**
 * @summary The text of an aspect pattern in a natal report: the pattern's own, except for a stellium after the
 * chart's first (`stelliumVariants.another`, so no report prints one paragraph twice) and the first stellium of a
 * chart without houses (`stelliumVariants.untimed`, which never speaks of "the house it falls in").
 * @example patternTemplate(NATAL_TEXT_EN, 'stellium', 1, true) === NATAL_TEXT_EN.stelliumVariants.another // true
 */
export function patternTemplate(natal: NatalText, type: PatternKind, stelliumsBefore: number, timed: boolean): string {
  if (type !== 'stellium') return natal.patterns[type];
  if (stelliumsBefore > 0) return natal.stelliumVariants.another;
  return timed ? natal.patterns.stellium : natal.stelliumVariants.untimed;
}
