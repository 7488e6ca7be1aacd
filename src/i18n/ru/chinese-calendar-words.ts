import type { ChineseCalendarWords } from '../chinese-calendar-words.js';

/** Russian names of the Chinese calendar's animals and elements (glossary: docs/i18n/ru.md). */
export const CHINESE_CALENDAR_WORDS_RU: ChineseCalendarWords = {
  animals: {
    Rat: 'Крыса', Ox: 'Бык', Tiger: 'Тигр', Rabbit: 'Кролик', Dragon: 'Дракон', Snake: 'Змея', Horse: 'Лошадь',
    Goat: 'Коза', Monkey: 'Обезьяна', Rooster: 'Петух', Dog: 'Собака', Pig: 'Свинья',
  },
  elements: { Wood: 'Дерево', Fire: 'Огонь', Earth: 'Земля', Metal: 'Металл', Water: 'Вода' },
};
