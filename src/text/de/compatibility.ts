// Urania's own text, translated from its English original (src/text/en); locale de.
import type { CompatibilityText } from '../compatibility-text.js';
import type { PartialText } from '../partial-text.js';

/** The sign-compatibility text in German: by the element pair, the modality pair and the natural aspect; absent reads English. */
export const COMPATIBILITY_TEXT_DE: PartialText<CompatibilityText> = {};
