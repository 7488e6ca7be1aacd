import type { ChineseCalendarWords } from '../chinese-calendar-words.js';

/** Brazilian Portuguese names of the Chinese calendar's animals and elements (glossary: docs/i18n/pt-BR.md). */
export const CHINESE_CALENDAR_WORDS_PT_BR: ChineseCalendarWords = {
  animals: {
    Rat: 'Rato', Ox: 'Boi', Tiger: 'Tigre', Rabbit: 'Coelho', Dragon: 'Dragão', Snake: 'Serpente', Horse: 'Cavalo',
    Goat: 'Cabra', Monkey: 'Macaco', Rooster: 'Galo', Dog: 'Cão', Pig: 'Porco',
  },
  elements: { Wood: 'Madeira', Fire: 'Fogo', Earth: 'Terra', Metal: 'Metal', Water: 'Água' },
};
