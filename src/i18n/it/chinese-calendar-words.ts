import type { ChineseCalendarWords } from '../chinese-calendar-words.js';

/** Italian names of the Chinese calendar's animals and elements (glossary: docs/i18n/it.md). */
export const CHINESE_CALENDAR_WORDS_IT: ChineseCalendarWords = {
  animals: {
    Rat: 'Topo', Ox: 'Bufalo', Tiger: 'Tigre', Rabbit: 'Coniglio', Dragon: 'Drago', Snake: 'Serpente',
    Horse: 'Cavallo', Goat: 'Capra', Monkey: 'Scimmia', Rooster: 'Gallo', Dog: 'Cane', Pig: 'Maiale',
  },
  elements: { Wood: 'Legno', Fire: 'Fuoco', Earth: 'Terra', Metal: 'Metallo', Water: 'Acqua' },
};
