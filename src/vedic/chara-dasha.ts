import { layDashas, type DashaNode, type DashaShare, type DashaWindow } from './dasha-tree.js';
import { signDashaYears, type GrahaLongitudes } from './sign-dasha-years.js';
import { SIGNS } from '../schemas/enums.js';

/**
 * Jaimini's Chara dasha, a dasha of the twelve signs from the lagna (Jaimini Upadesha Sutras 1.3 and 2.4; BPHS
 * ch. 46, the Chara dasha verses; the reckonings of K. N. Rao, *Predicting through Jaimini's Chara Dasha*, Vani
 * Publications, and of P. V. R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, the rasi dashas).
 * - Order: from the lagna's sign, forward through the zodiac when the lagna is Aries, Leo, Virgo, Libra, Aquarius or
 *   Pisces (the signs whose 9th is odd-footed), backward otherwise (K. N. Rao).
 * - Years of each sign: `signDashaYears` (count to the lord, forward for odd-footed signs, backward for even-footed,
 *   less one; own sign 12). The `narasimha-rao` reckoning adds a year for an exalted lord and takes one for a
 *   debilitated one; `kn-rao` does not.
 * - Second cycle: the signs again in the same order, each for 12 less its first-cycle years (so both cycles of a sign
 *   make 12 years, and the two cycles 144).
 * - Sub-periods: twelve equal parts (a sign's antardasha lasts its mahadasha's years in months), beginning with the
 *   sign after the period's sign in that sign's own direction (forward for Aries, Leo, Virgo, Libra, Aquarius,
 *   Pisces, else backward), the period's own sign last (K. N. Rao). The same rule divides every level.
 */
export const CHARA_RECKONINGS = ['kn-rao', 'narasimha-rao'] as const;
export type CharaReckoning = (typeof CHARA_RECKONINGS)[number];

/** The signs (0 … 11) whose dashas run forward: Aries, Leo, Virgo, Libra, Aquarius, Pisces (K. N. Rao). */
export const CHARA_DIRECT_SIGNS: readonly number[] = [0, 4, 5, 6, 10, 11];

const step = (sign: number) => (CHARA_DIRECT_SIGNS.includes(sign) ? 1 : -1);
const wrap = (s: number) => ((s % 12) + 12) % 12;

/** @summary The twelve equal sub-periods of a sign's period: from the next sign in its direction, itself last. */
export function charaSubShares(sign: number, years: number): DashaShare[] {
  const d = step(sign);
  return Array.from({ length: 12 }, (_, k) => ({ lord: SIGNS[wrap(sign + d * (k + 1))]!, years: years / 12 }));
}

/**
 * @summary The Chara dasha of a chart from the lagna's sign: two cycles (or as many periods as cover `spanYears`),
 * from birth, divided to `levels`.
 */
export function charaDasha(
  lagnaSign: number,
  chart: GrahaLongitudes,
  reckoning: CharaReckoning,
  birthJd: number,
  yearDays: number,
  levels: number,
  spanYears: number,
  window?: DashaWindow,
): DashaNode[] {
  const d = step(lagnaSign);
  const order = Array.from({ length: 12 }, (_, k) => wrap(lagnaSign + d * k));
  const first = order.map((s) => signDashaYears(s, chart, reckoning === 'narasimha-rao'));
  const shares: DashaShare[] = [];
  let covered = 0;
  for (let cycle = 0; cycle < 2 && covered < spanYears; cycle += 1) {
    for (let k = 0; k < 12 && covered < spanYears; k += 1) {
      const years = cycle === 0 ? first[k]! : 12 - first[k]!;
      if (years <= 0) continue;
      shares.push({ lord: SIGNS[order[k]!]!, years });
      covered += years;
    }
  }
  return layDashas(shares, birthJd, yearDays, 1, levels, (lord, years) => charaSubShares(SIGNS.indexOf(lord as (typeof SIGNS)[number]), years), window);
}
