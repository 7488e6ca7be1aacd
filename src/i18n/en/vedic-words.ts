import type { VedicWords } from '../vedic-words.js';

/** English words of the Vedic records: the yoni animals, the nakshatra symbols and the matching summary as the records wrote them before (unchanged). */
export const VEDIC_WORDS_EN: VedicWords = {
  yoni: {
    Horse: 'Horse', Elephant: 'Elephant', Sheep: 'Sheep', Serpent: 'Serpent', Dog: 'Dog', Cat: 'Cat', Rat: 'Rat',
    Cow: 'Cow', Buffalo: 'Buffalo', Tiger: 'Tiger', Deer: 'Deer', Monkey: 'Monkey', Mongoose: 'Mongoose',
    Lion: 'Lion',
  },
  symbols: {
    Ashwini: "Horse's head",
    Bharani: 'Yoni (womb)',
    Krittika: 'Razor (flame)',
    Rohini: 'Chariot (ox cart)',
    Mrigashira: "Deer's head",
    Ardra: 'Teardrop (gem)',
    Punarvasu: 'Bow and quiver',
    Pushya: "Cow's udder (flower)",
    Ashlesha: 'Coiled serpent',
    Magha: 'Royal throne',
    'Purva Phalguni': 'Front legs of a bed',
    'Uttara Phalguni': 'Back legs of a bed',
    Hasta: 'Hand',
    Chitra: 'Bright jewel',
    Swati: 'Young shoot in the wind',
    Vishakha: 'Triumphal arch',
    Anuradha: 'Lotus',
    Jyeshtha: 'Circular amulet (umbrella)',
    Mula: 'Bunch of roots',
    'Purva Ashadha': 'Winnowing fan (elephant tusk)',
    'Uttara Ashadha': 'Planks of a bed (elephant tusk)',
    Shravana: 'Ear (three footprints)',
    Dhanishta: 'Drum (mridanga)',
    Shatabhisha: 'Empty circle',
    'Purva Bhadrapada': 'Front legs of a funeral cot (swords)',
    'Uttara Bhadrapada': 'Back legs of a funeral cot (twins)',
    Revati: 'Fish (drum)',
  },
  compatibilitySummary:
    'Ashtakoot {total} of 36; {agreeable} of the 10 poruthams agree; {verdict, select, none {no Manglik dosha in either chart} balanced {Manglik in both charts (balanced)} other {Manglik in person {person}\'s chart only}}.',
};
