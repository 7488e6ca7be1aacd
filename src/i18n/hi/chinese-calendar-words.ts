import type { ChineseCalendarWords } from '../chinese-calendar-words.js';

/** Hindi names of the Chinese calendar's animals and elements (glossary: docs/i18n/hi.md). */
export const CHINESE_CALENDAR_WORDS_HI: ChineseCalendarWords = {
  animals: {
    Rat: 'चूहा', Ox: 'बैल', Tiger: 'बाघ', Rabbit: 'खरगोश', Dragon: 'ड्रैगन', Snake: 'साँप', Horse: 'घोड़ा',
    Goat: 'बकरी', Monkey: 'बंदर', Rooster: 'मुर्गा', Dog: 'कुत्ता', Pig: 'सूअर',
  },
  elements: { Wood: 'काष्ठ', Fire: 'अग्नि', Earth: 'पृथ्वी', Metal: 'धातु', Water: 'जल' },
};
