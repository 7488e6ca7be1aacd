import type { PartialText } from '../text/partial-text.js';
import type { Locale } from '../schemas/index.js';
import { familyTable, textFamily } from '../text/text-family.js';
import { NAKSHATRAS } from '../vedic/nakshatras.js';
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
 * The catalogue facts the Vedic report quotes in a reader's language (issue 31): each nakshatra's symbol (its lead
 * line, `symbol Royal throne`) and each yoga's rule and source (`Rule: … Source: ….`). English is the catalogues'
 * own words, src/vedic/nakshatras.ts and src/vedic/yoga-rules.ts, so a row added there is here at once. The records
 * `nakshatraLookup()` and `vedicYogas()` read it too when given a `locale` (session 17); their names stay English, as
 * every catalogue name does. It lives here, not in src/text, because the text layer lies below src/vedic.
 */
export interface VedicFactsWords {
  /** By the nakshatra's name (`Magha`). */
  readonly symbols: Readonly<Record<string, string>>;
  /** By the catalogue's yoga id (`gajakesari`). */
  readonly yogas: Readonly<Record<string, YogaFactsWords>>;
}

const EN: VedicFactsWords = {
  symbols: Object.fromEntries(NAKSHATRAS.map((n) => [n.name, n.symbol])),
  yogas: Object.fromEntries(YOGA_RULES.map((y) => [y.id, { rule: y.rule, source: y.source }])),
};

/**
 * The Vedic report's quoted catalogue facts in every locale (issue 31): a translation adds its
 * `PartialText<VedicFactsWords>` in `translations`; an absent symbol or yoga reads English, and the report names it
 * in `warnings`.
 */
export const VEDIC_FACTS_WORDS_FAMILY = textFamily<VedicFactsWords>('nakshatra symbols and yoga rules', EN, {
  es: VEDIC_FACTS_WORDS_ES, 'pt-BR': VEDIC_FACTS_WORDS_PT_BR, fr: VEDIC_FACTS_WORDS_FR, de: VEDIC_FACTS_WORDS_DE,
}, { lines: true });

/** The quoted catalogue facts by locale. */
export const VEDIC_FACTS_WORDS: Readonly<Record<Locale, VedicFactsWords>> = familyTable(VEDIC_FACTS_WORDS_FAMILY);

/** The quoted catalogue facts of a translation, in part (issue 31): each absent symbol or yoga reads English. */
export type PartialVedicFactsWords = PartialText<VedicFactsWords>;
