// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { CompositeText } from '../../composite-text.js';
import type { PartialText } from '../../partial-text.js';
import { COMPOSITE_MOON_PT_BR, COMPOSITE_SUN_PT_BR } from './signs-sun-moon.js';
import { COMPOSITE_MARS_PT_BR, COMPOSITE_VENUS_PT_BR } from './signs-venus-mars.js';

/** The composite text in Brazilian Portuguese: planets in houses and bodies in signs, one member per line; absent reads English. */
export const COMPOSITE_PT_BR: PartialText<CompositeText> = {
  houses: {
  },
  signs: {
    Sun: COMPOSITE_SUN_PT_BR,
    Moon: COMPOSITE_MOON_PT_BR,
    Venus: COMPOSITE_VENUS_PT_BR,
    Mars: COMPOSITE_MARS_PT_BR,
  },
};
