// Urania's own text, translated from its English original (src/text/en); locale de.
import type { CompositeText } from '../../composite-text.js';
import type { PartialText } from '../../partial-text.js';

/** The composite text in German: planets in houses and bodies in signs, one member per line; absent reads English. */
export const COMPOSITE_DE: PartialText<CompositeText> = {
  houses: {
  },
  signs: {
  },
};
