// Urania's own text, translated from its English original (src/text/en); locale de.
import type { DayHighlightWords } from '../day-highlight.js';
import type { PartialText } from '../partial-text.js';

/** The day highlight's sentences in German, one composing function per kind of event; absent reads English. */
export const DAY_HIGHLIGHT_WORDS_DE: PartialText<DayHighlightWords> = {};
