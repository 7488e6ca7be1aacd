import type { VedicWords } from '../vedic-words.js';

/** English words of the Vedic records: the yoni animals and the matching summary as the records wrote them before (unchanged). */
export const VEDIC_WORDS_EN: VedicWords = {
  yoni: {
    Horse: 'Horse', Elephant: 'Elephant', Sheep: 'Sheep', Serpent: 'Serpent', Dog: 'Dog', Cat: 'Cat', Rat: 'Rat',
    Cow: 'Cow', Buffalo: 'Buffalo', Tiger: 'Tiger', Deer: 'Deer', Monkey: 'Monkey', Mongoose: 'Mongoose',
    Lion: 'Lion',
  },
  compatibilitySummary:
    'Ashtakoot {total} of 36; {agreeable} of the 10 poruthams agree; {verdict, select, none {no Manglik dosha in either chart} balanced {Manglik in both charts (balanced)} other {Manglik in person {person}\'s chart only}}.',
};
