import type { VedicWords } from '../vedic-words.js';

/** German words of the Vedic records: the yoni animals, the nakshatra symbols and the matching summary (glossary: docs/i18n/de.md). */
export const VEDIC_WORDS_DE: VedicWords = {
  yoni: {
    Horse: 'Pferd', Elephant: 'Elefant', Sheep: 'Schaf', Serpent: 'Schlange', Dog: 'Hund', Cat: 'Katze', Rat: 'Ratte',
    Cow: 'Kuh', Buffalo: 'Büffel', Tiger: 'Tiger', Deer: 'Hirsch', Monkey: 'Affe', Mongoose: 'Mungo', Lion: 'Löwe',
  },
  symbols: {
    Ashwini: 'Pferdekopf',
    Bharani: 'Yoni (Schoß)',
    Krittika: 'Rasiermesser (Flamme)',
    Rohini: 'Wagen (Ochsenkarren)',
    Mrigashira: 'Hirschkopf',
    Ardra: 'Träne (Edelstein)',
    Punarvasu: 'Bogen und Köcher',
    Pushya: 'Kuheuter (Blume)',
    Ashlesha: 'Zusammengerollte Schlange',
    Magha: 'Königsthron',
    'Purva Phalguni': 'Vorderbeine eines Bettes',
    'Uttara Phalguni': 'Hinterbeine eines Bettes',
    Hasta: 'Hand',
    Chitra: 'Leuchtendes Juwel',
    Swati: 'Junger Trieb im Wind',
    Vishakha: 'Triumphbogen',
    Anuradha: 'Lotus',
    Jyeshtha: 'Rundes Amulett (Schirm)',
    Mula: 'Wurzelbündel',
    'Purva Ashadha': 'Worfschaufel (Elefantenstoßzahn)',
    'Uttara Ashadha': 'Bretter eines Bettes (Elefantenstoßzahn)',
    Shravana: 'Ohr (drei Fußspuren)',
    Dhanishta: 'Trommel (Mridanga)',
    Shatabhisha: 'Leerer Kreis',
    'Purva Bhadrapada': 'Vorderbeine einer Totenbahre (Schwerter)',
    'Uttara Bhadrapada': 'Hinterbeine einer Totenbahre (Zwillinge)',
    Revati: 'Fisch (Trommel)',
  },
  compatibilitySummary:
    'Ashtakoot {total} von 36 Punkten; {agreeable, plural, one {# der 10 Poruthams ist günstig} other {# der 10 Poruthams sind günstig}}; {verdict, select, none {in keinem der beiden Horoskope ein Manglik-Dosha} balanced {Manglik-Dosha in beiden Horoskopen (ausgeglichen)} other {Manglik-Dosha nur im Horoskop von Person {person}}}.',
};
