import { TECHNIQUE_TEXT_EN } from './en/technique.js';
import { TECHNIQUE_TEXT_DE } from './de/technique.js';
import { TECHNIQUE_TEXT_ES } from './es/technique.js';
import { TECHNIQUE_TEXT_FR } from './fr/technique.js';
import { TECHNIQUE_TEXT_PT_BR } from './pt-br/technique.js';
import type { Locale } from '../schemas/interpretation.js';
import type { TechniqueText } from './technique-text.js';
import { familyTable, textFamily } from './text-family.js';

/**
 * The words of the predictive techniques in every locale: a translation adds its folder's `PartialTechniqueText` here
 * (`src/text/<locale>/technique.ts`), completed with English entry by entry.
 */
export const TECHNIQUE_TEXT_FAMILY = textFamily<TechniqueText>('predictive technique text', TECHNIQUE_TEXT_EN, {
  de: TECHNIQUE_TEXT_DE,
  es: TECHNIQUE_TEXT_ES,
  'pt-BR': TECHNIQUE_TEXT_PT_BR,
  fr: TECHNIQUE_TEXT_FR,
});

/** The locales with words for the predictive techniques (English where a translation lacks an entry). */
export const TECHNIQUE_TEXT_LOCALES: Readonly<Record<Locale, TechniqueText>> = familyTable(TECHNIQUE_TEXT_FAMILY);

/** @summary The words of the predictive techniques in a locale (default English). */
export function techniqueText(locale: Locale = 'en'): TechniqueText {
  return TECHNIQUE_TEXT_LOCALES[locale];
}
