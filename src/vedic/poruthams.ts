import { PORUTHAM_NAME_LIST } from '../schemas/vedic-compatibility.js';
import { nakshatraIndex } from './nakshatra.js';
import { NAKSHATRAS } from './nakshatras.js';
import { naturalRelationship } from './graha-relationships.js';
import { YONI_POINTS } from './ashtakoot-tables.js';
import { YONI_ANIMALS } from './nakshatras.js';
import { signLordOf } from './vimshopaka-bala.js';

/**
 * The ten poruthams (dasa porutham) of South Indian matching, from the two birth Moons, the stars counted
 * inclusively from the BRIDE's nakshatra to the groom's (n = 1 … 27) and the signs from the bride's Moon sign to
 * the groom's. As tabulated in B. V. Raman, *Muhurtha (Electional Astrology)*, the chapter on marriage (the ten
 * kutas of the South: Dina, Gana, Mahendra, Stree Deergha, Yoni, Rasi, Rasyadhipati, Vasya, Rajju, Vedha), after
 * Muhurta Chintamani (Vivaha prakarana) and the Tamil manuals. Each is agreeable (true) or not:
 * - Dina: n mod 9 is 2, 4, 6, 8 or 0;
 * - Gana: the same gana, or Deva with Manushya; not when one is Rakshasa and the other not;
 * - Mahendra: n is 4, 7, 10, 13, 16, 19, 22 or 25;
 * - Stree Deergha: n is more than 13 (the groom's star well beyond the bride's);
 * - Yoni: the two animals are not sworn enemies (yoni points above 0);
 * - Rasi: the groom's sign is not the 2nd, 6th, 8th or 12th from the bride's (the 2/12 and 6/8 relations);
 * - Rasyadhipati: neither sign lord counts the other an enemy (BPHS ch. 3), or the lord is the same;
 * - Vasya: one sign is vasya to the other (the vasya table below);
 * - Rajju: the two stars are not in the same rajju (Pada, Kati, Nabhi, Kantha, Siro, in the zigzag of nine);
 * - Vedha: the two stars are not a vedha pair (the pairs summing to 19, 28 or 37 in the 1-based count, and any two
 *   of Mrigashira, Chitra, Dhanishta).
 */

export const PORUTHAM_NAMES = PORUTHAM_NAME_LIST;
export type PoruthamName = (typeof PORUTHAM_NAMES)[number];

/** The rajju of each nakshatra by its place in the cycle of nine: Pada, Kati, Nabhi, Kantha, Siro, Kantha, Nabhi, Kati, Pada. */
export const RAJJU_NAMES = ['Pada', 'Kati', 'Nabhi', 'Kantha', 'Siro'] as const;
const RAJJU_CYCLE = [0, 1, 2, 3, 4, 3, 2, 1, 0];

/** The vasya signs of each sign (0 Aries … 11 Pisces), as the muhurta manuals list them. */
export const VASYA_SIGNS: readonly (readonly number[])[] = [
  [4, 7], [3, 6], [5], [7, 8], [6], [11, 2], [9, 5], [3], [11], [0, 10], [0], [9],
];

/** @summary The rajju (0 Pada … 4 Siro) of a nakshatra index (0 Ashwini … 26 Revati). */
export function rajjuOf(star: number): number {
  return RAJJU_CYCLE[star % 9]!;
}

/** @summary Whether two nakshatras (0-based) are a vedha pair. */
export function isVedha(a: number, b: number): boolean {
  if (a === b) return false;
  const trio = [4, 13, 22]; // Mrigashira, Chitra, Dhanishta
  if (trio.includes(a) && trio.includes(b)) return true;
  const sum = a + 1 + b + 1;
  const low = Math.min(a, b) + 1;
  // 1–4 pair with 15–18 (sum 19), 6–9 with 19–22 (28), 10–13 with 24–27 (37).
  return (sum === 19 && low <= 4) || (sum === 28 && low >= 6 && low <= 9) || (sum === 37 && low >= 10 && low <= 13);
}

export type Poruthams = Readonly<Record<PoruthamName, boolean>>;

/**
 * @summary The ten poruthams of a groom's and a bride's sidereal Moon longitudes: each agreeable or not.
 * @example Object.values(poruthamsOf(10, 200)).filter(Boolean).length
 */
export function poruthamsOf(groomMoon: number, brideMoon: number): Poruthams {
  const g = nakshatraIndex(groomMoon);
  const b = nakshatraIndex(brideMoon);
  const n = ((g - b + 27) % 27) + 1;
  const gSign = Math.floor(groomMoon / 30) % 12;
  const bSign = Math.floor(brideMoon / 30) % 12;
  const h = ((gSign - bSign + 12) % 12) + 1;
  const gStar = NAKSHATRAS[g]!;
  const bStar = NAKSHATRAS[b]!;
  const ganas = new Set([gStar.gana, bStar.gana]);
  const gLord = signLordOf(gSign);
  const bLord = signLordOf(bSign);
  return {
    dina: [0, 2, 4, 6, 8].includes(n % 9),
    gana: ganas.size === 1 || (ganas.has('Deva') && ganas.has('Manushya')),
    mahendra: [4, 7, 10, 13, 16, 19, 22, 25].includes(n),
    'stree-deergha': n > 13,
    yoni: YONI_POINTS[gStar.yoni.animal][YONI_ANIMALS.indexOf(bStar.yoni.animal)]! > 0,
    rasi: ![2, 6, 8, 12].includes(h),
    rasyadhipati: gLord === bLord || (naturalRelationship(gLord, bLord) !== 'enemy' && naturalRelationship(bLord, gLord) !== 'enemy'),
    vasya: VASYA_SIGNS[bSign]!.includes(gSign) || VASYA_SIGNS[gSign]!.includes(bSign),
    rajju: rajjuOf(g) !== rajjuOf(b),
    vedha: !isVedha(g, b),
  };
}
