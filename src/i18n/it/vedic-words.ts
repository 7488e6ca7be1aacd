import type { VedicWords } from '../vedic-words.js';

/** Italian words of the Vedic records: the yoni animals and the matching summary (glossary: docs/i18n/it.md). */
export const VEDIC_WORDS_IT: VedicWords = {
  yoni: {
    Horse: 'Cavallo', Elephant: 'Elefante', Sheep: 'Pecora', Serpent: 'Serpente', Dog: 'Cane', Cat: 'Gatto',
    Rat: 'Topo', Cow: 'Vacca', Buffalo: 'Bufalo', Tiger: 'Tigre', Deer: 'Cervo', Monkey: 'Scimmia',
    Mongoose: 'Mangusta', Lion: 'Leone',
  },
  compatibilitySummary:
    'Ashtakoot {total} su 36; {agreeable, plural, one {# porutham su 10 è favorevole} other {# porutham su 10 sono favorevoli}}; {verdict, select, none {nessuno dei due temi ha il dosha Manglik} balanced {dosha Manglik in entrambi i temi (bilanciato)} other {dosha Manglik solo nel tema della persona {person}}}.',
};
