import type { VedicWords } from '../vedic-words.js';

/** Brazilian Portuguese words of the Vedic records: the yoni animals, the nakshatra symbols and the matching summary (glossary: docs/i18n/pt-BR.md). */
export const VEDIC_WORDS_PT_BR: VedicWords = {
  yoni: {
    Horse: 'Cavalo', Elephant: 'Elefante', Sheep: 'Ovelha', Serpent: 'Serpente', Dog: 'Cão', Cat: 'Gato', Rat: 'Rato',
    Cow: 'Vaca', Buffalo: 'Búfalo', Tiger: 'Tigre', Deer: 'Cervo', Monkey: 'Macaco', Mongoose: 'Mangusto',
    Lion: 'Leão',
  },
  // The symbols as the nakshatra portraits name them (src/text/pt-br/vedic/nakshatras.ts).
  symbols: {
    Ashwini: 'Cabeça de cavalo',
    Bharani: 'Yoni (útero)',
    Krittika: 'Navalha (chama)',
    Rohini: 'Carruagem (carro de boi)',
    Mrigashira: 'Cabeça de cervo',
    Ardra: 'Lágrima (gema)',
    Punarvasu: 'Arco e aljava',
    Pushya: 'Úbere de vaca (flor)',
    Ashlesha: 'Serpente enrolada',
    Magha: 'Trono real',
    'Purva Phalguni': 'Pés dianteiros de uma cama',
    'Uttara Phalguni': 'Pés traseiros de uma cama',
    Hasta: 'Mão',
    Chitra: 'Joia cintilante',
    Swati: 'Broto novo ao vento',
    Vishakha: 'Arco triunfal',
    Anuradha: 'Lótus',
    Jyeshtha: 'Amuleto circular (guarda-sol)',
    Mula: 'Feixe de raízes',
    'Purva Ashadha': 'Peneira de joeirar (presa de elefante)',
    'Uttara Ashadha': 'Tábuas de uma cama (presa de elefante)',
    Shravana: 'Orelha (três pegadas)',
    Dhanishta: 'Tambor (mridanga)',
    Shatabhisha: 'Círculo vazio',
    'Purva Bhadrapada': 'Pés dianteiros de um leito funerário (espadas)',
    'Uttara Bhadrapada': 'Pés traseiros de um leito funerário (gêmeos)',
    Revati: 'Peixe (tambor)',
  },
  compatibilitySummary:
    'Ashtakoot {total} de 36; {agreeable, plural, one {# dos 10 poruthams é favorável} other {# dos 10 poruthams são favoráveis}}; {verdict, select, none {nenhum dos dois mapas tem dosha Manglik} balanced {dosha Manglik nos dois mapas (equilibrado)} other {dosha Manglik só no mapa da pessoa {person}}}.',
};
