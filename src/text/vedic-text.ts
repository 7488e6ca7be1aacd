import type { PartialText } from './partial-text.js';
import type { DASHA_LORDS } from '../schemas/record-enums.js';

/**
 * The words of Vedic astrology (issue 28): the 27 nakshatras with a note for each of their 108 padas, the nine
 * Vimshottari mahadashas and the 81 antardashas. Original writing for Urania (docs/interpretations.md), kept as one
 * folder of data per locale (`src/text/<locale>/vedic/`). The yoga and dosha words are another family.
 */

/** A Vimshottari lord: the nine grahas in the order of the cycle (Ketu first). */
export type DashaLordName = (typeof DASHA_LORDS)[number];

/** The four pada notes of one nakshatra, the first pada first. */
export type NakshatraPadaTexts = readonly [string, string, string, string];

/** The Vedic words of one locale. */
export interface VedicText {
  /** The 27 nakshatras in the order of `NAKSHATRAS` (Ashwini first), 150–250 words each. */
  readonly nakshatras: readonly string[];
  /** The four pada notes of each nakshatra, same order, 25–50 words each. */
  readonly nakshatraPadas: readonly NakshatraPadaTexts[];
  /** Each Vimshottari mahadasha, 120–200 words. */
  readonly mahadashas: Readonly<Record<DashaLordName, string>>;
  /** Each antardasha within each mahadasha (`antardashas[maha][antar]`), 60–120 words. */
  readonly antardashas: Readonly<Record<DashaLordName, Readonly<Record<DashaLordName, string>>>>;
}

/** The Vedic words of a translation, in part (issue 31): whatever is absent reads English. */
export type PartialVedicText = PartialText<VedicText>;
