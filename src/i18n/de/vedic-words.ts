import type { VedicWords } from '../vedic-words.js';

/** German words of the Vedic records: the yoni animals and the matching summary (glossary: docs/i18n/de.md). */
export const VEDIC_WORDS_DE: VedicWords = {
  yoni: {
    Horse: 'Pferd', Elephant: 'Elefant', Sheep: 'Schaf', Serpent: 'Schlange', Dog: 'Hund', Cat: 'Katze', Rat: 'Ratte',
    Cow: 'Kuh', Buffalo: 'Büffel', Tiger: 'Tiger', Deer: 'Hirsch', Monkey: 'Affe', Mongoose: 'Mungo', Lion: 'Löwe',
  },
  compatibilitySummary:
    'Ashtakoot {total} von 36 Punkten; {agreeable, plural, one {# der 10 Poruthams ist günstig} other {# der 10 Poruthams sind günstig}}; {verdict, select, none {in keinem der beiden Horoskope ein Manglik-Dosha} balanced {Manglik-Dosha in beiden Horoskopen (ausgeglichen)} other {Manglik-Dosha nur im Horoskop von Person {person}}}.',
};
