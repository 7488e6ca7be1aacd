import { ASHTAKAVARGA_POINTS, ASHTAKAVARGA_TABLES, GRAHA_GUNAKARA, RASHI_GUNAKARA, type AshtakavargaPoint } from './ashtakavarga-tables.js';

/** The signs (0 Aries … 11) of the eight points of a chart: the seven grahas and the Ascendant. */
export type AshtakavargaSigns = Readonly<Record<AshtakavargaPoint, number>>;

/** One bhinnashtakavarga: bindus per sign (Aries first), per contributor (the prastara) and reduced. */
export interface Bhinnashtakavarga {
  readonly point: AshtakavargaPoint;
  /** Bindus in each sign, Aries first (0 … 8). */
  readonly bindus: number[];
  readonly total: number;
  /** The prastara: each contributor's bindus by sign. */
  readonly contributors: Record<AshtakavargaPoint, number[]>;
  /** After the trikona reduction, then after the ekadhipatya reduction. */
  readonly trikona: number[];
  readonly ekadhipatya: number[];
  /** Shodhya pinda from the reduced bindus: rashi pinda + graha pinda. */
  readonly rashiPinda: number;
  readonly grahaPinda: number;
  readonly shodhyaPinda: number;
}

/**
 * @summary The bindus a receiving point gets in each sign from the eight contributors (BPHS ch. 66): contributor C in
 * sign c gives one to the sign at house h from it for every h of the table; by contributor and summed.
 */
export function bhinnaBindus(point: AshtakavargaPoint, signs: AshtakavargaSigns): { bindus: number[]; contributors: Record<AshtakavargaPoint, number[]> } {
  const bindus = new Array<number>(12).fill(0);
  const contributors = {} as Record<AshtakavargaPoint, number[]>;
  for (const from of ASHTAKAVARGA_POINTS) {
    const row = new Array<number>(12).fill(0);
    for (const h of ASHTAKAVARGA_TABLES[point][from]) row[(signs[from] + h - 1) % 12] = 1;
    contributors[from] = row;
    for (let s = 0; s < 12; s += 1) bindus[s]! += row[s]!;
  }
  return { bindus, contributors };
}

/**
 * @summary Trikona shodhana (BPHS ch. 67; B. V. Raman, *Ashtakavarga System of Prediction*, ch. 4): in each triad of
 * trines (Aries–Leo–Sagittarius, Taurus–Virgo–Capricorn, Gemini–Libra–Aquarius, Cancer–Scorpio–Pisces) the least
 * of the three is taken from each; when one of them is 0 nothing changes; when all three are equal all become 0.
 * @example trikonaReduction([3, 0, 0, 0, 5, 0, 0, 0, 4, 0, 0, 0])[0] // 0 (3 − 3)
 */
export function trikonaReduction(bindus: readonly number[]): number[] {
  const out = [...bindus];
  for (let t = 0; t < 4; t += 1) {
    const idx = [t, t + 4, t + 8];
    const vals = idx.map((i) => bindus[i]!);
    const least = Math.min(...vals);
    if (least === 0) continue;
    for (const i of idx) out[i] = bindus[i]! - least; // all equal: all become 0
  }
  return out;
}

/** The pairs of signs with one lord (Mars, Venus, Mercury, Jupiter, Saturn); the Sun and Moon own one sign each. */
const LORD_PAIRS = [[0, 7], [1, 6], [2, 5], [8, 11], [9, 10]] as const;

/**
 * @summary Ekadhipatya shodhana, after the trikona reduction (BPHS ch. 67; B. V. Raman, ibid., ch. 4), for each pair
 * of signs of one lord, "occupied" meaning holding one of the seven grahas:
 * - either sign at 0, or both occupied: no change;
 * - both empty: equal → both 0; unequal → the larger is made equal to the smaller;
 * - one occupied: if the occupied one has more bindus, or as many, the empty one becomes 0; if fewer, the empty one
 *   is made equal to the occupied one.
 */
export function ekadhipatyaReduction(bindus: readonly number[], occupied: (sign: number) => boolean): number[] {
  const out = [...bindus];
  for (const [a, b] of LORD_PAIRS) {
    const x = bindus[a]!;
    const y = bindus[b]!;
    if (x === 0 || y === 0) continue;
    const oa = occupied(a);
    const ob = occupied(b);
    if (oa && ob) continue;
    if (!oa && !ob) {
      if (x === y) out[a] = out[b] = 0;
      else out[a] = out[b] = Math.min(x, y);
      continue;
    }
    const [occ, empty] = oa ? [a, b] : [b, a];
    if (bindus[occ]! >= bindus[empty]!) out[empty] = 0;
    else out[empty] = bindus[occ]!;
  }
  return out;
}

/**
 * @summary The bhinnashtakavarga of a point with its reductions and shodhya pinda (BPHS ch. 66–68): rashi pinda =
 * Σ reduced bindus × the sign's multiplier; graha pinda = Σ over the seven grahas of the reduced bindus of the sign
 * each occupies × the graha's multiplier.
 */
export function bhinnashtakavarga(point: AshtakavargaPoint, signs: AshtakavargaSigns): Bhinnashtakavarga {
  const { bindus, contributors } = bhinnaBindus(point, signs);
  const grahas = ASHTAKAVARGA_POINTS.filter((p) => p !== 'Ascendant');
  const occupied = (s: number) => grahas.some((g) => signs[g] === s);
  const trikona = trikonaReduction(bindus);
  const ekadhipatya = ekadhipatyaReduction(trikona, occupied);
  const rashiPinda = ekadhipatya.reduce((sum, b, s) => sum + b * RASHI_GUNAKARA[s]!, 0);
  const grahaPinda = grahas.reduce((sum, g) => sum + ekadhipatya[signs[g]]! * GRAHA_GUNAKARA[g]!, 0);
  return {
    point, bindus, total: bindus.reduce((a, b) => a + b, 0), contributors, trikona, ekadhipatya,
    rashiPinda, grahaPinda, shodhyaPinda: rashiPinda + grahaPinda,
  };
}

/** @summary The sarvashtakavarga: the seven grahas' bindus summed per sign (the lagna's own not included; total 337). */
export function sarvashtakavarga(bavs: readonly Bhinnashtakavarga[]): number[] {
  const out = new Array<number>(12).fill(0);
  for (const b of bavs) if (b.point !== 'Ascendant') for (let s = 0; s < 12; s += 1) out[s]! += b.bindus[s]!;
  return out;
}
