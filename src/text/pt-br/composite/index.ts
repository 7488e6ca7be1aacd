// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { CompositeText } from '../../composite-text.js';
import type { PartialText } from '../../partial-text.js';
import { COMPOSITE_HOUSES_MERCURY_PT_BR, COMPOSITE_HOUSES_MOON_PT_BR, COMPOSITE_HOUSES_SUN_PT_BR } from './houses-1.js';
import { COMPOSITE_HOUSES_JUPITER_PT_BR, COMPOSITE_HOUSES_MARS_PT_BR, COMPOSITE_HOUSES_VENUS_PT_BR } from './houses-2.js';
import {
  COMPOSITE_HOUSES_NEPTUNE_PT_BR, COMPOSITE_HOUSES_PLUTO_PT_BR, COMPOSITE_HOUSES_SATURN_PT_BR, COMPOSITE_HOUSES_URANUS_PT_BR,
} from './houses-3.js';
import { COMPOSITE_MOON_PT_BR, COMPOSITE_SUN_PT_BR } from './signs-sun-moon.js';
import { COMPOSITE_MARS_PT_BR, COMPOSITE_VENUS_PT_BR } from './signs-venus-mars.js';

/** The composite text in Brazilian Portuguese: planets in houses and bodies in signs, one member per line; absent reads English. */
export const COMPOSITE_PT_BR: PartialText<CompositeText> = {
  houses: {
    Sun: COMPOSITE_HOUSES_SUN_PT_BR,
    Moon: COMPOSITE_HOUSES_MOON_PT_BR,
    Mercury: COMPOSITE_HOUSES_MERCURY_PT_BR,
    Venus: COMPOSITE_HOUSES_VENUS_PT_BR,
    Mars: COMPOSITE_HOUSES_MARS_PT_BR,
    Jupiter: COMPOSITE_HOUSES_JUPITER_PT_BR,
    Saturn: COMPOSITE_HOUSES_SATURN_PT_BR,
    Uranus: COMPOSITE_HOUSES_URANUS_PT_BR,
    Neptune: COMPOSITE_HOUSES_NEPTUNE_PT_BR,
    Pluto: COMPOSITE_HOUSES_PLUTO_PT_BR,
  },
  signs: {
    Sun: COMPOSITE_SUN_PT_BR,
    Moon: COMPOSITE_MOON_PT_BR,
    Venus: COMPOSITE_VENUS_PT_BR,
    Mars: COMPOSITE_MARS_PT_BR,
  },
};
