import type { VedicWords } from '../vedic-words.js';

/** Russian words of the Vedic records: the yoni animals, the nakshatra symbols and the matching summary (glossary: docs/i18n/ru.md). */
export const VEDIC_WORDS_RU: VedicWords = {
  yoni: {
    Horse: 'Лошадь', Elephant: 'Слон', Sheep: 'Овца', Serpent: 'Змея', Dog: 'Собака', Cat: 'Кошка', Rat: 'Крыса',
    Cow: 'Корова', Buffalo: 'Буйвол', Tiger: 'Тигр', Deer: 'Олень', Monkey: 'Обезьяна', Mongoose: 'Мангуст',
    Lion: 'Лев',
  },
  symbols: {
    Ashwini: 'Голова коня',
    Bharani: 'Йони (лоно)',
    Krittika: 'Бритва (пламя)',
    Rohini: 'Колесница (повозка с волами)',
    Mrigashira: 'Голова оленя',
    Ardra: 'Слеза (драгоценный камень)',
    Punarvasu: 'Лук и колчан',
    Pushya: 'Коровье вымя (цветок)',
    Ashlesha: 'Свернувшаяся змея',
    Magha: 'Царский трон',
    'Purva Phalguni': 'Передние ножки кровати',
    'Uttara Phalguni': 'Задние ножки кровати',
    Hasta: 'Ладонь',
    Chitra: 'Сияющий самоцвет',
    Swati: 'Молодой побег на ветру',
    Vishakha: 'Триумфальная арка',
    Anuradha: 'Лотос',
    Jyeshtha: 'Круглый амулет (зонт)',
    Mula: 'Пучок корней',
    'Purva Ashadha': 'Веялка (бивень слона)',
    'Uttara Ashadha': 'Доски кровати (бивень слона)',
    Shravana: 'Ухо (три следа)',
    Dhanishta: 'Барабан (мриданга)',
    Shatabhisha: 'Пустой круг',
    'Purva Bhadrapada': 'Передние ножки погребального ложа (мечи)',
    'Uttara Bhadrapada': 'Задние ножки погребального ложа (близнецы)',
    Revati: 'Рыба (барабан)',
  },
  compatibilitySummary:
    'Аштакута: {total} из 36; {agreeable, plural, one {# из 10 порутхамов благоприятен} few {# из 10 порутхамов благоприятны} many {# из 10 порутхамов благоприятны} other {# из 10 порутхамов благоприятны}}; {verdict, select, none {манглик-доши нет ни в одной из двух карт} balanced {манглик-доша в обеих картах (уравновешена)} other {манглик-доша только в карте партнёра {person}}}.',
};
