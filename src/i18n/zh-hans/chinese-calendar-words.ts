import type { ChineseCalendarWords } from '../chinese-calendar-words.js';

/** Simplified Chinese names of the Chinese calendar's animals and elements (glossary: docs/i18n/zh-Hans.md). */
export const CHINESE_CALENDAR_WORDS_ZH_HANS: ChineseCalendarWords = {
  animals: {
    Rat: '鼠', Ox: '牛', Tiger: '虎', Rabbit: '兔', Dragon: '龙', Snake: '蛇', Horse: '马', Goat: '羊', Monkey: '猴',
    Rooster: '鸡', Dog: '狗', Pig: '猪',
  },
  elements: { Wood: '木', Fire: '火', Earth: '土', Metal: '金', Water: '水' },
};
