import type { AshtakootScore, AshtakootVariants } from '../schemas/index.js';
import { SIGNS } from '../schemas/enums.js';
import { normalizeDegrees } from '../units/angle.js';
import { domicileRuler } from '../zodiac/domiciles.js';
import { signIndexOfNormalized } from '../zodiac/signs.js';
import {
  BHAKOOT_DOSHA_DISTANCES, GANA_POINTS, HORSE_DEER_NEUTRAL_POINTS, VARNA_RANK_AIR_VAISHYA, INAUSPICIOUS_TARAS, MAITRI_POINTS, VARNA_RANK, VASHYA_GROUPS,
  VASHYA_POINTS, YONI_POINTS, vashyaGroup,
} from './ashtakoot-tables.js';
import { naturalRelationship, type BodiedGraha } from './graha-relationships.js';
import { nakshatraIndex } from './nakshatra.js';
import { NAKSHATRAS, YONI_ANIMALS } from './nakshatras.js';

export type { AshtakootScore, AshtakootVariants };

/**
 * @summary Ashtakoot (eight-fold) compatibility of two birth Moons, 36 points in all: varna 1, vashya 2, tara 3,
 * yoni 4, graha maitri 5, gana 6, bhakoot 7, nadi 8. `moonA` is the groom's and `moonB` the bride's SIDEREAL Moon
 * longitude (degrees; the order matters for varna, vashya and gana). Tables and sources in
 * src/vedic/ashtakoot-tables.ts and docs/vedic.md; the classical cancellations (dosha parihara) are not applied.
 * Longitudes are taken as valid (finite, wrapped): the numeric core of the records function `ashtakoot`.
 * `variants` picks documented alternatives of five tables (docs/vedic.md "Ashtakoot variants"); each defaults to
 * Urania's table.
 * @example ashtakootOf(10, 10).total // 28 (same nakshatra: everything but nadi)
 */
export function ashtakootOf(moonA: number, moonB: number, variants: AshtakootVariants = {}): AshtakootScore {
  const groom = normalizeDegrees(moonA);
  const bride = normalizeDegrees(moonB);
  const gSign = signIndexOfNormalized(groom);
  const bSign = signIndexOfNormalized(bride);
  const gStar = NAKSHATRAS[nakshatraIndex(groom)]!;
  const bStar = NAKSHATRAS[nakshatraIndex(bride)]!;
  const gIndex = nakshatraIndex(groom);
  const bIndex = nakshatraIndex(bride);

  // 1. Varna: 1 when the groom's varna is not lower than the bride's.
  const rank = variants.varna === 'air-vaishya' ? VARNA_RANK_AIR_VAISHYA : VARNA_RANK;
  const varna = rank[gSign]! >= rank[bSign]! ? 1 : 0;
  // 2. Vashya: the table of the five groups.
  const [vRow, vCol] = variants.vashya === 'bride-rows' ? [bride, groom] : [groom, bride];
  const vashya = VASHYA_POINTS[VASHYA_GROUPS.indexOf(vashyaGroup(vRow))]![VASHYA_GROUPS.indexOf(vashyaGroup(vCol))]!;
  // 3. Tara: count inclusively from each nakshatra to the other; a remainder mod 9 of 3, 5 or 7 is inauspicious;
  //    1½ points per auspicious direction.
  const taraOk = (from: number, to: number) => !INAUSPICIOUS_TARAS.includes((((to - from + 27) % 27) + 1) % 9);
  const tara = variants.tara === 'from-bride'
    ? (taraOk(bIndex, gIndex) ? 3 : 0)
    : (taraOk(bIndex, gIndex) ? 1.5 : 0) + (taraOk(gIndex, bIndex) ? 1.5 : 0);
  // 4. Yoni: animals of the two nakshatras.
  const horseDeer = new Set([gStar.yoni.animal, bStar.yoni.animal]);
  const yoni = variants.yoni === 'horse-deer-neutral' && horseDeer.has('Horse') && horseDeer.has('Deer')
    ? HORSE_DEER_NEUTRAL_POINTS
    : YONI_POINTS[gStar.yoni.animal][YONI_ANIMALS.indexOf(bStar.yoni.animal)]!;
  // 5. Graha maitri: natural relationships (BPHS ch. 3) between the lords of the two Moon signs.
  const gLord = domicileRuler(SIGNS[gSign]!) as BodiedGraha;
  const bLord = domicileRuler(SIGNS[bSign]!) as BodiedGraha;
  const relations = [naturalRelationship(gLord, bLord), naturalRelationship(bLord, gLord)].sort().join('/');
  const grahamaitri = gLord === bLord ? 5 : MAITRI_POINTS[relations]!;
  // 6. Gana.
  const gana = variants.gana === 'bride-rows' ? GANA_POINTS[bStar.gana][gStar.gana] : GANA_POINTS[gStar.gana][bStar.gana];
  // 7. Bhakoot: signs 2/12, 5/9 or 6/8 apart carry a dosha.
  const distance = ((gSign - bSign + 12) % 12) + 1;
  const bhakoot = BHAKOOT_DOSHA_DISTANCES.includes(distance) ? 0 : 7;
  // 8. Nadi: the same nadi is the nadi dosha.
  const nadi = gStar.nadi === bStar.nadi ? 0 : 8;

  return {
    varna, vashya, tara, yoni, grahamaitri, gana, bhakoot, nadi,
    total: varna + vashya + tara + yoni + grahamaitri + gana + bhakoot + nadi,
  };
}
