import type { NAKSHATRA_QUALITIES } from '../schemas/record-enums.js';
import { signIndexOfNormalized } from '../zodiac/signs.js';
import type { YoniAnimal } from './nakshatras.js';

/**
 * The koota tables of ashtakoot (eight-fold) matching. The classification of signs and nakshatras (varna,
 * vashya, gana, yoni, nadi) and the point scale of each koota (1 … 8, 36 in all) follow Muhurta Chintamani
 * (Ramadaivajna, 1600), Vivaha prakarana, as tabulated in modern practice (for example B. V. Raman, Muhurtha
 * (Electional Astrology), ch. on marriage). Where regional tables differ (the asymmetric cells of vashya and
 * gana) the variant adopted is stated in docs/vedic.md. Rows are the GROOM's class, columns the BRIDE's.
 */

/** Varna of each sidereal sign (index 0 = Aries): 4 Brahmin (water signs), 3 Kshatriya (fire), 2 Vaishya (earth), 1 Shudra (air). */
export const VARNA_RANK: readonly number[] = [3, 2, 1, 4, 3, 2, 1, 4, 3, 2, 1, 4];

/**
 * The varna variant with the earth and air signs swapped (earth Shudra, air Vaishya), as some regional tables give
 * it (issue 28 found other tools disagreeing with Urania on exactly these signs); `variants.varna: 'air-vaishya'`.
 */
export const VARNA_RANK_AIR_VAISHYA: readonly number[] = [3, 1, 2, 4, 3, 1, 2, 4, 3, 1, 2, 4];

/** The Horse–Deer yoni cell of the variant tables that count the pair neutral (2) rather than friendly (3). */
export const HORSE_DEER_NEUTRAL_POINTS = 2;

/** Names of the varnas by rank. */
export const VARNA_NAMES: Readonly<Record<number, string>> = { 4: 'Brahmin', 3: 'Kshatriya', 2: 'Vaishya', 1: 'Shudra' };

/** The five vashya groups. */
export const VASHYA_GROUPS = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'] as const;

/** One of `VASHYA_GROUPS`. */
export type VashyaGroup = (typeof VASHYA_GROUPS)[number];

/**
 * @summary Vashya group of a sidereal longitude: quadrupeds (Aries, Taurus, 2nd half of Sagittarius, 1st half of
 * Capricorn), human (Gemini, Virgo, Libra, 1st half of Sagittarius, Aquarius), water (Cancer, 2nd half of
 * Capricorn, Pisces), wild (Leo), insect (Scorpio).
 */
export function vashyaGroup(siderealLongitude: number): VashyaGroup {
  // siderealLongitude in [0, 360)
  const sign = signIndexOfNormalized(siderealLongitude);
  const secondHalf = siderealLongitude - sign * 30 >= 15;
  switch (sign) {
    case 0: case 1: return 'Chatushpada';
    case 2: case 5: case 6: case 10: return 'Manava';
    case 3: case 11: return 'Jalachara';
    case 4: return 'Vanachara';
    case 7: return 'Keeta';
    case 8: return secondHalf ? 'Chatushpada' : 'Manava';
    default: return secondHalf ? 'Jalachara' : 'Chatushpada'; // 9, Capricorn
  }
}

/** Vashya points, groom's group (row) × bride's group (column), in the order of `VASHYA_GROUPS`. */
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [0, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

/**
 * Yoni points, 4 same animal, 3 friendly, 2 neutral, 1 unfriendly, 0 sworn enemies (Horse–Buffalo,
 * Elephant–Lion, Sheep–Monkey, Serpent–Mongoose, Dog–Deer, Cat–Rat, Cow–Tiger). Symmetric; order of
 * `YONI_ANIMALS`: Horse, Elephant, Sheep, Serpent, Dog, Cat, Rat, Cow, Buffalo, Tiger, Deer, Monkey, Mongoose, Lion.
 */
export const YONI_POINTS: Readonly<Record<YoniAnimal, readonly number[]>> = {
  Horse: [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  Elephant: [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  Sheep: [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  Serpent: [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  Dog: [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  Cat: [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  Rat: [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  Cow: [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  Buffalo: [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  Tiger: [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  Deer: [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  Monkey: [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  Mongoose: [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  Lion: [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
};

type Gana = (typeof NAKSHATRA_QUALITIES)[number];

/** Gana points, groom's gana (row) × bride's gana (column): Deva, Manushya, Rakshasa. */
export const GANA_POINTS: Readonly<Record<Gana, Readonly<Record<Gana, number>>>> = {
  Deva: { Deva: 6, Manushya: 6, Rakshasa: 0 },
  Manushya: { Deva: 5, Manushya: 6, Rakshasa: 0 },
  Rakshasa: { Deva: 1, Manushya: 0, Rakshasa: 6 },
};

/** Graha maitri points from the two natural relationships of the Moon-sign lords (either order). */
export const MAITRI_POINTS: Readonly<Record<string, number>> = {
  'friend/friend': 5,
  'friend/neutral': 4,
  'neutral/neutral': 3,
  'enemy/friend': 1,
  'enemy/neutral': 0.5,
  'enemy/enemy': 0,
};

/** Bhakoot: sign distances (counted inclusively) that carry a dosha — 2/12, 5/9, 6/8. */
export const BHAKOOT_DOSHA_DISTANCES: readonly number[] = [2, 12, 5, 9, 6, 8];

/** Tara: remainders of the inclusive nakshatra count mod 9 that are inauspicious (Vipat 3, Pratyari 5, Naidhana 7). */
export const INAUSPICIOUS_TARAS: readonly number[] = [3, 5, 7];
