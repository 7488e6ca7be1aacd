// Urania's own text, translated from its English original (src/text/en); locale de.
import type { CompositeText } from '../../composite-text.js';
import type { PartialText } from '../../partial-text.js';
import { COMPOSITE_HOUSES_MERCURY_DE, COMPOSITE_HOUSES_MOON_DE, COMPOSITE_HOUSES_SUN_DE } from './houses-1.js';
import { COMPOSITE_HOUSES_JUPITER_DE, COMPOSITE_HOUSES_MARS_DE, COMPOSITE_HOUSES_VENUS_DE } from './houses-2.js';
import { COMPOSITE_HOUSES_NEPTUNE_DE, COMPOSITE_HOUSES_PLUTO_DE, COMPOSITE_HOUSES_SATURN_DE, COMPOSITE_HOUSES_URANUS_DE } from './houses-3.js';
import { COMPOSITE_MOON_DE, COMPOSITE_SUN_DE } from './signs-sun-moon.js';
import { COMPOSITE_MARS_DE, COMPOSITE_VENUS_DE } from './signs-venus-mars.js';

/** The composite text in German: planets in houses and bodies in signs, one member per line; absent reads English. */
export const COMPOSITE_DE: PartialText<CompositeText> = {
  houses: {
    Sun: COMPOSITE_HOUSES_SUN_DE,
    Moon: COMPOSITE_HOUSES_MOON_DE,
    Mercury: COMPOSITE_HOUSES_MERCURY_DE,
    Venus: COMPOSITE_HOUSES_VENUS_DE,
    Mars: COMPOSITE_HOUSES_MARS_DE,
    Jupiter: COMPOSITE_HOUSES_JUPITER_DE,
    Saturn: COMPOSITE_HOUSES_SATURN_DE,
    Uranus: COMPOSITE_HOUSES_URANUS_DE,
    Neptune: COMPOSITE_HOUSES_NEPTUNE_DE,
    Pluto: COMPOSITE_HOUSES_PLUTO_DE,
  },
  signs: {
    Sun: COMPOSITE_SUN_DE,
    Moon: COMPOSITE_MOON_DE,
    Venus: COMPOSITE_VENUS_DE,
    Mars: COMPOSITE_MARS_DE,
  },
};
