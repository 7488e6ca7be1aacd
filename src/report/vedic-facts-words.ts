import type { PartialText } from '../text/partial-text.js';
import type { Locale } from '../schemas/index.js';
import { familyTable, textFamily } from '../text/text-family.js';
import { YOGA_RULES } from '../vedic/yoga-rules.js';
import { VEDIC_FACTS_WORDS_DE } from './words/de/vedic-facts-words.js';
import { VEDIC_FACTS_WORDS_ES } from './words/es/vedic-facts-words.js';
import { VEDIC_FACTS_WORDS_FR } from './words/fr/vedic-facts-words.js';
import { VEDIC_FACTS_WORDS_PT_BR } from './words/pt-br/vedic-facts-words.js';

/** A yoga's facts as the report quotes them: its rule in words and its classical source. */
export interface YogaFactsWords {
  readonly rule: string;
  readonly source: string;
}

/**
 * The catalogue facts the Vedic report quotes in a reader's language (issue 31): each yoga's rule and source
 * (`Rule: … Source: ….`). English is the catalogue's own words, src/vedic/yoga-rules.ts, so a row added there is here
 * at once. The record `vedicYogas()` reads it too when given a `locale` (session 17); the yoga names stay English, as
 * every catalogue name does. It lives here, not in src/text, because the text layer lies below src/vedic. The
 * nakshatra symbols the report quotes are the Vedic words' (`VEDIC_WORDS`, src/i18n/vedic-words.ts), in all ten
 * label languages.
 */
export interface VedicFactsWords {
  /** By the catalogue's yoga id (`gajakesari`). */
  readonly yogas: Readonly<Record<string, YogaFactsWords>>;
}

const EN: VedicFactsWords = {
  yogas: Object.fromEntries(YOGA_RULES.map((y) => [y.id, { rule: y.rule, source: y.source }])),
};

/**
 * The Vedic report's quoted catalogue facts in every locale (issue 31): a translation adds its
 * `PartialText<VedicFactsWords>` in `translations`; an absent yoga reads English, and the report names it
 * in `warnings`.
 */
export const VEDIC_FACTS_WORDS_FAMILY = textFamily<VedicFactsWords>('yoga rules and sources', EN, {
  es: VEDIC_FACTS_WORDS_ES, 'pt-BR': VEDIC_FACTS_WORDS_PT_BR, fr: VEDIC_FACTS_WORDS_FR, de: VEDIC_FACTS_WORDS_DE,
}, { lines: true });

/** The quoted catalogue facts by locale. */
export const VEDIC_FACTS_WORDS: Readonly<Record<Locale, VedicFactsWords>> = familyTable(VEDIC_FACTS_WORDS_FAMILY);

/** The quoted catalogue facts of a translation, in part (issue 31): each absent yoga reads English. */
export type PartialVedicFactsWords = PartialText<VedicFactsWords>;
