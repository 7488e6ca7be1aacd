import { VEDIC_TEXT_EN } from './en/vedic/index.js';
import type { Locale } from '../schemas/interpretation.js';
import type { VedicText } from './vedic-text.js';
import { everyLocale } from './every-locale.js';

/** The locales with Vedic words (a translation adds its folder's `VedicText` here). */
export const VEDIC_TEXT_LOCALES: Readonly<Record<Locale, VedicText>> = everyLocale(VEDIC_TEXT_EN);

/** @summary The Vedic words of a locale (default English). */
export function vedicText(locale: Locale = 'en'): VedicText {
  return VEDIC_TEXT_LOCALES[locale];
}
