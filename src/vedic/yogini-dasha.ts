import { nakshatraFraction, nakshatraIndex } from './nakshatra.js';
import type { NakshatraDashaScheme } from './nakshatra-dasha.js';

/**
 * The Yogini dasha: eight yoginis of 1 to 8 years, a cycle of 36 years (BPHS ch. 46, the Yogini dasha verses; B. V.
 * Raman, *Hindu Predictive Astrology*, the chapter on the Yogini dasa, which gives the same table). Each yogini is
 * tied to a graha: Mangala the Moon, Pingala the Sun, Dhanya Jupiter, Bhramari Mars, Bhadrika Mercury, Ulka Saturn,
 * Siddha Venus, Sankata Rahu. The first yogini: add 3 to the number of the birth star (Ashwini 1) and divide by 8; the
 * remainder counts from Mangala (0 means Sankata) — so Ardra (6) starts with Mangala and Ashwini with Bhramari. The
 * elapsed part of the first period is the traversed fraction of the star; sub-periods by the rule of three over 36.
 */
export const YOGINIS = ['Mangala', 'Pingala', 'Dhanya', 'Bhramari', 'Bhadrika', 'Ulka', 'Siddha', 'Sankata'] as const;

/** The graha of each yogini. */
export const YOGINI_GRAHAS: Readonly<Record<(typeof YOGINIS)[number], string>> = {
  Mangala: 'Moon', Pingala: 'Sun', Dhanya: 'Jupiter', Bhramari: 'Mars', Bhadrika: 'Mercury', Ulka: 'Saturn', Siddha: 'Venus', Sankata: 'Rahu',
};

/** @summary Index (0 Mangala … 7 Sankata) of the first yogini for a birth star index (0 Ashwini … 26 Revati). */
export function firstYoginiIndex(starIndex: number): number {
  // (star number + 3) mod 8 with star number = index + 1, remainder 1 = Mangala … 0 = Sankata, i.e. (index + 3) mod 8.
  return (starIndex + 3) % 8;
}

export const YOGINI_SCHEME: NakshatraDashaScheme = {
  lords: YOGINIS,
  years: Object.fromEntries(YOGINIS.map((y, i) => [y, i + 1])),
  cycleYears: 36,
  start: (lon) => ({ lord: YOGINIS[firstYoginiIndex(nakshatraIndex(lon))]!, elapsedFraction: nakshatraFraction(lon) }),
};
