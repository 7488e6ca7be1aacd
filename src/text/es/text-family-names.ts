import type { TextFamilyName } from '../text-family-names.js';

/** The text families in Spanish, as its fallback warnings name them (src/text/text-family-names.ts). */
export const TEXT_FAMILY_NAMES_ES: Readonly<Record<TextFamilyName, string>> = {
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
};
