import type { Graha } from './graha-relationships.js';
import type { YogaCondition, YogaGraha } from './yoga-condition.js';
import type { YogaRule } from './yoga-rule.js';

/** The vocabulary the catalogue's rows are written in (src/vedic/yoga-rules.ts): house sets, graha sets and row makers. */

export const KENDRAS = [1, 4, 7, 10];
export const TRIKONAS = [1, 5, 9];
export const DUSTHANAS = [6, 8, 12];
export const UPACHAYAS = [3, 6, 10, 11];
/** The five tara grahas (Mars … Saturn): the planets other than the luminaries and the nodes. */
export const TARAS: readonly Graha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
export const NATURAL_BENEFICS: readonly Graha[] = ['Mercury', 'Jupiter', 'Venus'];
export const SEVEN_MALEFICS: readonly Graha[] = ['Sun', 'Mars', 'Saturn'];
export const STRONG = ['exalted', 'moolatrikona', 'own'] as const;

export const all = (...of: YogaCondition[]): YogaCondition => ({ op: 'all', of });
export const any = (...of: YogaCondition[]): YogaCondition => ({ op: 'any', of });
export const not = (of: YogaCondition): YogaCondition => ({ op: 'not', of });
export const lord = (house: number): YogaGraha => ({ lord: house });
export const same = (a: YogaGraha, b: YogaGraha): YogaCondition => not({ op: 'distinct', who: [a, b] });
/** b stands in a kendra (1, 4, 7, 10) from a. */
export const mutualKendra = (a: YogaGraha, b: YogaGraha): YogaCondition => ({ op: 'in', who: b, houses: KENDRAS, from: a });

export function mahapurusha(id: string, name: string, graha: Graha, signs: string): YogaRule {
  return {
    id, name, group: 'mahapurusha', nature: 'benefic',
    rule: `${graha} in a kendra (1st, 4th, 7th or 10th) from the lagna, in its own sign, moolatrikona or exaltation (${signs}).`,
    source: 'BPHS ch. 75 vv. 1–2; Phaladeepika ch. 6 v. 1; Raman 300',
    condition: all({ op: 'in', who: graha, houses: KENDRAS }, { op: 'dignity', who: graha, is: STRONG }),
  };
}

/** Nabhasa akriti: the seven grahas only in `houses`, each of them holding at least one. */
export function confined(houses: readonly number[]): YogaCondition {
  return all({ op: 'all-in', who: 'seven', houses }, { op: 'each-held', houses, by: 'seven' });
}

export function nabhasa(id: string, name: string, rule: string, condition: YogaCondition, nature: YogaRule['nature'] = 'mixed'): YogaRule {
  return { id, name, group: 'nabhasa', nature, rule, source: 'BPHS ch. 35; Brihat Jataka ch. 12', condition };
}

/** Seven houses in a row from `start`. */
export function run(start: number): number[] {
  return Array.from({ length: 7 }, (_, i) => ((start - 1 + i) % 12) + 1);
}

export function sankhya(id: string, name: string, count: number, nature: YogaRule['nature']): YogaRule {
  return nabhasa(id, name, `The seven grahas occupy exactly ${count} sign${count === 1 ? '' : 's'} (a sankhya yoga).`, { op: 'sign-count', who: 'seven', count }, nature);
}

export function vipareeta(id: string, name: string, house: number): YogaRule {
  return {
    id, name, group: 'vipareeta', nature: 'benefic',
    rule: `The lord of the ${house}th house stands in the 6th, 8th or 12th.`,
    source: 'Uttara Kalamrita ch. 4; Raman 300',
    condition: { op: 'in', who: lord(house), houses: DUSTHANAS },
  };
}

export const GOOD_HOUSES = [1, 2, 4, 5, 7, 9, 10, 11];
export const ALL_HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
