import { normalizeDegrees } from '../../units/angle.js';
import { generalDrishtiVirupas } from '../graha-drishti.js';
import type { ShadbalaGraha } from './shadbala-tables.js';

/** How aspects are summed into drik bala and bhava drishti bala. */
export const DRIK_RULES = ['quarter', 'raman'] as const;

/** One of `DRIK_RULES`. */
export type DrikRule = (typeof DRIK_RULES)[number];

/**
 * The special windows of the full aspects (BPHS ch. 26; Raman ch. VIII art. 95): Mars adds 15 virupas to the aspect
 * of the 4th and 8th places (arcs 90°–120°, 210°–240°), Jupiter 30 to the 5th and 9th (120°–150°, 240°–270°), Saturn
 * 45 to the 3rd and 10th (60°–90°, 270°–300°); capped at 60.
 */
const SPECIAL: Readonly<Partial<Record<ShadbalaGraha, { readonly add: number; readonly from: readonly number[] }>>> = {
  Mars: { add: 15, from: [90, 210] },
  Jupiter: { add: 30, from: [120, 240] },
  Saturn: { add: 45, from: [60, 270] },
};

/**
 * @summary Sputa drishti of graha `from` (at `fromLongitude`) on a point, virupas 0–60: the general value of the arc
 * point − graha (`generalDrishtiVirupas`, BPHS ch. 26) plus the special addition of Mars, Jupiter or Saturn in its
 * windows, capped at 60.
 * @example sputaDrishti('Saturn', 0, 270) // 60
 */
export function sputaDrishti(from: ShadbalaGraha, fromLongitude: number, point: number): number {
  const arc = normalizeDegrees(point - fromLongitude);
  const base = generalDrishtiVirupas(arc);
  const special = SPECIAL[from];
  const extra = special !== undefined && special.from.some((a) => arc >= a && arc < a + 30) ? special.add : 0;
  return Math.min(60, base + extra);
}

/**
 * @summary The aspect strength a point receives (drik bala of a graha, BPHS ch. 27 "drik bala"; Raman ch. VIII art.
 * 97–98; bhava drishti bala, Raman ch. IX): the sputa drishti of each benefic added and of each malefic subtracted,
 * the sum divided by 4 (`quarter`, BPHS); under `raman` the aspects of Jupiter and Mercury are taken whole and the
 * others quartered. `skip` is the graha receiving (it does not aspect itself).
 */
export function drishtiReceived(
  point: number,
  longitudes: Readonly<Record<ShadbalaGraha, number>>,
  benefic: (g: ShadbalaGraha) => boolean,
  rule: DrikRule,
  skip?: ShadbalaGraha,
): number {
  let total = 0;
  for (const g of Object.keys(longitudes) as ShadbalaGraha[]) {
    if (g === skip) continue;
    const d = sputaDrishti(g, longitudes[g], point) * (benefic(g) ? 1 : -1);
    total += rule === 'raman' && (g === 'Jupiter' || g === 'Mercury') ? d : d / 4;
  }
  return total;
}
