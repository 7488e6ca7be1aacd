import type { Profection } from '../../schemas/index.js';
import { calendarFromJulianDay } from '../../time/julian-day.js';
import { domicileRuler } from '../../zodiac/domiciles.js';
import { signAt, signOf } from '../../zodiac/signs.js';

/**
 * @summary Completed years of age at `atJdUt` for a birth at `birthJdUt` (both UT Julian Days): the number of
 * anniversaries of the birth moment (same UT month, day and time of day) passed. A 29 February birth has its
 * anniversary on 1 March in common years.
 */
export function completedYears(birthJdUt: number, atJdUt: number): number {
  const b = calendarFromJulianDay(birthJdUt);
  const a = calendarFromJulianDay(atJdUt);
  const bKey = [b.month, b.day, b.hour, b.minute, b.second];
  const aKey = [a.month, a.day, a.hour, a.minute, a.second];
  let before = false;
  for (let i = 0; i < bKey.length; i += 1) {
    if (aKey[i]! !== bKey[i]!) {
      before = aKey[i]! < bKey[i]!;
      break;
    }
  }
  return a.year - b.year - (before ? 1 : 0);
}

/**
 * @summary Annual profection at an age: the Ascendant's sign advances one sign per completed year of life
 * (whole-sign houses), so at age n the activated house is n mod 12 + 1, its sign the n-th after the rising sign, and
 * that sign's domicile ruler is the lord of the year (Vettius Valens, Anthology, Book IV, the annual profection of
 * the Ascendant; modern exposition in C. Brennan, Hellenistic Astrology, 2017; traditional rulers). The house and
 * sign repeat every 12 years.
 * @example profectionAtAge(33, 215) // { age: 33, activatedHouse: 10, activatedSign: 'Leo', lordOfTheYear: 'Sun' }
 */
export function profectionAtAge(age: number, ascendant: number): Profection {
  const activatedSign = signAt(signOf(ascendant), age % 12);
  return {
    age,
    activatedHouse: (age % 12) + 1,
    activatedSign,
    lordOfTheYear: domicileRuler(activatedSign, 'traditional'),
  };
}
