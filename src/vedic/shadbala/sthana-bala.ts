import { MOOLATRIKONA } from '../graha-dignity.js';
import { NATURAL_RELATIONSHIPS } from '../graha-relationships.js';
import { vargaSign } from '../varga-sign.js';
import { signLordOf } from '../vimshopaka-bala.js';
import {
  DEEP_EXALTATION, DREKKANA_OF, SAPTAVARGAJA_SCALES, SAPTAVARGAS,
  type SaptavargaDignity, type SaptavargajaScale, type ShadbalaGraha,
} from './shadbala-tables.js';

/** The sthana bala (positional strength) of a graha and its five parts, virupas. */
export interface SthanaBala {
  readonly uchcha: number;
  readonly saptavargaja: number;
  /** The dignity of the graha in each of the seven vargas (D1, D2, D3, D7, D9, D12, D30). */
  readonly vargaDignities: readonly SaptavargaDignity[];
  readonly ojhayugmarasyamsa: number;
  readonly kendradi: number;
  readonly drekkana: number;
  readonly total: number;
}

/** Angular distance of two longitudes, degrees [0, 180]. */
export function arcBetween(a: number, b: number): number {
  const d = (((a - b) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * @summary Uchcha bala (BPHS ch. 27 vv. 1–1½; Raman ch. III art. 29): the arc from the deep debilitation point to the
 * graha, reduced to at most 180°, divided by 3 — 60 virupas at deep exaltation, 0 at deep debilitation.
 * @example uchchaBala('Sun', 10) // 60
 */
export function uchchaBala(graha: ShadbalaGraha, siderealLongitude: number): number {
  return arcBetween(siderealLongitude, DEEP_EXALTATION[graha] + 180) / 3;
}

/**
 * @summary The compound (panchadha) relationship of graha `from` toward graha `to` (BPHS ch. 3; Raman ch. III art.
 * 25–27): the natural one (`NATURAL_RELATIONSHIPS`) moved up one step when `to` is a temporary friend — in the 2nd,
 * 3rd, 4th, 10th, 11th or 12th sign from `from` in the rasi chart — and down one step otherwise.
 */
export function compoundRelationship(from: ShadbalaGraha, to: ShadbalaGraha, rasi: Readonly<Record<ShadbalaGraha, number>>): Exclude<SaptavargaDignity, 'moolatrikona' | 'own'> {
  const row = NATURAL_RELATIONSHIPS[from];
  const natural = row.friend.includes(to) ? 1 : row.enemy.includes(to) ? -1 : 0;
  const house = ((rasi[to] - rasi[from] + 12) % 12) + 1;
  const temporary = [2, 3, 4, 10, 11, 12].includes(house) ? 1 : -1;
  const sum = natural + temporary;
  return sum === 2 ? 'great-friend' : sum === 1 ? 'friend' : sum === 0 ? 'neutral' : sum === -1 ? 'enemy' : 'great-enemy';
}

/**
 * @summary The dignity of a graha in one varga sign: moolatrikona (the rasi chart only, within its arc: Raman ch. III
 * art. 30), own (a sign it rules), else its compound relationship to the sign's lord.
 */
export function vargaDignityOf(graha: ShadbalaGraha, division: number, vargaSignIndex: number, siderealLongitude: number, rasi: Readonly<Record<ShadbalaGraha, number>>): SaptavargaDignity {
  if (division === 1) {
    const mt = MOOLATRIKONA[graha];
    const within = siderealLongitude - Math.floor(siderealLongitude / 30) * 30;
    if (vargaSignIndex === mt.sign && within >= mt.from && within < mt.to) return 'moolatrikona';
  }
  const lord = signLordOf(vargaSignIndex) as ShadbalaGraha;
  if (lord === graha) return 'own';
  return compoundRelationship(graha, lord, rasi);
}

/**
 * @summary Saptavargaja bala (BPHS ch. 27 vv. 2–4; Raman ch. III art. 30): the virupas of the graha's dignity in each
 * of the seven vargas (Parashara's divisions, BPHS ch. 6: `vargaSign`), summed, by `scale`.
 */
export function saptavargajaBala(graha: ShadbalaGraha, siderealLongitude: number, rasi: Readonly<Record<ShadbalaGraha, number>>, scale: SaptavargajaScale): { value: number; dignities: SaptavargaDignity[] } {
  const dignities = SAPTAVARGAS.map((d) => vargaDignityOf(graha, d, vargaSign(siderealLongitude, d), siderealLongitude, rasi));
  const table = SAPTAVARGAJA_SCALES[scale];
  return { value: dignities.reduce((s, x) => s + table[x], 0), dignities };
}

/**
 * @summary Ojhayugmarasyamsa bala (BPHS ch. 27 v. 4½; Raman ch. III art. 31): 15 virupas for the sign and 15 for the
 * navamsa when they are even (the Moon and Venus) or odd (the other five).
 * @example ojhayugmaBala('Sun', 5) // 30 (Aries 5°: odd sign, odd navamsa)
 */
export function ojhayugmaBala(graha: ShadbalaGraha, siderealLongitude: number): number {
  const wantsEven = graha === 'Moon' || graha === 'Venus';
  const rasi = Math.floor(siderealLongitude / 30) % 12;
  const navamsa = vargaSign(siderealLongitude, 9);
  const fits = (s: number) => ((s % 2 === 1) === wantsEven ? 15 : 0); // index 0 = Aries, an odd sign
  return fits(rasi) + fits(navamsa);
}

/**
 * @summary Kendradi bala (BPHS ch. 27; Raman ch. III art. 32): 60 virupas in a kendra (bhava 1, 4, 7, 10), 30 in a
 * panaphara (2, 5, 8, 11), 15 in an apoklima (3, 6, 9, 12).
 */
export function kendradiBala(bhava: number): number {
  const k = (bhava - 1) % 3;
  return k === 0 ? 60 : k === 1 ? 30 : 15;
}

/** @summary Drekkana bala (BPHS ch. 27; Raman ch. III art. 33): 15 virupas in the decanate of the graha's sex (`DREKKANA_OF`). */
export function drekkanaBala(graha: ShadbalaGraha, siderealLongitude: number): number {
  const within = siderealLongitude - Math.floor(siderealLongitude / 30) * 30;
  return Math.min(2, Math.floor(within / 10)) === DREKKANA_OF[graha] ? 15 : 0;
}

/** @summary The sthana bala of a graha: its five parts and their sum. */
export function sthanaBala(graha: ShadbalaGraha, siderealLongitude: number, bhava: number, rasi: Readonly<Record<ShadbalaGraha, number>>, scale: SaptavargajaScale): SthanaBala {
  const uchcha = uchchaBala(graha, siderealLongitude);
  const sv = saptavargajaBala(graha, siderealLongitude, rasi, scale);
  const oj = ojhayugmaBala(graha, siderealLongitude);
  const kendradi = kendradiBala(bhava);
  const drekkana = drekkanaBala(graha, siderealLongitude);
  return {
    uchcha, saptavargaja: sv.value, vargaDignities: sv.dignities, ojhayugmarasyamsa: oj, kendradi, drekkana,
    total: uchcha + sv.value + oj + kendradi + drekkana,
  };
}
