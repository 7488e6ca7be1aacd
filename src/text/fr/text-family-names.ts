import type { TextFamilyName } from '../text-family-names.js';

/** The text families in French, as its fallback warnings name them (src/text/text-family-names.ts). */
export const TEXT_FAMILY_NAMES_FR: Readonly<Record<TextFamilyName, string>> = {
  'house meanings': 'significations des maisons', 'sign descriptions': 'descriptions des signes', decans: 'décans',
  'planets in signs': 'planètes en signe', 'planets in houses': 'planètes en maison', 'degree symbols': 'symboles des degrés',
  aspects: 'aspects', 'minor aspects': 'aspects mineurs', 'aspect point themes': 'thèmes des points en aspect',
  'sign compatibility text': 'textes de compatibilité des signes', 'lunar guidance text': 'textes de conseils lunaires',
  'day highlight sentences': 'phrases phares du jour', 'Vedic text': 'textes védiques',
  'aspect pattern descriptions': 'descriptions des figures d’aspects', 'chart shape words': 'mots de la forme du thème',
  'planetary joy descriptions': 'descriptions des joies des planètes', 'electional factor sentences': 'phrases des facteurs d’élection',
  'yoga and dosha text': 'textes des yogas et doshas', 'sign keywords': 'mots-clés des signes',
  'synastry and composite text': 'textes de synastrie et de thème composite', 'predictive technique text': 'textes des techniques prévisionnelles',
  'horoscope event labels': 'libellés des événements de l’horoscope', 'natal report text': 'textes du rapport natal',
  'yoga rules and sources': 'règles et sources des yogas', 'section titles and headings': 'titres et intertitres',
  'chart shape descriptions': 'descriptions de la forme du thème', 'natal report headings': 'intertitres du rapport natal',
  'horoscope text': 'textes de l’horoscope',
};
