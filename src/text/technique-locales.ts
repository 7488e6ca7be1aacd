import { TECHNIQUE_TEXT_EN } from './en/technique.js';
import type { Locale } from '../schemas/interpretation.js';
import type { TechniqueText } from './technique-text.js';

/** The locales with words for the predictive techniques (a translation adds its folder's `TechniqueText` here). */
export const TECHNIQUE_TEXT_LOCALES = { en: TECHNIQUE_TEXT_EN } as const satisfies Readonly<Record<Locale, TechniqueText>>;

/** @summary The words of the predictive techniques in a locale (default English). */
export function techniqueText(locale: Locale = 'en'): TechniqueText {
  return TECHNIQUE_TEXT_LOCALES[locale];
}
