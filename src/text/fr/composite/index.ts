// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { CompositeText } from '../../composite-text.js';
import type { PartialText } from '../../partial-text.js';
import { COMPOSITE_HOUSES_MERCURY_FR, COMPOSITE_HOUSES_MOON_FR, COMPOSITE_HOUSES_SUN_FR } from './houses-1.js';
import { COMPOSITE_HOUSES_JUPITER_FR, COMPOSITE_HOUSES_MARS_FR, COMPOSITE_HOUSES_VENUS_FR } from './houses-2.js';
import {
  COMPOSITE_HOUSES_NEPTUNE_FR, COMPOSITE_HOUSES_PLUTO_FR, COMPOSITE_HOUSES_SATURN_FR, COMPOSITE_HOUSES_URANUS_FR,
} from './houses-3.js';
import { COMPOSITE_MOON_FR, COMPOSITE_SUN_FR } from './signs-sun-moon.js';
import { COMPOSITE_MARS_FR, COMPOSITE_VENUS_FR } from './signs-venus-mars.js';

/** The composite text in French: planets in houses and bodies in signs, one member per line; absent reads English. */
export const COMPOSITE_FR: PartialText<CompositeText> = {
  houses: {
    Sun: COMPOSITE_HOUSES_SUN_FR,
    Moon: COMPOSITE_HOUSES_MOON_FR,
    Mercury: COMPOSITE_HOUSES_MERCURY_FR,
    Venus: COMPOSITE_HOUSES_VENUS_FR,
    Mars: COMPOSITE_HOUSES_MARS_FR,
    Jupiter: COMPOSITE_HOUSES_JUPITER_FR,
    Saturn: COMPOSITE_HOUSES_SATURN_FR,
    Uranus: COMPOSITE_HOUSES_URANUS_FR,
    Neptune: COMPOSITE_HOUSES_NEPTUNE_FR,
    Pluto: COMPOSITE_HOUSES_PLUTO_FR,
  },
  signs: {
    Sun: COMPOSITE_SUN_FR,
    Moon: COMPOSITE_MOON_FR,
    Venus: COMPOSITE_VENUS_FR,
    Mars: COMPOSITE_MARS_FR,
  },
};
