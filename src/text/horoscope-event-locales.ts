import { HOROSCOPE_EVENTS_EN } from './en/horoscope-events/index.js';
import type { HoroscopeEventText } from './horoscope-event-text.js';
import type { TextLocale } from './locales.js';
import { everyLocale } from './every-locale.js';

/** The horoscope event text of each locale (issue 26; a translation adds its folder and one entry here). */
const HOROSCOPE_EVENT_LOCALES: Readonly<Record<TextLocale, HoroscopeEventText>> = everyLocale(HOROSCOPE_EVENTS_EN);

/** @summary The horoscope event text of a locale (default English). */
export function horoscopeEventText(locale: TextLocale = 'en'): HoroscopeEventText {
  return HOROSCOPE_EVENT_LOCALES[locale];
}
