import type { TranslatedLocale } from './text-family.js';

/**
 * The families of text a record's fallback `warnings` name (`textFallbackWarnings`), by their English name: the
 * `LocaleText` families (`LOCALE_TEXT_FAMILY_NAMES`), each `textFamily` and the names records give a family in another
 * role. tests/i18n/warnings-locale.test.ts holds this list to the names the code uses.
 */
export const TEXT_FAMILY_NAMES_EN = [
  'house meanings', 'sign descriptions', 'decans', 'planets in signs', 'planets in houses', 'degree symbols', 'aspects',
  'minor aspects', 'aspect point themes', 'sign compatibility text', 'lunar guidance text', 'day highlight sentences',
  'Vedic text', 'aspect pattern descriptions', 'chart shape words', 'planetary joy descriptions', 'electional factor sentences',
  'yoga and dosha text', 'sign keywords', 'synastry and composite text', 'predictive technique text', 'horoscope event labels',
  'natal report text', 'yoga rules and sources', 'section titles and headings', 'chart shape descriptions',
  'natal report headings', 'horoscope text',
] as const;

/** A family's English name. */
export type TextFamilyName = (typeof TEXT_FAMILY_NAMES_EN)[number];

/**
 * The family names in the languages of the translated text (issue 31): the fallback warnings arise only in these
 * four (a record's text locale is one of en, es, pt-BR, fr, de), and name the family in the record's language.
 */
export const TEXT_FAMILY_NAMES: Readonly<Record<TranslatedLocale, Readonly<Record<TextFamilyName, string>>>> = {
  es: {
    'house meanings': 'significados de las casas', 'sign descriptions': 'descripciones de los signos', decans: 'decanatos',
    'planets in signs': 'planetas en signos', 'planets in houses': 'planetas en casas', 'degree symbols': 'símbolos de los grados',
    aspects: 'aspectos', 'minor aspects': 'aspectos menores', 'aspect point themes': 'temas de los puntos en aspecto',
    'sign compatibility text': 'textos de compatibilidad de signos', 'lunar guidance text': 'textos de guía lunar',
    'day highlight sentences': 'frases destacadas del día', 'Vedic text': 'textos védicos',
    'aspect pattern descriptions': 'descripciones de configuraciones de aspectos', 'chart shape words': 'palabras de la forma de la carta',
    'planetary joy descriptions': 'descripciones de los gozos planetarios', 'electional factor sentences': 'frases de los factores electivos',
    'yoga and dosha text': 'textos de yogas y doshas', 'sign keywords': 'palabras clave de los signos',
    'synastry and composite text': 'textos de sinastría y carta compuesta', 'predictive technique text': 'textos de técnicas predictivas',
    'horoscope event labels': 'rótulos de eventos del horóscopo', 'natal report text': 'textos del informe natal',
    'yoga rules and sources': 'reglas y fuentes de los yogas', 'section titles and headings': 'títulos y encabezados',
    'chart shape descriptions': 'descripciones de la forma de la carta', 'natal report headings': 'encabezados del informe natal',
    'horoscope text': 'textos del horóscopo',
  },
  'pt-BR': {
    'house meanings': 'significados das casas', 'sign descriptions': 'descrições dos signos', decans: 'decanatos',
    'planets in signs': 'planetas nos signos', 'planets in houses': 'planetas nas casas', 'degree symbols': 'símbolos dos graus',
    aspects: 'aspectos', 'minor aspects': 'aspectos menores', 'aspect point themes': 'temas dos pontos em aspecto',
    'sign compatibility text': 'textos de compatibilidade de signos', 'lunar guidance text': 'textos de orientação lunar',
    'day highlight sentences': 'frases de destaque do dia', 'Vedic text': 'textos védicos',
    'aspect pattern descriptions': 'descrições de configurações de aspectos', 'chart shape words': 'palavras da forma do mapa',
    'planetary joy descriptions': 'descrições das alegrias planetárias', 'electional factor sentences': 'frases dos fatores eletivos',
    'yoga and dosha text': 'textos de yogas e doshas', 'sign keywords': 'palavras-chave dos signos',
    'synastry and composite text': 'textos de sinastria e mapa composto', 'predictive technique text': 'textos de técnicas preditivas',
    'horoscope event labels': 'rótulos de eventos do horóscopo', 'natal report text': 'textos do relatório natal',
    'yoga rules and sources': 'regras e fontes dos yogas', 'section titles and headings': 'títulos e cabeçalhos',
    'chart shape descriptions': 'descrições da forma do mapa', 'natal report headings': 'cabeçalhos do relatório natal',
    'horoscope text': 'textos do horóscopo',
  },
  fr: {
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
  },
  de: {
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
  },
};
