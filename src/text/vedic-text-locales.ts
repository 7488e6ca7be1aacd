import { VEDIC_TEXT_EN } from './en/vedic/index.js';
import type { Locale } from '../schemas/interpretation.js';
import type { VedicText } from './vedic-text.js';
import { familyTable, textFamily } from './text-family.js';

/** The Vedic words in every locale (a translation adds its folder's `PartialText<VedicText>` here), completed with English. */
export const VEDIC_TEXT_FAMILY = textFamily<VedicText>('Vedic text', VEDIC_TEXT_EN);

/** The locales with Vedic words (English where a translation lacks an entry). */
export const VEDIC_TEXT_LOCALES: Readonly<Record<Locale, VedicText>> = familyTable(VEDIC_TEXT_FAMILY);

/** @summary The Vedic words of a locale (default English). */
export function vedicText(locale: Locale = 'en'): VedicText {
  return VEDIC_TEXT_LOCALES[locale];
}
