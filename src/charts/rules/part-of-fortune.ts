import type { PartOfFortune } from '../../schemas/index.js';
import { normalizeDegrees } from '../../units/index.js';
import { zodiacPlace } from '../../zodiac/index.js';

/** The largest double below 30 (30 − 2⁻⁴⁸). */
const LARGEST_BELOW_30 = 30 - 2 ** -48;

/**
 * @summary The Part (Lot) of Fortune, reversed by night.
 *
 * Day chart: Ascendant + Moon − Sun (the arc from the Sun to the Moon, projected from the Ascendant); night chart:
 * Ascendant + Sun − Moon (the arc from the Moon to the Sun). Vettius Valens, Anthology II (the lot is taken from
 * the Sun to the Moon by day and from the Moon to the Sun by night); Paulus Alexandrinus, Introductory Matters
 * ch. 23. (Ptolemy, Tetrabiblos III.10, keeps the day formula at night; Urania follows the reversal, the
 * majority practice of the Hellenistic and medieval authors.) `isDayChart` comes from `isDayChart` (Sun above
 * the horizon).
 * @example partOfFortune(100, 10, 40, true).longitude // 130 (day: 100 + 40 − 10)
 * @example partOfFortune(100, 10, 40, false).longitude // 70 (night: 100 + 10 − 40)
 */
export function partOfFortune(ascendant: number, sun: number, moon: number, isDayChart: boolean): PartOfFortune {
  const longitude = normalizeDegrees(isDayChart ? ascendant + moon - sun : ascendant + sun - moon);
  const z = zodiacPlace(longitude);
  // Fractional degree within the sign; the sum can round up to 30 a hair below a sign boundary: keep it < 30.
  const degree = Math.min(z.degree + z.minute / 60, LARGEST_BELOW_30);
  return { longitude: z.longitude, sign: z.sign, degree, isDayChart };
}
