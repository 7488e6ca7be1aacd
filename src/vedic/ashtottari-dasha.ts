import { normalizeDegrees } from '../units/angle.js';
import type { NakshatraDashaScheme } from './nakshatra-dasha.js';
import { signLordOf } from './vimshopaka-bala.js';

/**
 * The Ashtottari dasha, 108 years (BPHS ch. 46, the Ashtottari verses that follow the Vimshottari): eight lords —
 * Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12, Venus 21 years — over the 28 stars counted
 * with Abhijit, from Ardra: four stars to the Sun (Ardra … Ashlesha), three to the Moon (Magha … Uttara Phalguni),
 * four to Mars (Hasta … Vishakha), three to Mercury (Anuradha … Mula), four to Saturn (Purva Ashadha, Uttara Ashadha,
 * Abhijit, Shravana), three to Jupiter (Dhanishta … Purva Bhadrapada), four to Rahu (Uttara Bhadrapada, Revati,
 * Ashwini, Bharani), three to Venus (Krittika … Mrigashira). B. V. Raman (*Hindu Predictive Astrology*, the
 * Ashtottari dasa) divides a lord's years equally among its stars; the elapsed part of the first period is
 * (stars of the group already passed + the traversed fraction of the birth star) / (stars in the group).
 * Abhijit runs from 276°40′ (the last quarter of Uttara Ashadha) to 280°53′20″ (the first fifteenth of Shravana), the
 * usual extent; Uttara Ashadha and Shravana are shortened by it for this count.
 */
export const ASHTOTTARI_LORDS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Saturn', 'Jupiter', 'Rahu', 'Venus'] as const;
export const ASHTOTTARI_YEARS: Readonly<Record<(typeof ASHTOTTARI_LORDS)[number], number>> = {
  Sun: 6, Moon: 15, Mars: 8, Mercury: 17, Saturn: 10, Jupiter: 19, Rahu: 12, Venus: 21,
};

const SPAN = 360 / 27;
/** Abhijit's extent, degrees: from the start of Uttara Ashadha's 4th pada to 4/60 of Shravana… i.e. 276°40′–280°53′20″. */
export const ABHIJIT_START = 20 * SPAN + 10;
export const ABHIJIT_END = 21 * SPAN + SPAN / 15;

/** The 28 stars as [start, end) arcs in zodiac order, Abhijit (index 21 here) between Uttara Ashadha and Shravana. */
const STARS_28: readonly (readonly [number, number])[] = (() => {
  const out: [number, number][] = [];
  for (let i = 0; i < 27; i += 1) {
    let from = i * SPAN;
    let to = (i + 1) * SPAN;
    if (i === 20) to = ABHIJIT_START;
    if (i === 21) {
      out.push([ABHIJIT_START, ABHIJIT_END]);
      from = ABHIJIT_END;
    }
    out.push([from, to]);
  }
  return out;
})();

/** Group sizes and lords, counted from Ardra (index 5 of the 28) round the zodiac. */
const GROUP_SIZES = [4, 3, 4, 3, 4, 3, 4, 3] as const;
const ARDRA_28 = 5;

/** @summary The index (0 … 27, Abhijit 21) of the 28-star scheme holding a sidereal longitude, and its traversed fraction. */
export function star28(siderealLongitude: number): { index: number; fraction: number } {
  const lon = normalizeDegrees(siderealLongitude);
  let index = STARS_28.findIndex(([a, b]) => lon >= a && lon < b);
  if (index < 0) index = 27;
  const [a, b] = STARS_28[index]!;
  return { index, fraction: Math.min(Math.max((lon - a) / (b - a), 0), 1 - Number.EPSILON) };
}

export const ASHTOTTARI_SCHEME: NakshatraDashaScheme = {
  lords: ASHTOTTARI_LORDS,
  years: ASHTOTTARI_YEARS,
  cycleYears: 108,
  start: (lon) => {
    const { index, fraction } = star28(lon);
    let offset = (index - ARDRA_28 + 28) % 28;
    let group = 0;
    while (offset >= GROUP_SIZES[group]!) {
      offset -= GROUP_SIZES[group]!;
      group += 1;
    }
    return { lord: ASHTOTTARI_LORDS[group]!, elapsedFraction: Math.min((offset + fraction) / GROUP_SIZES[group]!, 1 - Number.EPSILON) };
  },
};

/** Whether Ashtottari applies to a chart, and why. */
export interface AshtottariApplicability {
  readonly applicable: boolean;
  /** Rahu's house counted from the sign of the lagna lord (1 … 12). */
  readonly rahuFromLagnaLord: number;
  /** Whether Rahu is in the lagna (which excludes the rule). */
  readonly rahuInLagna: boolean;
}

/**
 * @summary The applicability rule of BPHS ch. 46 (the Ashtottari verses): the Ashtottari dasha is to be used when
 * Rahu, not in the lagna, is in a kendra (1, 4, 7, 10) or a trikona (5, 9) counted from the lagna's lord.
 * Signs are indices 0 (Aries) … 11; `signOf` gives a graha's sign.
 * @example ashtottariApplicability(0, 6, (g) => (g === 'Mars' ? 2 : 0)).applicable // true (Rahu 5th from Mars)
 */
export function ashtottariApplicability(lagnaSign: number, rahuSign: number, signOf: (graha: string) => number): AshtottariApplicability {
  const lordSign = signOf(signLordOf(lagnaSign));
  const house = ((rahuSign - lordSign + 12) % 12) + 1;
  const rahuInLagna = rahuSign === lagnaSign;
  return { applicable: !rahuInLagna && [1, 4, 7, 10, 5, 9].includes(house), rahuFromLagnaLord: house, rahuInLagna };
}
