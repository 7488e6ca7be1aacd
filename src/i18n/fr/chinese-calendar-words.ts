import type { ChineseCalendarWords } from '../chinese-calendar-words.js';

/** French names of the Chinese calendar's animals and elements (glossary: docs/i18n/fr.md). */
export const CHINESE_CALENDAR_WORDS_FR: ChineseCalendarWords = {
  animals: {
    Rat: 'Rat', Ox: 'Buffle', Tiger: 'Tigre', Rabbit: 'Lapin', Dragon: 'Dragon', Snake: 'Serpent', Horse: 'Cheval',
    Goat: 'Chèvre', Monkey: 'Singe', Rooster: 'Coq', Dog: 'Chien', Pig: 'Cochon',
  },
  elements: { Wood: 'Bois', Fire: 'Feu', Earth: 'Terre', Metal: 'Métal', Water: 'Eau' },
};
