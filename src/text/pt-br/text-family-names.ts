import type { TextFamilyName } from '../text-family-names.js';

/** The text families in Brazilian Portuguese, as its fallback warnings name them (src/text/text-family-names.ts). */
export const TEXT_FAMILY_NAMES_PT_BR: Readonly<Record<TextFamilyName, string>> = {
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
};
