// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { CompositeText } from '../../composite-text.js';
import type { PartialText } from '../../partial-text.js';

/** The composite text in Brazilian Portuguese: planets in houses and bodies in signs, one member per line; absent reads English. */
export const COMPOSITE_PT_BR: PartialText<CompositeText> = {
  houses: {
  },
  signs: {
  },
};
