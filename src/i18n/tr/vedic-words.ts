import type { VedicWords } from '../vedic-words.js';

/** Turkish words of the Vedic records: the yoni animals and the matching summary (glossary: docs/i18n/tr.md). */
export const VEDIC_WORDS_TR: VedicWords = {
  yoni: {
    Horse: 'At', Elephant: 'Fil', Sheep: 'Koyun', Serpent: 'Yılan', Dog: 'Köpek', Cat: 'Kedi', Rat: 'Sıçan',
    Cow: 'İnek', Buffalo: 'Manda', Tiger: 'Kaplan', Deer: 'Geyik', Monkey: 'Maymun', Mongoose: 'Firavunfaresi',
    Lion: 'Aslan',
  },
  compatibilitySummary:
    'Ashtakoot: 36 üzerinden {total}; 10 poruthamdan {agreeable} tanesi uyumlu; {verdict, select, none {iki haritada da Manglik dosha yok} balanced {iki haritada da Manglik dosha var (dengeli)} other {Manglik dosha yalnızca {person} kişisinin haritasında}}.',
};
