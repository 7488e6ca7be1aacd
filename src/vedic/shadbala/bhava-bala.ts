import { drishtiReceived, type DrikRule } from './drik-bala.js';
import type { ShadbalaGraha } from './shadbala-tables.js';
import { arcBetween } from './sthana-bala.js';
import { bhavaOf, type Bhavas } from './sripati-bhavas.js';

/** Whether the occupation rule is added to the bhava bala. */
export const BHAVA_EXTRAS = ['none', 'occupants'] as const;

/** One of `BHAVA_EXTRAS`. */
export type BhavaExtras = (typeof BHAVA_EXTRAS)[number];

/** The bhava bala of one bhava, virupas. */
export interface BhavaBala {
  readonly bhava: number;
  readonly madhya: number;
  readonly lord: ShadbalaGraha;
  readonly adhipati: number;
  readonly dig: number;
  readonly drishti: number;
  readonly extras: number;
  readonly totalVirupas: number;
  readonly totalRupas: number;
}

/** The four kinds of sign of the bhava dig bala. */
export type SignKind = 'nara' | 'jalachara' | 'keeta' | 'chatushpada';

/**
 * @summary The kind of the sign at a sidereal longitude (BPHS ch. 27, bhava dig bala; Raman ch. IX art. 103): nara
 * (human) Gemini, Virgo, Libra, Aquarius and the first half of Sagittarius; jalachara (watery) Cancer, Pisces and
 * the second half of Capricorn; keeta (insect) Scorpio; chatushpada (quadruped) Aries, Taurus, Leo, the second half of
 * Sagittarius and the first half of Capricorn.
 * @example signKind(250) // 'nara' (Sagittarius 10°)
 */
export function signKind(longitude: number): SignKind {
  const s = Math.floor(longitude / 30) % 12;
  const firstHalf = longitude - Math.floor(longitude / 30) * 30 < 15;
  if (s === 8) return firstHalf ? 'nara' : 'chatushpada';
  if (s === 9) return firstHalf ? 'chatushpada' : 'jalachara';
  if ([2, 5, 6, 10].includes(s)) return 'nara';
  if (s === 3 || s === 11) return 'jalachara';
  if (s === 7) return 'keeta';
  return 'chatushpada';
}

/** The bhava where each kind is strongest: nara the 1st, jalachara the 4th, keeta the 7th, chatushpada the 10th. */
const STRONG_BHAVA: Readonly<Record<SignKind, number>> = { nara: 1, jalachara: 4, keeta: 7, chatushpada: 10 };

/**
 * @summary Bhava bala of the twelve bhavas (BPHS ch. 27, bhava bala; Raman ch. IX): bhavadhipati bala (the Shadbala of
 * the lord of the sign holding the madhya), bhava dig bala (the arc from the madhya of the bhava opposite the one
 * where the madhya's sign kind is strongest, reduced to at most 180°, ÷ 3), bhava drishti bala (the aspects on the
 * madhya, as in drik bala) and, under `occupants`, the occupation rule of the later manuals: + 60 for each of
 * Jupiter and Mercury in the bhava, − 60 for each of the Sun, Mars and Saturn.
 */
export function bhavaBalaOf(input: {
  readonly bhavas: Bhavas;
  readonly sidereal: Readonly<Record<ShadbalaGraha, number>>;
  readonly totals: Readonly<Record<ShadbalaGraha, number>>;
  readonly benefic: (g: ShadbalaGraha) => boolean;
  readonly drik: DrikRule;
  readonly extras: BhavaExtras;
  readonly lordOf: (sign: number) => ShadbalaGraha;
}): BhavaBala[] {
  const { bhavas } = input;
  const occupant = (Object.keys(input.sidereal) as ShadbalaGraha[]).map((g) => ({ g, bhava: bhavaOf(bhavas, input.sidereal[g]) }));
  return bhavas.madhya.map((madhya, i) => {
    const lord = input.lordOf(Math.floor(madhya / 30) % 12);
    const adhipati = input.totals[lord];
    const weak = bhavas.madhya[(STRONG_BHAVA[signKind(madhya)] - 1 + 6) % 12]!;
    const dig = arcBetween(madhya, weak) / 3;
    const drishti = drishtiReceived(madhya, input.sidereal, input.benefic, input.drik);
    const extras = input.extras === 'none' ? 0 : occupant
      .filter((o) => o.bhava === i + 1)
      .reduce((s, o) => s + (o.g === 'Jupiter' || o.g === 'Mercury' ? 60 : o.g === 'Sun' || o.g === 'Mars' || o.g === 'Saturn' ? -60 : 0), 0);
    const totalVirupas = adhipati + dig + drishti + extras;
    return { bhava: i + 1, madhya, lord, adhipati, dig, drishti, extras, totalVirupas, totalRupas: totalVirupas / 60 };
  });
}
