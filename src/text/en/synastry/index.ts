import type { SynastryText } from '../../synastry-text.js';
import { SYNASTRY_ASCENDANT_EN } from './ascendant.js';
import { SYNASTRY_MARS_EN } from './mars.js';
import { SYNASTRY_MERCURY_EN } from './mercury.js';
import { SYNASTRY_MOON_EN } from './moon.js';
import { OVERLAYS_MERCURY_EN, OVERLAYS_MOON_EN, OVERLAYS_SUN_EN } from './overlays-1.js';
import { OVERLAYS_JUPITER_EN, OVERLAYS_MARS_EN, OVERLAYS_VENUS_EN } from './overlays-2.js';
import { OVERLAYS_NEPTUNE_EN, OVERLAYS_PLUTO_EN, OVERLAYS_SATURN_EN, OVERLAYS_URANUS_EN } from './overlays-3.js';
import { SYNASTRY_SLOW_EN } from './slow.js';
import { SYNASTRY_SUN_EN } from './sun.js';
import { SYNASTRY_VENUS_EN } from './venus.js';

/** The English synastry text: 78 pairs × 3 aspect families, and 10 × 12 house overlays (Urania's own writing). */
export const SYNASTRY_EN: SynastryText = {
  pairs: [
    ...SYNASTRY_SUN_EN,
    ...SYNASTRY_MOON_EN,
    ...SYNASTRY_MERCURY_EN,
    ...SYNASTRY_VENUS_EN,
    ...SYNASTRY_MARS_EN,
    ...SYNASTRY_ASCENDANT_EN,
    ...SYNASTRY_SLOW_EN,
  ],
  overlays: {
    Sun: OVERLAYS_SUN_EN,
    Moon: OVERLAYS_MOON_EN,
    Mercury: OVERLAYS_MERCURY_EN,
    Venus: OVERLAYS_VENUS_EN,
    Mars: OVERLAYS_MARS_EN,
    Jupiter: OVERLAYS_JUPITER_EN,
    Saturn: OVERLAYS_SATURN_EN,
    Uranus: OVERLAYS_URANUS_EN,
    Neptune: OVERLAYS_NEPTUNE_EN,
    Pluto: OVERLAYS_PLUTO_EN,
  },
};
