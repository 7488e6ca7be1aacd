import { VEDIC_TEXT_EN } from './en/vedic/index.js';
import type { Locale } from '../schemas/interpretation.js';
import type { VedicText } from './vedic-text.js';

/** The locales with Vedic words (a translation adds its folder's `VedicText` here). */
export const VEDIC_TEXT_LOCALES = { en: VEDIC_TEXT_EN } as const satisfies Readonly<Record<Locale, VedicText>>;

/** @summary The Vedic words of a locale (default English). */
export function vedicText(locale: Locale = 'en'): VedicText {
  return VEDIC_TEXT_LOCALES[locale];
}
