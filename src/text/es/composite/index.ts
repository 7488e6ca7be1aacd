// Urania's own text, translated from its English original (src/text/en); locale es.
import type { CompositeText } from '../../composite-text.js';
import type { PartialText } from '../../partial-text.js';

/** The composite text in Spanish: planets in houses and bodies in signs, one member per line; absent reads English. */
export const COMPOSITE_ES: PartialText<CompositeText> = {
  houses: {
  },
  signs: {
  },
};
