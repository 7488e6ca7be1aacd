import type { VedicWords } from '../vedic-words.js';

/** Hindi words of the Vedic records: the yoni animals, the nakshatra symbols and the matching summary (glossary: docs/i18n/hi.md). */
export const VEDIC_WORDS_HI: VedicWords = {
  yoni: {
    Horse: 'अश्व', Elephant: 'गज', Sheep: 'मेष', Serpent: 'सर्प', Dog: 'श्वान', Cat: 'मार्जार', Rat: 'मूषक',
    Cow: 'गौ', Buffalo: 'महिष', Tiger: 'व्याघ्र', Deer: 'मृग', Monkey: 'वानर', Mongoose: 'नकुल', Lion: 'सिंह',
  },
  symbols: {
    Ashwini: 'अश्व का सिर',
    Bharani: 'योनि (गर्भ)',
    Krittika: 'छुरा (अग्निशिखा)',
    Rohini: 'रथ (बैलगाड़ी)',
    Mrigashira: 'मृग का सिर',
    Ardra: 'अश्रुबिंदु (रत्न)',
    Punarvasu: 'धनुष और तरकश',
    Pushya: 'गौ का थन (पुष्प)',
    Ashlesha: 'कुंडलित सर्प',
    Magha: 'राजसिंहासन',
    'Purva Phalguni': 'पलंग के अगले पाए',
    'Uttara Phalguni': 'पलंग के पिछले पाए',
    Hasta: 'हाथ',
    Chitra: 'उज्ज्वल मणि',
    Swati: 'पवन में डोलता अंकुर',
    Vishakha: 'विजय तोरण',
    Anuradha: 'कमल',
    Jyeshtha: 'गोल ताबीज़ (छत्र)',
    Mula: 'जड़ों का गुच्छा',
    'Purva Ashadha': 'सूप (गजदंत)',
    'Uttara Ashadha': 'पलंग के तख्ते (गजदंत)',
    Shravana: 'कान (तीन पदचिह्न)',
    Dhanishta: 'मृदंग',
    Shatabhisha: 'रिक्त वृत्त',
    'Purva Bhadrapada': 'अर्थी के अगले पाए (तलवारें)',
    'Uttara Bhadrapada': 'अर्थी के पिछले पाए (जुड़वाँ)',
    Revati: 'मछली (ढोल)',
  },
  compatibilitySummary:
    'अष्टकूट: 36 में से {total} गुण; 10 में से {agreeable} पोरुथम अनुकूल; {verdict, select, none {किसी भी कुंडली में मांगलिक दोष नहीं} balanced {दोनों कुंडलियों में मांगलिक दोष (संतुलित)} other {मांगलिक दोष केवल व्यक्ति {person} की कुंडली में}}।',
};
