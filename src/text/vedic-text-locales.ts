import { VEDIC_TEXT_DE } from './de/vedic/index.js';
import { VEDIC_TEXT_EN } from './en/vedic/index.js';
import { VEDIC_TEXT_ES } from './es/vedic/index.js';
import { VEDIC_TEXT_FR } from './fr/vedic/index.js';
import { VEDIC_TEXT_PT_BR } from './pt-br/vedic/index.js';
import type { Locale } from '../schemas/interpretation.js';
import type { VedicText } from './vedic-text.js';
import { familyTable, textFamily } from './text-family.js';

/** The Vedic words in every locale (a translation adds its folder's `PartialText<VedicText>` here), completed with English. */
export const VEDIC_TEXT_FAMILY = textFamily<VedicText>('Vedic text', VEDIC_TEXT_EN, {
  de: VEDIC_TEXT_DE,
  es: VEDIC_TEXT_ES,
  'pt-BR': VEDIC_TEXT_PT_BR,
  fr: VEDIC_TEXT_FR,
});

/** The locales with Vedic words (English where a translation lacks an entry). */
export const VEDIC_TEXT_LOCALES: Readonly<Record<Locale, VedicText>> = familyTable(VEDIC_TEXT_FAMILY);

/** @summary The Vedic words of a locale (default English). */
export function vedicText(locale: Locale = 'en'): VedicText {
  return VEDIC_TEXT_LOCALES[locale];
}
