import type { ChineseCalendarWords } from '../chinese-calendar-words.js';

/** Turkish names of the Chinese calendar's animals and elements (glossary: docs/i18n/tr.md). */
export const CHINESE_CALENDAR_WORDS_TR: ChineseCalendarWords = {
  animals: {
    Rat: 'Fare', Ox: 'Öküz', Tiger: 'Kaplan', Rabbit: 'Tavşan', Dragon: 'Ejderha', Snake: 'Yılan', Horse: 'At',
    Goat: 'Keçi', Monkey: 'Maymun', Rooster: 'Horoz', Dog: 'Köpek', Pig: 'Domuz',
  },
  elements: { Wood: 'Ağaç', Fire: 'Ateş', Earth: 'Toprak', Metal: 'Metal', Water: 'Su' },
};
