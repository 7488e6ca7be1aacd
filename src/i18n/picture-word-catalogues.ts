import type { LabelLocale } from '../schemas/label-locale.js';
import { PICTURE_WORDS_DE } from './de/picture-words.js';
import { PICTURE_WORDS_EN } from './en/picture-words.js';
import { PICTURE_WORDS_ES } from './es/picture-words.js';
import { PICTURE_WORDS_FR } from './fr/picture-words.js';
import { PICTURE_WORDS_HI } from './hi/picture-words.js';
import { PICTURE_WORDS_IT } from './it/picture-words.js';
import type { PictureWords } from './picture-words.js';
import { PICTURE_WORDS_PT_BR } from './pt-br/picture-words.js';
import { PICTURE_WORDS_RU } from './ru/picture-words.js';
import { PICTURE_WORDS_TR } from './tr/picture-words.js';
import { PICTURE_WORDS_ZH_HANS } from './zh-hans/picture-words.js';

/** The pictures' words in every locale (a new locale: one file `src/i18n/<locale>/picture-words.ts` here). */
export const PICTURE_WORD_CATALOGUES: Readonly<Record<LabelLocale, PictureWords>> = {
  en: PICTURE_WORDS_EN,
  es: PICTURE_WORDS_ES,
  'pt-BR': PICTURE_WORDS_PT_BR,
  fr: PICTURE_WORDS_FR,
  de: PICTURE_WORDS_DE,
  it: PICTURE_WORDS_IT,
  hi: PICTURE_WORDS_HI,
  ru: PICTURE_WORDS_RU,
  tr: PICTURE_WORDS_TR,
  'zh-Hans': PICTURE_WORDS_ZH_HANS,
};

/**
 * @summary The words of the transit timeline chart, the graphic ephemeris and the world map in a locale (English by
 * default); names of bodies, signs and aspects are the label catalogue's.
 * @example pictureWords('de').timelineTitle // 'Transitverlauf'
 */
export function pictureWords(locale: LabelLocale = 'en'): PictureWords {
  return PICTURE_WORD_CATALOGUES[locale];
}
