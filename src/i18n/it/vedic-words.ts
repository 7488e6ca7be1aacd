import type { VedicWords } from '../vedic-words.js';

/** Italian words of the Vedic records: the yoni animals, the nakshatra symbols and the matching summary (glossary: docs/i18n/it.md). */
export const VEDIC_WORDS_IT: VedicWords = {
  yoni: {
    Horse: 'Cavallo', Elephant: 'Elefante', Sheep: 'Pecora', Serpent: 'Serpente', Dog: 'Cane', Cat: 'Gatto',
    Rat: 'Topo', Cow: 'Vacca', Buffalo: 'Bufalo', Tiger: 'Tigre', Deer: 'Cervo', Monkey: 'Scimmia',
    Mongoose: 'Mangusta', Lion: 'Leone',
  },
  symbols: {
    Ashwini: 'Testa di cavallo',
    Bharani: 'Yoni (grembo)',
    Krittika: 'Rasoio (fiamma)',
    Rohini: 'Carro (carro trainato da buoi)',
    Mrigashira: 'Testa di cervo',
    Ardra: 'Lacrima (gemma)',
    Punarvasu: 'Arco e faretra',
    Pushya: 'Mammella di vacca (fiore)',
    Ashlesha: 'Serpente arrotolato',
    Magha: 'Trono reale',
    'Purva Phalguni': 'Gambe anteriori di un letto',
    'Uttara Phalguni': 'Gambe posteriori di un letto',
    Hasta: 'Mano',
    Chitra: 'Gioiello splendente',
    Swati: 'Germoglio mosso dal vento',
    Vishakha: 'Arco di trionfo',
    Anuradha: 'Loto',
    Jyeshtha: 'Amuleto rotondo (ombrello)',
    Mula: 'Fascio di radici',
    'Purva Ashadha': 'Ventilabro (zanna di elefante)',
    'Uttara Ashadha': 'Assi di un letto (zanna di elefante)',
    Shravana: 'Orecchio (tre impronte)',
    Dhanishta: 'Tamburo (mridanga)',
    Shatabhisha: 'Cerchio vuoto',
    'Purva Bhadrapada': 'Gambe anteriori di un letto funebre (spade)',
    'Uttara Bhadrapada': 'Gambe posteriori di un letto funebre (gemelli)',
    Revati: 'Pesce (tamburo)',
  },
  compatibilitySummary:
    'Ashtakoot {total} su 36; {agreeable, plural, one {# porutham su 10 è favorevole} other {# porutham su 10 sono favorevoli}}; {verdict, select, none {nessuno dei due temi ha il dosha Manglik} balanced {dosha Manglik in entrambi i temi (bilanciato)} other {dosha Manglik solo nel tema della persona {person}}}.',
};
