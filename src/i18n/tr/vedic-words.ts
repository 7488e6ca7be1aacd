import type { VedicWords } from '../vedic-words.js';

/** Turkish words of the Vedic records: the yoni animals, the nakshatra symbols and the matching summary (glossary: docs/i18n/tr.md). */
export const VEDIC_WORDS_TR: VedicWords = {
  yoni: {
    Horse: 'At', Elephant: 'Fil', Sheep: 'Koyun', Serpent: 'Yılan', Dog: 'Köpek', Cat: 'Kedi', Rat: 'Sıçan',
    Cow: 'İnek', Buffalo: 'Manda', Tiger: 'Kaplan', Deer: 'Geyik', Monkey: 'Maymun', Mongoose: 'Firavunfaresi',
    Lion: 'Aslan',
  },
  symbols: {
    Ashwini: 'At başı',
    Bharani: 'Yoni (rahim)',
    Krittika: 'Ustura (alev)',
    Rohini: 'Araba (öküz arabası)',
    Mrigashira: 'Geyik başı',
    Ardra: 'Gözyaşı (değerli taş)',
    Punarvasu: 'Yay ve sadak',
    Pushya: 'İnek memesi (çiçek)',
    Ashlesha: 'Çöreklenmiş yılan',
    Magha: 'Kral tahtı',
    'Purva Phalguni': 'Bir yatağın ön ayakları',
    'Uttara Phalguni': 'Bir yatağın arka ayakları',
    Hasta: 'El',
    Chitra: 'Parlak mücevher',
    Swati: 'Rüzgârda genç filiz',
    Vishakha: 'Zafer takı',
    Anuradha: 'Lotus çiçeği',
    Jyeshtha: 'Yuvarlak muska (şemsiye)',
    Mula: 'Kök demeti',
    'Purva Ashadha': 'Harman yelpazesi (fil dişi)',
    'Uttara Ashadha': 'Bir yatağın tahtaları (fil dişi)',
    Shravana: 'Kulak (üç ayak izi)',
    Dhanishta: 'Davul (mridanga)',
    Shatabhisha: 'Boş çember',
    'Purva Bhadrapada': 'Bir cenaze yatağının ön ayakları (kılıçlar)',
    'Uttara Bhadrapada': 'Bir cenaze yatağının arka ayakları (ikizler)',
    Revati: 'Balık (davul)',
  },
  compatibilitySummary:
    'Ashtakoot: 36 üzerinden {total}; 10 poruthamdan {agreeable} tanesi uyumlu; {verdict, select, none {iki haritada da Manglik dosha yok} balanced {iki haritada da Manglik dosha var (dengeli)} other {Manglik dosha yalnızca {person} kişisinin haritasında}}.',
};
