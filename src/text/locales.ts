import { TEXT_EN } from './en/index.js';
import { LOCALES, type Locale } from '../schemas/interpretation.js';
import { completeLocaleText, type CompletedLocaleText, type MissingEntry } from './complete-locale-text.js';
import type { LocaleText } from './locale-text.js';
import { TRANSLATIONS } from './translations.js';

/** Each translation completed with English (issue 31), once: the text, and the entries that fell back. */
const COMPLETED = Object.fromEntries(
  LOCALES.map((l): [Locale, CompletedLocaleText] => [l, l === 'en' ? { text: TEXT_EN, missing: [], translated: [] } : completeLocaleText(TEXT_EN, TRANSLATIONS[l])]),
) as Readonly<Record<Locale, CompletedLocaleText>>;

/**
 * The locales Urania has interpretation text for: English, and each translation (src/text/translations.ts) completed
 * with English where it lacks an entry (a record that reads such an entry says so in `warnings`).
 */
export const TEXT_LOCALES = Object.fromEntries(LOCALES.map((l) => [l, COMPLETED[l].text])) as Readonly<Record<Locale, LocaleText>>;

/** A locale with interpretation text: `'en'`, `'es'`, `'pt-BR'`, `'fr'` or `'de'`. */
export type TextLocale = Locale;

/** The locale names, for validation and documentation. */
export const TEXT_LOCALE_NAMES = Object.keys(TEXT_LOCALES) as TextLocale[];

/** @summary The interpretation text of a locale (default English); a translation's gaps read English. */
export function localeText(locale: TextLocale = 'en'): LocaleText {
  return TEXT_LOCALES[locale];
}

/** @summary A locale's text completed with English: the text, the entries that fell back, and the translated ones. */
export function completedLocaleText(locale: TextLocale): CompletedLocaleText {
  return COMPLETED[locale];
}

/** @summary The entries of a locale's interpretation text that are English for want of a translation (none for en). */
export function untranslatedEntries(locale: TextLocale): readonly MissingEntry[] {
  return COMPLETED[locale].missing;
}
