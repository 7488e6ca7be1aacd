import { UraniaError } from '../../errors/urania-error.js';
import type { NatalChartResponse, Profection } from '../../schemas/index.js';
import { calendarFromJulianDay } from '../../time/julian-day.js';
import { instant, type TimeInput } from '../../time/instant.js';
import { domicileRuler } from '../../zodiac/domiciles.js';
import { requireLongitude, signAt, signOf } from '../../zodiac/signs.js';

export type { Profection };

/** The birth facts a profection needs: the birth instant and the Ascendant longitude. */
export interface ProfectionBirth {
  readonly birth: TimeInput;
  readonly ascendant: number;
}

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
 * @summary Annual profection: the Ascendant's sign advances one sign per completed year of life (whole-sign
 * houses), so at age n the activated house is n mod 12 + 1, its sign the n-th after the rising sign, and that
 * sign's domicile ruler is the lord of the year (Vettius Valens, Anthology, Book IV, the annual profection of
 * the Ascendant; modern exposition in C. Brennan, Hellenistic Astrology, 2017; traditional rulers). The house and
 * sign repeat every 12 years.
 *
 * `birth` is `{ birth, ascendant }` or a `NatalChartResponse` cast with a birth time (its `instant` and
 * `ascendant`). Age is counted in completed years at `at` (anniversaries of the UT birth moment).
 *
 * Errors: MISSING_ARGUMENT for a chart without Ascendant or instant; OUT_OF_RANGE when `at` precedes the birth or
 * is more than 400 years after it, or either instant is outside 1800–2200; INVALID_ARGUMENT for a malformed time
 * or Ascendant.
 * @example profection({ birth: '1990-07-15T18:30:00Z', ascendant: 215 }, '2024-01-01T00:00:00Z')
 * // { age: 33, activatedHouse: 10, activatedSign: 'Leo', lordOfTheYear: 'Sun' }
 */
export function profection(birth: ProfectionBirth | NatalChartResponse, at: TimeInput): Profection {
  const facts = birthFacts(birth);
  const born = instant(facts.birth, 'birth');
  const now = instant(at, 'at');
  const age = completedYears(born.jdUt, now.jdUt);
  if (age < 0 || age > 400) {
    throw new UraniaError('OUT_OF_RANGE', 'at must fall on or after the birth and within 400 years of it', {
      field: 'at',
      received: at,
      allowed: 'birth .. birth + 400 years',
    });
  }
  const activatedSign = signAt(signOf(facts.ascendant), age % 12);
  return {
    age,
    activatedHouse: (age % 12) + 1,
    activatedSign,
    lordOfTheYear: domicileRuler(activatedSign, 'traditional'),
  };
}

function birthFacts(birth: ProfectionBirth | NatalChartResponse): ProfectionBirth {
  if (birth === null || typeof birth !== 'object') {
    throw new UraniaError('INVALID_ARGUMENT', 'birth must be { birth, ascendant } or a NatalChartResponse', {
      field: 'birth',
      received: birth,
    });
  }
  if ('positions' in birth) {
    if (birth.ascendant === undefined || birth.instant === undefined) {
      const field = birth.ascendant === undefined ? 'birth.ascendant' : 'birth.instant';
      throw new UraniaError('MISSING_ARGUMENT', `${field} is required (a chart cast with a birth time)`, { field, received: undefined });
    }
    return { birth: birth.instant, ascendant: requireLongitude(birth.ascendant, 'birth.ascendant') };
  }
  if (birth.birth === undefined) {
    throw new UraniaError('MISSING_ARGUMENT', 'birth.birth is required (the birth instant)', { field: 'birth.birth', received: undefined });
  }
  return { birth: birth.birth, ascendant: requireLongitude(birth.ascendant, 'birth.ascendant') };
}
