import type { Locale } from '../schemas/interpretation.js';
import type { DoshaTextId } from '../schemas/vedic-interpretation.js';
import { DOSHA_TEXT_EN } from './en/vedic/doshas.js';
import { YOGA_TEXT_EN } from './en/vedic/yogas.js';
import { everyLocale } from './every-locale.js';

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

/** The locales with yoga and dosha words (a translation adds its folder's entry here). */
export const YOGA_DOSHA_TEXT_LOCALES: Readonly<Record<Locale, YogaDoshaText>> = everyLocale<YogaDoshaText>({ yogas: YOGA_TEXT_EN, doshas: DOSHA_TEXT_EN });

/** @summary The yoga and dosha words of a locale (default English). */
export function yogaDoshaText(locale: Locale = 'en'): YogaDoshaText {
  return YOGA_DOSHA_TEXT_LOCALES[locale];
}
