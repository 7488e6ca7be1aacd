import type { VedicWords } from '../vedic-words.js';

/** Russian words of the Vedic records: the yoni animals and the matching summary (glossary: docs/i18n/ru.md). */
export const VEDIC_WORDS_RU: VedicWords = {
  yoni: {
    Horse: 'Лошадь', Elephant: 'Слон', Sheep: 'Овца', Serpent: 'Змея', Dog: 'Собака', Cat: 'Кошка', Rat: 'Крыса',
    Cow: 'Корова', Buffalo: 'Буйвол', Tiger: 'Тигр', Deer: 'Олень', Monkey: 'Обезьяна', Mongoose: 'Мангуст',
    Lion: 'Лев',
  },
  compatibilitySummary:
    'Аштакута: {total} из 36; {agreeable, plural, one {# из 10 порутхамов благоприятен} few {# из 10 порутхамов благоприятны} many {# из 10 порутхамов благоприятны} other {# из 10 порутхамов благоприятны}}; {verdict, select, none {манглик-доши нет ни в одной из двух карт} balanced {манглик-доша в обеих картах (уравновешена)} other {манглик-доша только в карте партнёра {person}}}.',
};
