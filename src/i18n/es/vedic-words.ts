import type { VedicWords } from '../vedic-words.js';

/** Spanish words of the Vedic records: the yoni animals and the matching summary (glossary: docs/i18n/es.md). */
export const VEDIC_WORDS_ES: VedicWords = {
  yoni: {
    Horse: 'Caballo', Elephant: 'Elefante', Sheep: 'Oveja', Serpent: 'Serpiente', Dog: 'Perro', Cat: 'Gato',
    Rat: 'Rata', Cow: 'Vaca', Buffalo: 'Búfalo', Tiger: 'Tigre', Deer: 'Ciervo', Monkey: 'Mono', Mongoose: 'Mangosta',
    Lion: 'León',
  },
  compatibilitySummary:
    'Ashtakoot {total} de 36; {agreeable, plural, one {# de los 10 poruthams es favorable} other {# de los 10 poruthams son favorables}}; {verdict, select, none {ninguna de las dos cartas tiene dosha Manglik} balanced {dosha Manglik en las dos cartas (equilibrado)} other {dosha Manglik solo en la carta de la persona {person}}}.',
};
