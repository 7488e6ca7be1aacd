import { signLordOf } from './vimshopaka-bala.js';

/**
 * The years of a sign's period in the Jaimini sign dashas (Chara, Narayana), shared by both.
 * - Odd-footed (savya, vishamapada) signs — Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius — count forward from
 *   the sign to its lord's sign; the even-footed (apasavya, samapada) ones — Cancer, Leo, Virgo, Capricorn,
 *   Aquarius, Pisces — count backward: BPHS ch. 46 v. 156 ("meshadi tri-tribhair…": the signs from Aries in groups of
 *   three are alternately odd- and even-footed, and the count of years is reversed for the even-footed).
 * - The years are the count (inclusive) less one; a lord in the sign itself gives 12 (K. N. Rao, *Predicting through
 *   Jaimini's Chara Dasha*; P. V. R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, the rasi dashas).
 * - Scorpio has two lords (Mars, Ketu) and Aquarius two (Saturn, Rahu): both in the sign give 12; one in the sign
 *   and the other outside, the other is taken; else the stronger — with more grahas in its sign, then the exalted
 *   one, then the one further advanced in its sign (P. V. R. Narasimha Rao, ibid., the strength of co-lords).
 * - With `exaltation`, an exalted lord adds a year and a debilitated one takes one away, Mercury exalted in its own
 *   Virgo excepted (P. V. R. Narasimha Rao, "Computing Narayana Dasa", rule 5; K. N. Rao's Chara dasha does not
 *   adjust). The nodes are not adjusted (their exaltation signs are disputed).
 */

/** Odd-footed (savya) signs: indices 0 Aries … 11 Pisces. */
export const ODD_FOOTED_SIGNS: readonly number[] = [0, 1, 2, 6, 7, 8];

/** @summary Whether a sign (0 … 11) is odd-footed (counts forward). */
export function isOddFooted(sign: number): boolean {
  return ODD_FOOTED_SIGNS.includes(((sign % 12) + 12) % 12);
}

/** Exaltation and debilitation signs of the seven grahas (BPHS ch. 3). */
export const EXALTATION_SIGN: Readonly<Record<string, number>> = { Sun: 0, Moon: 1, Mars: 9, Mercury: 5, Jupiter: 3, Venus: 11, Saturn: 6 };

/** A sidereal chart for the sign dashas: each graha's sidereal longitude (the nine). */
export type GrahaLongitudes = Readonly<Record<string, number>>;

const signOf = (lon: number) => Math.floor((((lon % 360) + 360) % 360) / 30);

/** @summary The number of grahas in a sign. */
export function grahasInSign(chart: GrahaLongitudes, sign: number): number {
  return Object.values(chart).filter((lon) => signOf(lon) === sign).length;
}

/** @summary The lord whose place sets a sign's years: the sign's lord, or for Scorpio/Aquarius the co-lord rule. */
export function signDashaLord(sign: number, chart: GrahaLongitudes): { lord: string; bothInSign: boolean } {
  const first = signLordOf(sign);
  const co = sign === 7 ? 'Ketu' : sign === 10 ? 'Rahu' : undefined;
  if (co === undefined) return { lord: first, bothInSign: false };
  const inA = signOf(chart[first]!) === sign;
  const inB = signOf(chart[co]!) === sign;
  if (inA && inB) return { lord: first, bothInSign: true };
  if (inA) return { lord: co, bothInSign: false };
  if (inB) return { lord: first, bothInSign: false };
  const a = grahasInSign(chart, signOf(chart[first]!));
  const b = grahasInSign(chart, signOf(chart[co]!));
  if (a !== b) return { lord: a > b ? first : co, bothInSign: false };
  if (EXALTATION_SIGN[first] === signOf(chart[first]!)) return { lord: first, bothInSign: false };
  const degA = chart[first]! % 30;
  const degB = chart[co]! % 30;
  return { lord: degB > degA ? co : first, bothInSign: false };
}

/**
 * @summary The years of sign `sign`'s period (0 … 12) in a chart, by the rules above.
 * @example signDashaYears(0, { Mars: 65 }, false) // 2 (Aries counts forward to Gemini: 3 − 1)
 */
export function signDashaYears(sign: number, chart: GrahaLongitudes, exaltation: boolean): number {
  const { lord, bothInSign } = signDashaLord(sign, chart);
  if (bothInSign) return 12;
  const lordSign = signOf(chart[lord]!);
  if (lordSign === sign) return 12;
  const count = isOddFooted(sign) ? ((lordSign - sign + 12) % 12) + 1 : ((sign - lordSign + 12) % 12) + 1;
  let years = count - 1;
  if (exaltation && lord in EXALTATION_SIGN) {
    const ex = EXALTATION_SIGN[lord]!;
    if (lordSign === ex && !(lord === 'Mercury')) years += 1;
    else if (lordSign === (ex + 6) % 12) years -= 1;
  }
  return Math.max(0, Math.min(12, years));
}
