import type { ChineseCalendarWords } from '../chinese-calendar-words.js';

/** Spanish names of the Chinese calendar's animals and elements (glossary: docs/i18n/es.md). */
export const CHINESE_CALENDAR_WORDS_ES: ChineseCalendarWords = {
  animals: {
    Rat: 'Rata', Ox: 'Buey', Tiger: 'Tigre', Rabbit: 'Conejo', Dragon: 'Dragón', Snake: 'Serpiente', Horse: 'Caballo',
    Goat: 'Cabra', Monkey: 'Mono', Rooster: 'Gallo', Dog: 'Perro', Pig: 'Cerdo',
  },
  elements: { Wood: 'Madera', Fire: 'Fuego', Earth: 'Tierra', Metal: 'Metal', Water: 'Agua' },
};
