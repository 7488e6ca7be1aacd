import { TECHNIQUE_TEXT_EN } from './en/technique.js';
import type { Locale } from '../schemas/interpretation.js';
import type { TechniqueText } from './technique-text.js';
import { everyLocale } from './every-locale.js';

/** The locales with words for the predictive techniques (a translation adds its folder's `TechniqueText` here). */
export const TECHNIQUE_TEXT_LOCALES: Readonly<Record<Locale, TechniqueText>> = everyLocale(TECHNIQUE_TEXT_EN);

/** @summary The words of the predictive techniques in a locale (default English). */
export function techniqueText(locale: Locale = 'en'): TechniqueText {
  return TECHNIQUE_TEXT_LOCALES[locale];
}
