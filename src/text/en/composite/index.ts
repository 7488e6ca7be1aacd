import type { CompositeText } from '../../composite-text.js';
import { COMPOSITE_HOUSES_MERCURY_EN, COMPOSITE_HOUSES_MOON_EN, COMPOSITE_HOUSES_SUN_EN } from './houses-1.js';
import { COMPOSITE_HOUSES_JUPITER_EN, COMPOSITE_HOUSES_MARS_EN, COMPOSITE_HOUSES_VENUS_EN } from './houses-2.js';
import {
  COMPOSITE_HOUSES_NEPTUNE_EN, COMPOSITE_HOUSES_PLUTO_EN, COMPOSITE_HOUSES_SATURN_EN, COMPOSITE_HOUSES_URANUS_EN,
} from './houses-3.js';
import { COMPOSITE_MOON_EN, COMPOSITE_SUN_EN } from './signs-sun-moon.js';
import { COMPOSITE_MARS_EN, COMPOSITE_VENUS_EN } from './signs-venus-mars.js';

/** The English composite text: 10 × 12 planets in houses and 4 × 12 bodies in signs (Urania's own writing). */
export const COMPOSITE_EN: CompositeText = {
  houses: {
    Sun: COMPOSITE_HOUSES_SUN_EN,
    Moon: COMPOSITE_HOUSES_MOON_EN,
    Mercury: COMPOSITE_HOUSES_MERCURY_EN,
    Venus: COMPOSITE_HOUSES_VENUS_EN,
    Mars: COMPOSITE_HOUSES_MARS_EN,
    Jupiter: COMPOSITE_HOUSES_JUPITER_EN,
    Saturn: COMPOSITE_HOUSES_SATURN_EN,
    Uranus: COMPOSITE_HOUSES_URANUS_EN,
    Neptune: COMPOSITE_HOUSES_NEPTUNE_EN,
    Pluto: COMPOSITE_HOUSES_PLUTO_EN,
  },
  signs: { Sun: COMPOSITE_SUN_EN, Moon: COMPOSITE_MOON_EN, Venus: COMPOSITE_VENUS_EN, Mars: COMPOSITE_MARS_EN },
};
