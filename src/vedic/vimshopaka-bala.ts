import { SIGNS } from '../schemas/enums.js';
import { SIGN_FACTS } from '../zodiac/signs.js';
import { naturalRelationship, type BodiedGraha } from './graha-relationships.js';
import { vargaSign } from './varga-sign.js';

/**
 * Vimshopaka bala, the twenty-point strength of a graha over a group of vargas: Brihat Parashara Hora Shastra ch. 7
 * ("Divisional considerations"), verse numbers of R. Santhanam's translation (Ranjan Publications, vol. 1, 1984), read
 * from public transcriptions of that chapter: vv. 17–19 the shadvarga weights (D1 6, D2 2, D3 4, D9 5, D12 2, D30 1)
 * and the saptavarga's (5, 2, 3, 2½, 4½, 2, 1, the D7 added); v. 20 the dasavarga's (D1 3, D60 5, the other eight
 * 1½); vv. 21–25 the shodasavarga's (D2 1, D30 1, D3 1, D16 2, D9 3, D1 3½, D60 4, the other nine ½) and the points
 * of a varga by the graha's standing there — own 20, great friend (pramudita) 18, friend (shanta) 15, neutral
 * (svastha) 10, enemy (duhkhita) 7, great enemy (khala) 5; vv. 26–27 the strength, Σ weight × points / 20. Each
 * varga of the group has a full weight and the weights of a group total 20.
 * The relation is the compound (panchadha) one of BPHS ch. 3: the natural relationship (naisargika) combined with
 * the temporal one (tatkalika: a graha in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from another, in the birth
 * chart, is its temporal friend, elsewhere its temporal enemy). Exaltation does not count, only the own sign. The
 * nodes own no sign and have no Vimshopaka bala here. Every varga by Parashara's rule (BPHS ch. 6).
 */

/** The groups and the weight of each varga in them (BPHS ch. 7 vv. 17–25, Santhanam's numbering). */
export const VIMSHOPAKA_GROUPS = {
  shadvarga: { 1: 6, 2: 2, 3: 4, 9: 5, 12: 2, 30: 1 },
  saptavarga: { 1: 5, 2: 2, 3: 3, 7: 2.5, 9: 4.5, 12: 2, 30: 1 },
  dasavarga: { 1: 3, 2: 1.5, 3: 1.5, 7: 1.5, 9: 1.5, 10: 1.5, 12: 1.5, 16: 1.5, 30: 1.5, 60: 5 },
  shodasavarga: { 1: 3.5, 2: 1, 3: 1, 4: 0.5, 7: 0.5, 9: 3, 10: 0.5, 12: 0.5, 16: 2, 20: 0.5, 24: 0.5, 27: 0.5, 30: 1, 40: 0.5, 45: 0.5, 60: 4 },
} as const satisfies Record<string, Record<number, number>>;
export type VimshopakaGroup = keyof typeof VIMSHOPAKA_GROUPS;

/** The compound relationships and own sign, with their Vimshopaka points (BPHS ch. 7 vv. 21–25, Santhanam's numbering). */
export const VIMSHOPAKA_POINTS = { own: 20, 'great friend': 18, friend: 15, neutral: 10, enemy: 7, 'great enemy': 5 } as const;
export type VargaDignity = keyof typeof VIMSHOPAKA_POINTS;

/** The seven grahas that own signs. */
export const VIMSHOPAKA_GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const satisfies readonly BodiedGraha[];

/** The lord of sign index s (0 Aries … 11 Pisces). */
export function signLordOf(s: number): BodiedGraha {
  return SIGN_FACTS[SIGNS[((s % 12) + 12) % 12]!].traditionalRuler as BodiedGraha;
}

/**
 * @summary The dignity of graha `graha` in sign `sign` (0 … 11) of a varga: own sign, or its compound relationship
 * to the sign's lord given the birth-chart signs (`rasi`) of the seven grahas (BPHS ch. 3 and 7).
 * @example vargaDignity('Sun', 4, { Sun: 0, Moon: 1, Mars: 2, Mercury: 3, Jupiter: 4, Venus: 5, Saturn: 6 }) // 'own'
 */
export function vargaDignity(graha: BodiedGraha, sign: number, rasi: Readonly<Record<BodiedGraha, number>>): VargaDignity {
  const lord = signLordOf(sign);
  if (lord === graha) return 'own';
  const natural = naturalRelationship(graha, lord);
  const distance = (((rasi[lord] - rasi[graha]) % 12) + 12) % 12 + 1; // the lord's sign counted from the graha's, inclusively
  const temporalFriend = [2, 3, 4, 10, 11, 12].includes(distance);
  if (natural === 'friend') return temporalFriend ? 'great friend' : 'neutral';
  if (natural === 'enemy') return temporalFriend ? 'neutral' : 'great enemy';
  return temporalFriend ? 'friend' : 'enemy';
}

/** A graha's Vimshopaka bala in each group, out of 20. */
export type VimshopakaScores = Readonly<Record<VimshopakaGroup, number>>;

/**
 * @summary The Vimshopaka bala of the seven grahas in the four groups, from their sidereal longitudes (BPHS ch. 7).
 * @example vimshopakaBala({ Sun: 121, Moon: 40, Mars: 10, Mercury: 150, Jupiter: 250, Venus: 50, Saturn: 300 }).Sun.shadvarga // between 5 and 20
 */
export function vimshopakaBala(longitudes: Readonly<Record<BodiedGraha, number>>): Record<BodiedGraha, VimshopakaScores> {
  const rasi = Object.fromEntries(VIMSHOPAKA_GRAHAS.map((g) => [g, vargaSign(longitudes[g], 1)])) as Record<BodiedGraha, number>;
  const out = {} as Record<BodiedGraha, VimshopakaScores>;
  for (const g of VIMSHOPAKA_GRAHAS) {
    const points = new Map<number, number>();
    const pointsIn = (d: number): number => {
      const cached = points.get(d);
      if (cached !== undefined) return cached;
      const p = VIMSHOPAKA_POINTS[vargaDignity(g, vargaSign(longitudes[g], d, 'parashara'), rasi)];
      points.set(d, p);
      return p;
    };
    const score = (group: VimshopakaGroup) =>
      Object.entries(VIMSHOPAKA_GROUPS[group]).reduce((sum, [d, w]) => sum + (w * pointsIn(Number(d))) / 20, 0);
    out[g] = { shadvarga: score('shadvarga'), saptavarga: score('saptavarga'), dasavarga: score('dasavarga'), shodasavarga: score('shodasavarga') };
  }
  return out;
}
