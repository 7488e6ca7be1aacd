import { LOCALES, type Locale } from '../schemas/interpretation.js';

/** A locale of the interpretation text other than English: one that may be translated only in part. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

/**
 * @summary A family's table over every text locale: English, and each translation that exists; a locale without one
 * reads English (issue 31: missing text falls back to English, and the record that uses it says so in `warnings`,
 * `withTextWarnings`). A locale reads English exactly when its entry is the English object itself.
 * @example everyLocale({ hello: 'Hello' }).de.hello // 'Hello'
 */
export function everyLocale<T>(english: T, translated: Readonly<Partial<Record<TranslatedLocale, T>>> = {}): Readonly<Record<Locale, T>> {
  return Object.fromEntries(LOCALES.map((l) => [l, l === 'en' ? english : (translated[l] ?? english)])) as Record<Locale, T>;
}
