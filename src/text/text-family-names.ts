import type { TranslatedLocale } from './text-family.js';
import { TEXT_FAMILY_NAMES_ES } from './es/text-family-names.js';
import { TEXT_FAMILY_NAMES_PT_BR } from './pt-br/text-family-names.js';
import { TEXT_FAMILY_NAMES_FR } from './fr/text-family-names.js';
import { TEXT_FAMILY_NAMES_DE } from './de/text-family-names.js';

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
  es: TEXT_FAMILY_NAMES_ES,
  'pt-BR': TEXT_FAMILY_NAMES_PT_BR,
  fr: TEXT_FAMILY_NAMES_FR,
  de: TEXT_FAMILY_NAMES_DE,
};
