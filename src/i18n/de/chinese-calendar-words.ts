import type { ChineseCalendarWords } from '../chinese-calendar-words.js';

/** German names of the Chinese calendar's animals and elements (glossary: docs/i18n/de.md). */
export const CHINESE_CALENDAR_WORDS_DE: ChineseCalendarWords = {
  animals: {
    Rat: 'Ratte', Ox: 'Büffel', Tiger: 'Tiger', Rabbit: 'Hase', Dragon: 'Drache', Snake: 'Schlange', Horse: 'Pferd',
    Goat: 'Ziege', Monkey: 'Affe', Rooster: 'Hahn', Dog: 'Hund', Pig: 'Schwein',
  },
  elements: { Wood: 'Holz', Fire: 'Feuer', Earth: 'Erde', Metal: 'Metall', Water: 'Wasser' },
};
