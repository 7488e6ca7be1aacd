import { completedHoroscopeText } from './horoscope-event-locales.js';
import type { TextLocale } from './locales.js';
import type { NarrativeText } from './narrative-text.js';

/**
 * @summary The horoscope narratives' phrases of a locale (default English), English where the translation lacks one
 * (a translation adds its phrases beside its event text, src/text/horoscope-event-locales.ts).
 * @example narrativeText().phrases.weekdays[0] // 'Monday'
 */
export function narrativeText(locale: TextLocale = 'en'): NarrativeText {
  return { phrases: completedHoroscopeText(locale).phrases };
}
