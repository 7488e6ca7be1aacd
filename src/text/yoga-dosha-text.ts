import type { PartialText } from './partial-text.js';
import type { Locale } from '../schemas/interpretation.js';
import type { DoshaTextId } from '../schemas/vedic-interpretation.js';
import { YOGA_DOSHA_TEXT_DE } from './de/vedic/yoga-dosha.js';
import { DOSHA_TEXT_EN } from './en/vedic/doshas.js';
import { YOGA_TEXT_EN } from './en/vedic/yogas.js';
import { YOGA_DOSHA_TEXT_ES } from './es/vedic/yoga-dosha.js';
import { YOGA_DOSHA_TEXT_FR } from './fr/vedic/yoga-dosha.js';
import { YOGA_DOSHA_TEXT_PT_BR } from './pt-br/vedic/yoga-dosha.js';
import { familyTable, textFamily } from './text-family.js';

/**
 * The words of the yogas and doshas (issue 28): original writing for Urania (docs/interpretations.md), one entry per
 * yoga of the catalogue (src/vedic/yoga-rules.ts; the text layer lies below the catalogue's, so the entries are keyed
 * by its ids as strings and tests/text/yoga-dosha-text.test.ts checks that the two match one to one) and one per
 * dosha reading (`DOSHA_TEXT_IDS`). Each says what the yoga or dosha promises, which periods (dashas) and transits
 * bring it forward, and what weakens or cancels it; 80–150 words.
 */

/** A dosha reading's words: its name and its text. */
export interface DoshaText {
  readonly name: string;
  readonly text: string;
}

/** The words of one locale. */
export interface YogaDoshaText {
  /** By the catalogue's yoga id. */
  readonly yogas: Readonly<Record<string, string>>;
  readonly doshas: Readonly<Record<DoshaTextId, DoshaText>>;
}

/** The yoga and dosha words in every locale (a translation adds its folder's `PartialText<YogaDoshaText>` here). */
export const YOGA_DOSHA_TEXT_FAMILY = textFamily<YogaDoshaText>('yoga and dosha text', { yogas: YOGA_TEXT_EN, doshas: DOSHA_TEXT_EN }, {
  de: YOGA_DOSHA_TEXT_DE,
  es: YOGA_DOSHA_TEXT_ES,
  'pt-BR': YOGA_DOSHA_TEXT_PT_BR,
  fr: YOGA_DOSHA_TEXT_FR,
});

/** The locales with yoga and dosha words (English where a translation lacks an entry). */
export const YOGA_DOSHA_TEXT_LOCALES: Readonly<Record<Locale, YogaDoshaText>> = familyTable(YOGA_DOSHA_TEXT_FAMILY);

/** @summary The yoga and dosha words of a locale (default English). */
export function yogaDoshaText(locale: Locale = 'en'): YogaDoshaText {
  return YOGA_DOSHA_TEXT_LOCALES[locale];
}

/** The yoga and dosha words of a translation, in part (issue 31): whatever is absent reads English. */
export type PartialYogaDoshaText = PartialText<YogaDoshaText>;
