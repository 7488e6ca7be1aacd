import type { Locale } from '../schemas/interpretation.js';
import { ELECTIONAL_FACTOR_TEXT_DE, ELECTIONAL_NAMES_DE } from './de/electional-factors.js';
import {
  ELECTIONAL_FACTOR_TEXT_EN, ELECTIONAL_NAMES_EN, electionalFactorDescription, electionalFactorEntry,
  type ElectionalFact, type ElectionalFactorText, type ElectionalNames,
} from './electional-factor-text.js';
import { ELECTIONAL_FACTOR_TEXT_ES, ELECTIONAL_NAMES_ES } from './es/electional-factors.js';
import { ELECTIONAL_FACTOR_TEXT_FR, ELECTIONAL_NAMES_FR } from './fr/electional-factors.js';
import { ELECTIONAL_FACTOR_TEXT_PT_BR, ELECTIONAL_NAMES_PT_BR } from './pt-br/electional-factors.js';
import { textFamily } from './text-family.js';

/**
 * The electional factors' sentences in every locale (issue 31): a family of short lines (`lines`: one sentence per
 * factor, held to the heading rule), translated in src/text/<locale>/electional-factors.ts with the names each
 * language fills them with. What a locale lacks reads English, names included, and the record names the entry in
 * `warnings`.
 */
export const ELECTIONAL_FACTOR_TEXT_FAMILY = textFamily<ElectionalFactorText>('electional factor sentences', ELECTIONAL_FACTOR_TEXT_EN, {
  es: ELECTIONAL_FACTOR_TEXT_ES, 'pt-BR': ELECTIONAL_FACTOR_TEXT_PT_BR, fr: ELECTIONAL_FACTOR_TEXT_FR, de: ELECTIONAL_FACTOR_TEXT_DE,
}, { lines: true });

/** The names the sentences of each locale are filled with (every locale has its own). */
export const ELECTIONAL_NAMES: Readonly<Record<Locale, ElectionalNames>> = {
  en: ELECTIONAL_NAMES_EN, es: ELECTIONAL_NAMES_ES, 'pt-BR': ELECTIONAL_NAMES_PT_BR, fr: ELECTIONAL_NAMES_FR, de: ELECTIONAL_NAMES_DE,
};

/**
 * @summary A factor's sentence in a locale, and the entry that read English for want of a translation (none when the
 * locale has it): an untranslated entry is worded whole in English, names and decimal point included.
 * @example electionalFactorIn({ kind: 'hour', planet: 'Sun', significator: true }, 'en').description // 'The hour of the Sun, a significator of the activity.'
 */
export function electionalFactorIn(fact: ElectionalFact, locale: Locale): { readonly description: string; readonly fellBack?: string } {
  const entry = electionalFactorEntry(fact);
  const completed = ELECTIONAL_FACTOR_TEXT_FAMILY.locales[locale];
  if (locale === 'en' || completed.missing.some((m) => m.entry === entry)) {
    const description = electionalFactorDescription(fact);
    return locale === 'en' ? { description } : { description, fellBack: entry };
  }
  return { description: electionalFactorDescription(fact, completed.text, ELECTIONAL_NAMES[locale]) };
}
