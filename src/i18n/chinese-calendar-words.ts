import type { LabelLocale } from '../schemas/label-locale.js';
import type { CHINESE_ANIMALS, CHINESE_ELEMENTS } from '../schemas/record-enums.js';
import { CHINESE_CALENDAR_WORDS_DE } from './de/chinese-calendar-words.js';
import { CHINESE_CALENDAR_WORDS_EN } from './en/chinese-calendar-words.js';
import { CHINESE_CALENDAR_WORDS_ES } from './es/chinese-calendar-words.js';
import { CHINESE_CALENDAR_WORDS_FR } from './fr/chinese-calendar-words.js';
import { CHINESE_CALENDAR_WORDS_HI } from './hi/chinese-calendar-words.js';
import { CHINESE_CALENDAR_WORDS_IT } from './it/chinese-calendar-words.js';
import { CHINESE_CALENDAR_WORDS_PT_BR } from './pt-br/chinese-calendar-words.js';
import { CHINESE_CALENDAR_WORDS_RU } from './ru/chinese-calendar-words.js';
import { CHINESE_CALENDAR_WORDS_TR } from './tr/chinese-calendar-words.js';
import { CHINESE_CALENDAR_WORDS_ZH_HANS } from './zh-hans/chinese-calendar-words.js';

/**
 * The Chinese calendar's animals and elements in one language (issue 31), by the record's English identifiers
 * (`animal: 'Dragon'`, `element: 'Wood'`): `chineseCalendar` writes them as `animalName` and `elementName` when given a
 * `locale`. The pinyin of the stem-branches and solar terms are names and stay as they are.
 */
export interface ChineseCalendarWords {
  /** The twelve animals of the earthly branches, Rat first: 鼠牛虎兔龙蛇马羊猴鸡狗猪 in Chinese. */
  readonly animals: Readonly<Record<(typeof CHINESE_ANIMALS)[number], string>>;
  /** The five elements (wuxing) of the heavenly stems: 木火土金水 in Chinese. */
  readonly elements: Readonly<Record<(typeof CHINESE_ELEMENTS)[number], string>>;
}

/** The animals and elements in the ten label locales, as each language's Chinese-horoscope books name them. */
export const CHINESE_CALENDAR_WORDS: Readonly<Record<LabelLocale, ChineseCalendarWords>> = {
  en: CHINESE_CALENDAR_WORDS_EN,
  es: CHINESE_CALENDAR_WORDS_ES,
  'pt-BR': CHINESE_CALENDAR_WORDS_PT_BR,
  fr: CHINESE_CALENDAR_WORDS_FR,
  de: CHINESE_CALENDAR_WORDS_DE,
  it: CHINESE_CALENDAR_WORDS_IT,
  hi: CHINESE_CALENDAR_WORDS_HI,
  ru: CHINESE_CALENDAR_WORDS_RU,
  tr: CHINESE_CALENDAR_WORDS_TR,
  'zh-Hans': CHINESE_CALENDAR_WORDS_ZH_HANS,
};
