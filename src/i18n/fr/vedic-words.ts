import type { VedicWords } from '../vedic-words.js';

/** French words of the Vedic records: the yoni animals, the nakshatra symbols and the matching summary (glossary: docs/i18n/fr.md). */
export const VEDIC_WORDS_FR: VedicWords = {
  yoni: {
    Horse: 'Cheval', Elephant: 'Éléphant', Sheep: 'Mouton', Serpent: 'Serpent', Dog: 'Chien', Cat: 'Chat', Rat: 'Rat',
    Cow: 'Vache', Buffalo: 'Buffle', Tiger: 'Tigre', Deer: 'Cerf', Monkey: 'Singe', Mongoose: 'Mangouste',
    Lion: 'Lion',
  },
  symbols: {
    Ashwini: 'Tête de cheval',
    Bharani: 'Yoni (matrice)',
    Krittika: 'Rasoir (flamme)',
    Rohini: 'Char (char à bœufs)',
    Mrigashira: 'Tête de cerf',
    Ardra: 'Larme (pierre précieuse)',
    Punarvasu: 'Arc et carquois',
    Pushya: 'Pis de vache (fleur)',
    Ashlesha: 'Serpent enroulé',
    Magha: 'Trône royal',
    'Purva Phalguni': 'Pieds avant d’un lit',
    'Uttara Phalguni': 'Pieds arrière d’un lit',
    Hasta: 'Main',
    Chitra: 'Joyau brillant',
    Swati: 'Jeune pousse dans le vent',
    Vishakha: 'Arc de triomphe',
    Anuradha: 'Lotus',
    Jyeshtha: 'Amulette ronde (parasol)',
    Mula: 'Touffe de racines',
    'Purva Ashadha': 'Van à grain (défense d’éléphant)',
    'Uttara Ashadha': 'Planches d’un lit (défense d’éléphant)',
    Shravana: 'Oreille (trois empreintes de pas)',
    Dhanishta: 'Tambour (mridanga)',
    Shatabhisha: 'Cercle vide',
    'Purva Bhadrapada': 'Pieds avant d’un lit funéraire (épées)',
    'Uttara Bhadrapada': 'Pieds arrière d’un lit funéraire (jumeaux)',
    Revati: 'Poisson (tambour)',
  },
  compatibilitySummary:
    'Ashtakoot {total} sur 36 ; {agreeable, plural, one {# porutham sur 10 est favorable} other {# poruthams sur 10 sont favorables}} ; {verdict, select, none {aucun des deux thèmes n’a de dosha Manglik} balanced {dosha Manglik dans les deux thèmes (équilibré)} other {dosha Manglik dans le seul thème de la personne {person}}}.',
};
