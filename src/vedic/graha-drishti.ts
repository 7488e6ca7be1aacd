import { NODE_ASPECT_STYLES } from '../schemas/record-enums.js';
import { normalizeDegrees } from '../units/angle.js';
import type { Graha } from './graha-relationships.js';

/**
 * Graha drishti (planetary aspects), BPHS ch. 26 (Graha drishti; R. Santhanam's translation): every graha
 * aspects the 7th house (sign) from itself in full; Mars also the 4th and 8th, Jupiter the 5th and 9th,
 * Saturn the 3rd and 10th (houses counted inclusively: the graha's own sign is the 1st). Aspects here are by
 * sign (rashi): graha A aspects graha B when B's sign is one of A's aspected houses from A's sign.
 */

/** The node conventions (the schemas' `NODE_ASPECT_STYLES`: one list). */
export const NODE_ASPECT_CONVENTIONS = NODE_ASPECT_STYLES;

/** How the nodes aspect (BPHS gives them no drishti of their own; conventions differ, docs/vedic.md). */
export type NodeAspectConvention = (typeof NODE_ASPECT_CONVENTIONS)[number];

const ASPECTED_HOUSES: Readonly<Record<Exclude<Graha, 'Rahu' | 'Ketu'>, readonly number[]>> = {
  Sun: [7],
  Moon: [7],
  Mercury: [7],
  Venus: [7],
  Mars: [4, 7, 8],
  Jupiter: [5, 7, 9],
  Saturn: [3, 7, 10],
};

/**
 * @summary Houses (counted inclusively from the graha's sign) that a graha aspects in full. The nodes: the 5th,
 * 7th and 9th like Jupiter ('jupiter-like', the common North Indian reading) or the 7th only.
 * @example aspectedHouses('Mars') // [4, 7, 8]
 */
export function aspectedHouses(graha: Graha, nodes: NodeAspectConvention = 'jupiter-like'): readonly number[] {
  if (graha === 'Rahu' || graha === 'Ketu') return nodes === 'jupiter-like' ? [5, 7, 9] : [7];
  return ASPECTED_HOUSES[graha];
}

/** Extra virupas of the special aspects (BPHS ch. 26): Mars +15 (4th, 8th), Jupiter +30 (5th, 9th), Saturn +45 (3rd, 10th). */
const SPECIAL_BONUS: Readonly<Partial<Record<Graha, number>>> = { Mars: 15, Jupiter: 30, Saturn: 45 };

/**
 * @summary Aspect value of the general (partial) drishti for an angular distance, virupas 0–60 (BPHS ch. 26,
 * sputa drishti; worked as in B. V. Raman, Graha and Bhava Balas): with a = aspected − aspecting (0..360):
 * 0 below 30°; (a − 30)/2 to 60°; a − 45 to 90°; 30 + (120 − a)/2 to 120°; 150 − a to 150°; 2(a − 150) to 180°;
 * (300 − a)/2 to 300°; 0 beyond. So ¼ sight at the 3rd/10th points (60°, 270°), ½ at the 5th/9th (120°, 240°),
 * ¾ at the 4th/8th (90°, 210°) and full at the 7th (180°).
 * @example generalDrishtiVirupas(180) // 60
 */
export function generalDrishtiVirupas(angle: number): number {
  const a = normalizeDegrees(angle);
  if (a < 30) return 0;
  if (a < 60) return (a - 30) / 2;
  if (a < 90) return a - 45;
  if (a < 120) return 30 + (120 - a) / 2;
  if (a < 150) return 150 - a;
  if (a < 180) return 2 * (a - 150);
  if (a < 300) return (300 - a) / 2;
  return 0;
}

/**
 * @summary Strength 0–5 of a sign-based full aspect: the sputa drishti in virupas / 12. The general value of
 * the exact angular distance (`generalDrishtiVirupas`), plus the special addition of Mars (+15), Jupiter (+30)
 * or Saturn (+45) — and of the nodes (+30) under the 'jupiter-like' convention — when the aspect is one of
 * their special houses by sign, capped at 60 virupas (= 5).
 * @example drishtiStrength('Saturn', 9, 270) // 5 (15 + 45 virupas: full)
 */
export function drishtiStrength(
  graha: Graha,
  signOffset: number,
  angle: number,
  nodes: NodeAspectConvention = 'jupiter-like',
): number {
  const house = signOffset + 1;
  const special = house !== 7 && aspectedHouses(graha, nodes).includes(house);
  const bonus = special ? (SPECIAL_BONUS[graha] ?? 30) : 0;
  return Math.min(60, generalDrishtiVirupas(angle) + bonus) / 12;
}
