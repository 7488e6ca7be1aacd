import { HOROSCOPE_GRAMMAR_DE } from './de/horoscope-grammar.js';
import { HOROSCOPE_GRAMMAR_EN } from './en/horoscope-grammar.js';
import { HOROSCOPE_GRAMMAR_ES } from './es/horoscope-grammar.js';
import { HOROSCOPE_GRAMMAR_FR } from './fr/horoscope-grammar.js';
import type { HoroscopeGrammar } from './horoscope-grammar.js';
import type { TextLocale } from './locales.js';
import { HOROSCOPE_GRAMMAR_PT_BR } from './pt-br/horoscope-grammar.js';

/** The horoscope grammar of each text locale (issue 31): every locale has its own, ahead of its translated text. */
export const HOROSCOPE_GRAMMARS: Readonly<Record<TextLocale, HoroscopeGrammar>> = {
  en: HOROSCOPE_GRAMMAR_EN,
  es: HOROSCOPE_GRAMMAR_ES,
  'pt-BR': HOROSCOPE_GRAMMAR_PT_BR,
  fr: HOROSCOPE_GRAMMAR_FR,
  de: HOROSCOPE_GRAMMAR_DE,
};

/** @summary The horoscope grammar facts of a locale (signs, planets, lists, event words; default English). */
export function horoscopeGrammar(locale: TextLocale = 'en'): HoroscopeGrammar {
  return HOROSCOPE_GRAMMARS[locale];
}
