import type { VedicWords } from '../vedic-words.js';

/** Brazilian Portuguese words of the Vedic records: the yoni animals and the matching summary (glossary: docs/i18n/pt-BR.md). */
export const VEDIC_WORDS_PT_BR: VedicWords = {
  yoni: {
    Horse: 'Cavalo', Elephant: 'Elefante', Sheep: 'Ovelha', Serpent: 'Serpente', Dog: 'Cão', Cat: 'Gato', Rat: 'Rato',
    Cow: 'Vaca', Buffalo: 'Búfalo', Tiger: 'Tigre', Deer: 'Cervo', Monkey: 'Macaco', Mongoose: 'Mangusto',
    Lion: 'Leão',
  },
  compatibilitySummary:
    'Ashtakoot {total} de 36; {agreeable, plural, one {# dos 10 poruthams é favorável} other {# dos 10 poruthams são favoráveis}}; {verdict, select, none {nenhum dos dois mapas tem dosha Manglik} balanced {dosha Manglik nos dois mapas (equilibrado)} other {dosha Manglik só no mapa da pessoa {person}}}.',
};
