import { wording } from '../errors/error-wording.js';
import { completedYears, profectionAtAge } from '../charts/traditional/profection.js';
import { UraniaError } from '../errors/index.js';
import type { NatalChartResponse, Profection } from '../schemas/index.js';
import { instant, type TimeInput } from '../time/index.js';
import { requireLongitude } from '../zodiac/signs.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The birth facts a profection needs: the birth instant and the Ascendant longitude. */
export interface ProfectionBirth {
  readonly birth: TimeInput;
  readonly ascendant: number;
}

function birthFacts(birth: ProfectionBirth | NatalChartResponse): ProfectionBirth {
  if (birth === null || typeof birth !== 'object') {
    throw new UraniaError('INVALID_ARGUMENT', 'birth must be { birth, ascendant } or a NatalChartResponse', {
      wording: wording('shape.objectOrRecord', { field: 'birth', shape: '{ birth, ascendant }', record: 'NatalChartResponse' }),
      field: 'birth',
      received: birth,
    });
  }
  if ('positions' in birth) {
    if (birth.ascendant === undefined || birth.instant === undefined) {
      const field = birth.ascendant === undefined ? 'birth.ascendant' : 'birth.instant';
      throw new UraniaError('MISSING_ARGUMENT', `${field} is required (a chart cast with a birth time)`, { wording: wording('requiredChartTime', { field }), field, received: undefined });
    }
    return { birth: birth.instant, ascendant: requireLongitude(birth.ascendant, 'birth.ascendant') };
  }
  if (birth.birth === undefined) {
    throw new UraniaError('MISSING_ARGUMENT', 'birth.birth is required (the birth instant)', { wording: wording('requiredBirthInstant', { field: 'birth.birth' }), field: 'birth.birth', received: undefined });
  }
  return { birth: birth.birth, ascendant: requireLongitude(birth.ascendant, 'birth.ascendant') };
}

/**
 * @summary Annual profection (`profectionAtAge`): the Ascendant's sign advances one sign per completed year of life
 * (whole-sign houses); at age n the activated house is n mod 12 + 1, its sign the n-th after the rising sign, and
 * its domicile ruler the lord of the year (Vettius Valens, Anthology IV).
 *
 * `birth` is `{ birth, ascendant }` or a `NatalChartResponse` cast with a birth time (its `instant` and
 * `ascendant`). Age is counted in completed years at `at` (anniversaries of the UT birth moment, `completedYears`).
 * The sign is read in the zodiac of the Ascendant given: a sidereal chart's Ascendant gives the sidereal profection,
 * and the record then repeats the chart's `zodiac` and `ayanamsa`.
 *
 * Errors: MISSING_ARGUMENT for a chart without Ascendant or instant; OUT_OF_RANGE when `at` precedes the birth or
 * is more than 400 years after it, or either instant is outside −3000..+3000; INVALID_ARGUMENT for a malformed time
 * or Ascendant.
 * @example profection({ birth: '1990-07-15T18:30:00Z', ascendant: 215 }, '2024-01-01T00:00:00Z')
 * // { age: 33, activatedHouse: 10, activatedSign: 'Leo', lordOfTheYear: 'Sun' }
 */
export function profection(birth: ProfectionBirth | NatalChartResponse, at: TimeInput): Profection {
  refuseExtraArguments(arguments.length, 2, 'profection(birth, at)', "profection({ birth: '1990-07-15T18:30:00Z', ascendant: 215 }, '2024-01-01T00:00:00Z')");
  const facts = birthFacts(birth);
  const born = instant(facts.birth, 'birth');
  const now = instant(at, 'at');
  const age = completedYears(born.jdUt, now.jdUt);
  if (age < 0 || age > 400) {
    throw new UraniaError('OUT_OF_RANGE', 'at must fall on or after the birth and within 400 years of it', {
      wording: wording('profection.within', { field: 'at' }),
      field: 'at',
      received: at,
      allowed: 'birth .. birth + 400 years',
    });
  }
  const profected = profectionAtAge(age, facts.ascendant);
  // A chart record says its zodiac: the profection, read from its Ascendant, is in the same one.
  if (!('positions' in birth) || birth.zodiac === undefined) return profected;
  return { ...profected, zodiac: birth.zodiac, ...(birth.ayanamsa === undefined ? {} : { ayanamsa: birth.ayanamsa }) };
}
