import { NATAL_TEXT_EN } from './en/natal/index.js';
import type { TextLocale } from './locales.js';
import type { NatalText } from './natal-text.js';
import { NATAL_TEXT_PT_BR } from './pt-br/natal/index.js';
import { familyTable, textFamily } from './text-family.js';

/**
 * The natal report's own families in every locale (a translation adds its `PartialText<NatalText>` here, next to its
 * `LocaleText`: `{ es: NATAL_TEXT_ES }`), completed with English.
 */
export const NATAL_TEXT_FAMILY = textFamily<NatalText>('natal report text', NATAL_TEXT_EN, { 'pt-BR': NATAL_TEXT_PT_BR });

/** The locales with the natal report's own families (English where a translation lacks an entry). */
export const NATAL_TEXT_LOCALES: Readonly<Record<TextLocale, NatalText>> = familyTable(NATAL_TEXT_FAMILY);

/**
 * @summary The natal report's own text families of a locale (default English): rising sign, Midheaven sign, house
 * rulers, Part of Fortune, dignities, balance, patterns, minor aspects per pair, untimed notes.
 * @example natalText().risingSign.Libra.length > 400 // true
 */
export function natalText(locale: TextLocale = 'en'): NatalText {
  return NATAL_TEXT_LOCALES[locale];
}
