import type { Locale } from '../schemas/interpretation.js';
import { EVENT_LABEL_WORDS_DE } from './de/horoscope-event-labels.js';
import { EVENT_LABEL_WORDS_ES } from './es/horoscope-event-labels.js';
import { EVENT_LABEL_WORDS_FR } from './fr/horoscope-event-labels.js';
import { EVENT_LABEL_WORDS_EN, type EventLabelWords } from './horoscope-event-labels.js';
import { EVENT_LABEL_WORDS_PT_BR } from './pt-br/horoscope-event-labels.js';
import { familyTable, textFamily } from './text-family.js';

/**
 * The horoscopes' event labels in every locale (issue 31): the `event` of a daily, weekly, monthly or yearly record's
 * `events` and of a monthly record's `keyDates`, composed from the event's facts (src/text/horoscope-event-labels.ts),
 * translated in src/text/<locale>/horoscope-event-labels.ts. A family of composing functions (`composed`) whose output
 * is short lines (`lines`: headings, held to the heading rule); a kind a locale lacks reads English and the record
 * names it in `warnings`.
 */
export const EVENT_LABEL_WORDS_FAMILY = textFamily<EventLabelWords>('horoscope event labels', EVENT_LABEL_WORDS_EN, {
  es: EVENT_LABEL_WORDS_ES, 'pt-BR': EVENT_LABEL_WORDS_PT_BR, fr: EVENT_LABEL_WORDS_FR, de: EVENT_LABEL_WORDS_DE,
}, { composed: true, lines: true });

/** The event labels' composing functions of each locale, English where a translation lacks one. */
export const EVENT_LABEL_WORDS: Readonly<Record<Locale, EventLabelWords>> = familyTable(EVENT_LABEL_WORDS_FAMILY);
