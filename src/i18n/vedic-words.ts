import type { LabelLocale } from '../schemas/label-locale.js';
import type { YONI_ANIMALS } from '../schemas/record-enums.js';
import type { NAKSHATRA_NAMES } from '../schemas/vedic-interpretation.js';
import { VEDIC_WORDS_DE } from './de/vedic-words.js';
import { VEDIC_WORDS_EN } from './en/vedic-words.js';
import { VEDIC_WORDS_ES } from './es/vedic-words.js';
import { VEDIC_WORDS_FR } from './fr/vedic-words.js';
import { VEDIC_WORDS_HI } from './hi/vedic-words.js';
import { VEDIC_WORDS_IT } from './it/vedic-words.js';
import { VEDIC_WORDS_PT_BR } from './pt-br/vedic-words.js';
import { VEDIC_WORDS_RU } from './ru/vedic-words.js';
import { VEDIC_WORDS_TR } from './tr/vedic-words.js';
import { VEDIC_WORDS_ZH_HANS } from './zh-hans/vedic-words.js';

/**
 * The words of the Vedic records in one language (issue 31): what `nakshatraLookup`, `vedicCompatibility` and the
 * Vedic report write besides the catalogue's names. Every locale has every key with the same placeholders (tests/i18n/vedic-words.test.ts).
 */
export interface VedicWords {
  /** The fourteen yoni animals by their English keys (`yoni.animal` of a nakshatra): `अश्व` for Horse in Hindi. */
  readonly yoni: Readonly<Record<(typeof YONI_ANIMALS)[number], string>>;
  /**
   * The 27 nakshatra symbols by the nakshatra's name (`symbol` of a nakshatra, the Vedic report's lead lines):
   * `Royal throne` for Magha in English, `राजसिंहासन` in Hindi. English is the catalogue's own (src/vedic/nakshatras.ts
   * reads it from here), so each symbol is written once per language.
   */
  readonly symbols: Readonly<Record<(typeof NAKSHATRA_NAMES)[number], string>>;
  /**
   * The one-line `summary` of a Vedic match, an ICU message: `{total}` the ashtakoot points (a number already written
   * in the locale), `{agreeable}` how many of the ten poruthams agree (a number: plural), `{verdict}` the Manglik
   * verdict (`none`, `balanced`, `unbalanced`: select) and `{person}` the one with the dosha when unbalanced (`A`, `B`).
   */
  readonly compatibilitySummary: string;
}

/** The Vedic records' words in the ten label locales, in each language's Jyotish terms (docs/i18n/<locale>.md). */
export const VEDIC_WORDS: Readonly<Record<LabelLocale, VedicWords>> = {
  en: VEDIC_WORDS_EN,
  es: VEDIC_WORDS_ES,
  'pt-BR': VEDIC_WORDS_PT_BR,
  fr: VEDIC_WORDS_FR,
  de: VEDIC_WORDS_DE,
  it: VEDIC_WORDS_IT,
  hi: VEDIC_WORDS_HI,
  ru: VEDIC_WORDS_RU,
  tr: VEDIC_WORDS_TR,
  'zh-Hans': VEDIC_WORDS_ZH_HANS,
};
