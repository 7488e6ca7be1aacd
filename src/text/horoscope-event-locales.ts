import { completeHoroscopeText, type CompletedHoroscopeText } from './complete-horoscope-text.js';
import { HOROSCOPE_EVENTS_EN } from './en/horoscope-events/index.js';
import { NARRATIVE_EN } from './en/narrative.js';
import { HOROSCOPE_EVENTS_DE } from './de/horoscope-events/index.js';
import { NARRATIVE_DE } from './de/narrative.js';
import { HOROSCOPE_EVENTS_ES } from './es/horoscope-events/index.js';
import { NARRATIVE_ES } from './es/narrative.js';
import { HOROSCOPE_EVENTS_FR } from './fr/horoscope-events/index.js';
import { NARRATIVE_FR } from './fr/narrative.js';
import { HOROSCOPE_EVENTS_PT_BR } from './pt-br/horoscope-events/index.js';
import { NARRATIVE_PT_BR } from './pt-br/narrative.js';
import type { HoroscopeEventText, PartialHoroscopeEventText } from './horoscope-event-text.js';
import type { TextLocale } from './locales.js';
import type { PartialNarrativeText } from './narrative-text.js';
import { LOCALES } from '../schemas/interpretation.js';

/**
 * The horoscope text of each translation (issue 31): its event text and narrative phrases, either in part; a
 * translation adds its folder (`src/text/<locale>/horoscope-events/`, `src/text/<locale>/narrative.ts`) and one entry
 * here. A locale without an entry reads English, and its records say so in `warnings`.
 */
const TRANSLATED: Readonly<Partial<Record<TextLocale, { readonly events: PartialHoroscopeEventText; readonly phrases: PartialNarrativeText }>>> = {
  es: { events: HOROSCOPE_EVENTS_ES, phrases: NARRATIVE_ES },
  fr: { events: HOROSCOPE_EVENTS_FR, phrases: NARRATIVE_FR },
  de: { events: HOROSCOPE_EVENTS_DE, phrases: NARRATIVE_DE },
  'pt-BR': { events: HOROSCOPE_EVENTS_PT_BR, phrases: NARRATIVE_PT_BR },
};

/** Each locale's horoscope text completed with English, once. */
const COMPLETED = Object.fromEntries(LOCALES.map((l): [TextLocale, CompletedHoroscopeText] => {
  const t = TRANSLATED[l];
  return [l, l === 'en' ? { events: HOROSCOPE_EVENTS_EN, phrases: NARRATIVE_EN.phrases, missing: [] } : completeHoroscopeText(HOROSCOPE_EVENTS_EN, NARRATIVE_EN.phrases, t?.events ?? {}, t?.phrases ?? {})];
})) as Readonly<Record<TextLocale, CompletedHoroscopeText>>;

/** @summary A locale's horoscope text completed with English: event text, phrases, and the entries that fell back. */
export function completedHoroscopeText(locale: TextLocale = 'en'): CompletedHoroscopeText {
  return COMPLETED[locale];
}

/** @summary The horoscope event text of a locale (default English), English where the translation lacks a list. */
export function horoscopeEventText(locale: TextLocale = 'en'): HoroscopeEventText {
  return COMPLETED[locale].events;
}
