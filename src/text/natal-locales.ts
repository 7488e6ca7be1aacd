import { NATAL_TEXT_EN } from './en/natal/index.js';
import type { TextLocale } from './locales.js';
import type { NatalText } from './natal-text.js';
import { everyLocale } from './every-locale.js';

/** The locales with the natal report's own families (a translation adds one entry here, next to its `LocaleText`). */
export const NATAL_TEXT_LOCALES: Readonly<Record<TextLocale, NatalText>> = everyLocale(NATAL_TEXT_EN);

/**
 * @summary The natal report's own text families of a locale (default English): rising sign, Midheaven sign, house
 * rulers, Part of Fortune, dignities, balance, patterns, minor aspects per pair, untimed notes.
 * @example natalText().risingSign.Libra.length > 400 // true
 */
export function natalText(locale: TextLocale = 'en'): NatalText {
  return NATAL_TEXT_LOCALES[locale];
}
