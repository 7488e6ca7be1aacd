import { NARRATIVE_EN } from './en/narrative.js';
import type { TextLocale } from './locales.js';
import type { NarrativeText } from './narrative-text.js';
import { everyLocale } from './every-locale.js';

/** The locales with narrative phrases (a translation adds one entry here, next to its `LocaleText`). */
export const NARRATIVE_LOCALES: Readonly<Record<TextLocale, NarrativeText>> = everyLocale(NARRATIVE_EN);

/**
 * @summary The horoscope narratives' sentence frames of a locale (default English).
 * @example narrativeText().phrases.weekdays[0] // 'Monday'
 */
export function narrativeText(locale: TextLocale = 'en'): NarrativeText {
  return NARRATIVE_LOCALES[locale];
}
