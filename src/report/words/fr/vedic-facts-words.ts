import type { PartialVedicFactsWords } from '../../vedic-facts-words.js';

/**
 * The nakshatra symbols and the yoga rules and sources the Vedic report quotes, in French (issue 31): one member
 * per line, by the nakshatra's name and the catalogue's yoga id; whatever is absent reads English.
 */
export const VEDIC_FACTS_WORDS_FR: PartialVedicFactsWords = {
  symbols: {},
  yogas: {},
};
