import type { TextFamilyName } from '../text-family-names.js';

/** The text families in German, as its fallback warnings name them (src/text/text-family-names.ts). */
export const TEXT_FAMILY_NAMES_DE: Readonly<Record<TextFamilyName, string>> = {
  'house meanings': 'Bedeutungen der Häuser', 'sign descriptions': 'Zeichenbeschreibungen', decans: 'Dekanate',
  'planets in signs': 'Planeten in den Zeichen', 'planets in houses': 'Planeten in den Häusern', 'degree symbols': 'Gradsymbole',
  aspects: 'Aspekte', 'minor aspects': 'Nebenaspekte', 'aspect point themes': 'Themen der Aspektpunkte',
  'sign compatibility text': 'Texte zur Zeichenverträglichkeit', 'lunar guidance text': 'Texte zum Mondrat',
  'day highlight sentences': 'Sätze zum Tageshöhepunkt', 'Vedic text': 'vedische Texte',
  'aspect pattern descriptions': 'Beschreibungen der Aspektfiguren', 'chart shape words': 'Wörter zur Horoskopform',
  'planetary joy descriptions': 'Beschreibungen der Planetenfreuden', 'electional factor sentences': 'Sätze zu den Faktoren der Zeitwahl',
  'yoga and dosha text': 'Texte zu Yogas und Doshas', 'sign keywords': 'Stichwörter der Zeichen',
  'synastry and composite text': 'Texte zu Synastrie und Composit', 'predictive technique text': 'Texte der Prognosetechniken',
  'horoscope event labels': 'Ereignisbezeichnungen des Horoskops', 'natal report text': 'Texte des Geburtshoroskop-Berichts',
  'yoga rules and sources': 'Yoga-Regeln und Quellen', 'section titles and headings': 'Abschnittstitel und Überschriften',
  'chart shape descriptions': 'Beschreibungen der Horoskopform', 'natal report headings': 'Überschriften des Geburtshoroskop-Berichts',
  'horoscope text': 'Horoskoptexte',
};
