// Urania's own text, translated from its English original (src/text/en); locale es.
import type { CompositeText } from '../../composite-text.js';
import type { PartialText } from '../../partial-text.js';
import { COMPOSITE_HOUSES_MERCURY_ES, COMPOSITE_HOUSES_MOON_ES, COMPOSITE_HOUSES_SUN_ES } from './houses-1.js';
import { COMPOSITE_HOUSES_JUPITER_ES, COMPOSITE_HOUSES_MARS_ES, COMPOSITE_HOUSES_VENUS_ES } from './houses-2.js';
import {
  COMPOSITE_HOUSES_NEPTUNE_ES, COMPOSITE_HOUSES_PLUTO_ES, COMPOSITE_HOUSES_SATURN_ES, COMPOSITE_HOUSES_URANUS_ES,
} from './houses-3.js';
import { COMPOSITE_MOON_ES, COMPOSITE_SUN_ES } from './signs-sun-moon.js';
import { COMPOSITE_MARS_ES, COMPOSITE_VENUS_ES } from './signs-venus-mars.js';

/** The composite text in Spanish: planets in houses and bodies in signs, one member per line; absent reads English. */
export const COMPOSITE_ES: PartialText<CompositeText> = {
  houses: {
    Sun: COMPOSITE_HOUSES_SUN_ES,
    Moon: COMPOSITE_HOUSES_MOON_ES,
    Mercury: COMPOSITE_HOUSES_MERCURY_ES,
    Venus: COMPOSITE_HOUSES_VENUS_ES,
    Mars: COMPOSITE_HOUSES_MARS_ES,
    Jupiter: COMPOSITE_HOUSES_JUPITER_ES,
    Saturn: COMPOSITE_HOUSES_SATURN_ES,
    Uranus: COMPOSITE_HOUSES_URANUS_ES,
    Neptune: COMPOSITE_HOUSES_NEPTUNE_ES,
    Pluto: COMPOSITE_HOUSES_PLUTO_ES,
  },
  signs: {
    Sun: COMPOSITE_SUN_ES,
    Moon: COMPOSITE_MOON_ES,
    Venus: COMPOSITE_VENUS_ES,
    Mars: COMPOSITE_MARS_ES,
  },
};
