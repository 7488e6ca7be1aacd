import type { VedicWords } from '../vedic-words.js';

/** Hindi words of the Vedic records: the yoni animals and the matching summary (glossary: docs/i18n/hi.md). */
export const VEDIC_WORDS_HI: VedicWords = {
  yoni: {
    Horse: 'अश्व', Elephant: 'गज', Sheep: 'मेष', Serpent: 'सर्प', Dog: 'श्वान', Cat: 'मार्जार', Rat: 'मूषक',
    Cow: 'गौ', Buffalo: 'महिष', Tiger: 'व्याघ्र', Deer: 'मृग', Monkey: 'वानर', Mongoose: 'नकुल', Lion: 'सिंह',
  },
  compatibilitySummary:
    'अष्टकूट: 36 में से {total} गुण; 10 में से {agreeable} पोरुथम अनुकूल; {verdict, select, none {किसी भी कुंडली में मांगलिक दोष नहीं} balanced {दोनों कुंडलियों में मांगलिक दोष (संतुलित)} other {मांगलिक दोष केवल व्यक्ति {person} की कुंडली में}}।',
};
