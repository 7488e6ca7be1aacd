import type { VedicWords } from '../vedic-words.js';

/** Spanish words of the Vedic records: the yoni animals, the nakshatra symbols and the matching summary (glossary: docs/i18n/es.md). */
export const VEDIC_WORDS_ES: VedicWords = {
  yoni: {
    Horse: 'Caballo', Elephant: 'Elefante', Sheep: 'Oveja', Serpent: 'Serpiente', Dog: 'Perro', Cat: 'Gato',
    Rat: 'Rata', Cow: 'Vaca', Buffalo: 'Búfalo', Tiger: 'Tigre', Deer: 'Ciervo', Monkey: 'Mono', Mongoose: 'Mangosta',
    Lion: 'León',
  },
  symbols: {
    Ashwini: 'Cabeza de caballo',
    Bharani: 'Yoni (útero)',
    Krittika: 'Navaja (llama)',
    Rohini: 'Carro (carreta de bueyes)',
    Mrigashira: 'Cabeza de ciervo',
    Ardra: 'Lágrima (gema)',
    Punarvasu: 'Arco y carcaj',
    Pushya: 'Ubre de vaca (flor)',
    Ashlesha: 'Serpiente enroscada',
    Magha: 'Trono real',
    'Purva Phalguni': 'Patas delanteras de una cama',
    'Uttara Phalguni': 'Patas traseras de una cama',
    Hasta: 'Mano',
    Chitra: 'Joya resplandeciente',
    Swati: 'Brote joven mecido por el viento',
    Vishakha: 'Arco de triunfo',
    Anuradha: 'Loto',
    Jyeshtha: 'Amuleto circular (sombrilla)',
    Mula: 'Manojo de raíces',
    'Purva Ashadha': 'Aventador (colmillo de elefante)',
    'Uttara Ashadha': 'Tablones de una cama (colmillo de elefante)',
    Shravana: 'Oreja (tres huellas)',
    Dhanishta: 'Tambor (mridanga)',
    Shatabhisha: 'Círculo vacío',
    'Purva Bhadrapada': 'Patas delanteras de un catre funerario (espadas)',
    'Uttara Bhadrapada': 'Patas traseras de un catre funerario (gemelos)',
    Revati: 'Pez (tambor)',
  },
  compatibilitySummary:
    'Ashtakoot {total} de 36; {agreeable, plural, one {# de los 10 poruthams es favorable} other {# de los 10 poruthams son favorables}}; {verdict, select, none {ninguna de las dos cartas tiene dosha Manglik} balanced {dosha Manglik en las dos cartas (equilibrado)} other {dosha Manglik solo en la carta de la persona {person}}}.',
};
