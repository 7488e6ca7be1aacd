import type { LabelLocale } from '../schemas/label-locale.js';
import { ICS_WORDS_DE } from './de/ics-words.js';
import { ICS_WORDS_EN } from './en/ics-words.js';
import { ICS_WORDS_ES } from './es/ics-words.js';
import { ICS_WORDS_FR } from './fr/ics-words.js';
import { ICS_WORDS_HI } from './hi/ics-words.js';
import type { IcsWords } from './ics-words.js';
import { ICS_WORDS_IT } from './it/ics-words.js';
import { ICS_WORDS_PT_BR } from './pt-br/ics-words.js';
import { ICS_WORDS_RU } from './ru/ics-words.js';
import { ICS_WORDS_TR } from './tr/ics-words.js';
import { ICS_WORDS_ZH_HANS } from './zh-hans/ics-words.js';

/** The words of the iCalendar feeds in every label locale (a new locale: one file here and its label catalogue). */
export const ICS_WORDS: Readonly<Record<LabelLocale, IcsWords>> = {
  en: ICS_WORDS_EN,
  es: ICS_WORDS_ES,
  'pt-BR': ICS_WORDS_PT_BR,
  fr: ICS_WORDS_FR,
  de: ICS_WORDS_DE,
  it: ICS_WORDS_IT,
  hi: ICS_WORDS_HI,
  ru: ICS_WORDS_RU,
  tr: ICS_WORDS_TR,
  'zh-Hans': ICS_WORDS_ZH_HANS,
};

/**
 * @summary The iCalendar feeds' words in a locale (English by default).
 * @example icsWords('de').phases['Full Moon'] // 'Vollmond'
 */
export function icsWords(locale: LabelLocale = 'en'): IcsWords {
  return ICS_WORDS[locale];
}
