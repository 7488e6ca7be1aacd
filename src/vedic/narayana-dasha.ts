import { SIGNS } from '../schemas/enums.js';
import { layDashas, type DashaNode, type DashaShare, type DashaWindow } from './dasha-tree.js';
import { grahasInSign, isOddFooted, signDashaYears, type GrahaLongitudes } from './sign-dasha-years.js';
import { signLordOf } from './vimshopaka-bala.js';

/**
 * The Narayana dasha of the rasi chart (BPHS ch. 46, the Narayana dasha verses; P. V. R. Narasimha Rao, *Vedic
 * Astrology: An Integrated Approach*, ch. "Narayana Dasa", and his note "Computing Narayana Dasa"; Sanjay Rath,
 * *Narayana Dasa*, Sagittarius Publications 2004):
 * - the seed is the stronger of the lagna and the 7th sign: the one holding more grahas; then the one aspected (by
 *   sign, `rasiAspects`) by more of Jupiter, Mercury and its own lord; then a dual sign over a fixed one over a
 *   movable one; then the one with the longer period; else the lagna;
 * - direction: forward when the 9th from the seed is odd-footed, backward otherwise;
 * - order: from a movable seed every next sign; from a fixed seed every 6th sign; from a dual seed the trines first
 *   (1st, 5th, 9th), then those of the 10th, the 7th and the 4th (1, 5, 9, 10, 2, 6, 7, 11, 3, 4, 8, 12);
 * - years: `signDashaYears` with the exaltation adjustment; second cycle 12 less the first;
 * - sub-periods: twelve equal parts, from the sign occupied by the period sign's lord (the paka rasi), forward when
 *   the period's sign is odd (Aries, Gemini, …), backward when even (Sanjay Rath, ibid., antardasas).
 * Not applied: the exceptions for Saturn or Ketu in the seed (which some authors use to fix the direction).
 */

/** @summary Whether sign `from` aspects sign `to` by rasi drishti (Jaimini Upadesha Sutras 1.1.2–4; BPHS ch. 8). */
export function rasiAspects(from: number, to: number): boolean {
  const mod = from % 3; // 0 movable, 1 fixed, 2 dual
  if (from === to) return false;
  if (mod === 0) return to % 3 === 1 && to !== (from + 1) % 12;
  if (mod === 1) return to % 3 === 0 && to !== (from + 11) % 12;
  return to % 3 === 2;
}

const wrap = (s: number) => ((s % 12) + 12) % 12;
const signOf = (lon: number) => Math.floor(wrap(lon) / 30) % 12;

/** Offsets of the dual-sign progression: trines of the 1st, then of the 10th, the 7th and the 4th. */
const DUAL_OFFSETS = [0, 4, 8, 9, 1, 5, 6, 10, 2, 3, 7, 11] as const;

/** @summary The seed of the Narayana dasha: the stronger of the lagna and the 7th sign by the rules above. */
export function narayanaSeed(lagnaSign: number, chart: GrahaLongitudes): number {
  const seventh = wrap(lagnaSign + 6);
  const occupants = (s: number) => grahasInSign(chart, s);
  if (occupants(lagnaSign) !== occupants(seventh)) return occupants(lagnaSign) > occupants(seventh) ? lagnaSign : seventh;
  const aspected = (s: number) => ['Jupiter', 'Mercury', signLordOf(s)].filter((g) => rasiAspects(signOf(chart[g]!), s)).length;
  if (aspected(lagnaSign) !== aspected(seventh)) return aspected(lagnaSign) > aspected(seventh) ? lagnaSign : seventh;
  const nature = (s: number) => [0, 1, 2][s % 3]!; // dual (2) > fixed (1) > movable (0)
  if (nature(lagnaSign) !== nature(seventh)) return nature(lagnaSign) > nature(seventh) ? lagnaSign : seventh;
  const yl = signDashaYears(lagnaSign, chart, true);
  const y7 = signDashaYears(seventh, chart, true);
  return y7 > yl ? seventh : lagnaSign;
}

/** @summary The order of the twelve signs from a seed. */
export function narayanaOrder(seed: number): number[] {
  const d = isOddFooted(wrap(seed + 8)) ? 1 : -1;
  const kind = seed % 3;
  return Array.from({ length: 12 }, (_, k) => wrap(seed + d * (kind === 0 ? k : kind === 1 ? 5 * k : DUAL_OFFSETS[k]!)));
}

/** @summary The twelve equal sub-periods of a sign's period, from the paka rasi (its lord's sign). */
export function narayanaSubShares(sign: number, years: number, chart: GrahaLongitudes): DashaShare[] {
  const paka = signOf(chart[signLordOf(sign)]!);
  const d = sign % 2 === 0 ? 1 : -1; // index 0 Aries is an odd sign
  return Array.from({ length: 12 }, (_, k) => ({ lord: SIGNS[wrap(paka + d * k)]!, years: years / 12 }));
}

/** @summary The Narayana dasha of a chart from birth: the order from the seed, two cycles (or `spanYears`), to `levels`. */
export function narayanaDasha(
  lagnaSign: number,
  chart: GrahaLongitudes,
  birthJd: number,
  yearDays: number,
  levels: number,
  spanYears: number,
  window?: DashaWindow,
): { seed: number; periods: DashaNode[] } {
  const seed = narayanaSeed(lagnaSign, chart);
  const order = narayanaOrder(seed);
  const first = order.map((s) => signDashaYears(s, chart, true));
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
  const split = (lord: string, years: number) => narayanaSubShares(SIGNS.indexOf(lord as (typeof SIGNS)[number]), years, chart);
  return { seed, periods: layDashas(shares, birthJd, yearDays, 1, levels, split, window) };
}
