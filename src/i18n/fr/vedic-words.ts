import type { VedicWords } from '../vedic-words.js';

/** French words of the Vedic records: the yoni animals and the matching summary (glossary: docs/i18n/fr.md). */
export const VEDIC_WORDS_FR: VedicWords = {
  yoni: {
    Horse: 'Cheval', Elephant: 'Éléphant', Sheep: 'Mouton', Serpent: 'Serpent', Dog: 'Chien', Cat: 'Chat', Rat: 'Rat',
    Cow: 'Vache', Buffalo: 'Buffle', Tiger: 'Tigre', Deer: 'Cerf', Monkey: 'Singe', Mongoose: 'Mangouste',
    Lion: 'Lion',
  },
  compatibilitySummary:
    'Ashtakoot {total} sur 36 ; {agreeable, plural, one {# porutham sur 10 est favorable} other {# poruthams sur 10 sont favorables}} ; {verdict, select, none {aucun des deux thèmes n’a de dosha Manglik} balanced {dosha Manglik dans les deux thèmes (équilibré)} other {dosha Manglik dans le seul thème de la personne {person}}}.',
};
