import { TEXT_EN } from './en/index.js';
import type { Locale } from '../schemas/interpretation.js';
import type { LocaleText } from './locale-text.js';

/** The locales Urania has interpretation text for (a translation adds one entry here and one folder). */
export const TEXT_LOCALES = { en: TEXT_EN } as const satisfies Readonly<Record<Locale, LocaleText>>;

/** A locale with interpretation text: `'en'`. */
export type TextLocale = keyof typeof TEXT_LOCALES;

/** The locale names, for validation and documentation. */
export const TEXT_LOCALE_NAMES = Object.keys(TEXT_LOCALES) as TextLocale[];

/** @summary The interpretation text of a locale (default English). */
export function localeText(locale: TextLocale = 'en'): LocaleText {
  return TEXT_LOCALES[locale];
}
