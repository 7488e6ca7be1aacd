import type { ChineseCalendarWords } from '../chinese-calendar-words.js';

/** English names of the Chinese calendar's animals and elements: the record's identifiers. */
export const CHINESE_CALENDAR_WORDS_EN: ChineseCalendarWords = {
  animals: {
    Rat: 'Rat', Ox: 'Ox', Tiger: 'Tiger', Rabbit: 'Rabbit', Dragon: 'Dragon', Snake: 'Snake', Horse: 'Horse',
    Goat: 'Goat', Monkey: 'Monkey', Rooster: 'Rooster', Dog: 'Dog', Pig: 'Pig',
  },
  elements: { Wood: 'Wood', Fire: 'Fire', Earth: 'Earth', Metal: 'Metal', Water: 'Water' },
};
