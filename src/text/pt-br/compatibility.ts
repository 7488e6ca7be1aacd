// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { CompatibilityText } from '../compatibility-text.js';
import type { PartialText } from '../partial-text.js';

/** The sign-compatibility text in Brazilian Portuguese: by the element pair, the modality pair and the natural aspect; absent reads English. */
export const COMPATIBILITY_TEXT_PT_BR: PartialText<CompatibilityText> = {};
