import type { HouseTransitBody, SlowTransitBody, SlowTransitTexts } from '../../technique-text.js';
import { JUPITER_THROUGH_HOUSES_EN, NEPTUNE_THROUGH_HOUSES_EN, PLUTO_THROUGH_HOUSES_EN, SATURN_THROUGH_HOUSES_EN, URANUS_THROUGH_HOUSES_EN } from './houses-outer.js';
import { MARS_THROUGH_HOUSES_EN, MERCURY_THROUGH_HOUSES_EN, MOON_THROUGH_HOUSES_EN, SUN_THROUGH_HOUSES_EN, VENUS_THROUGH_HOUSES_EN } from './houses-personal.js';
import { JUPITER_TRANSITS_EN } from './jupiter.js';
import { MARS_TRANSITS_EN } from './mars.js';
import { NEPTUNE_TRANSITS_EN } from './neptune.js';
import { NORTH_NODE_TRANSITS_EN } from './north-node.js';
import { PLUTO_TRANSITS_EN } from './pluto.js';
import { SATURN_TRANSITS_EN } from './saturn.js';
import { URANUS_TRANSITS_EN } from './uranus.js';

export { FAST_ASPECT_CLAUSES_EN, FAST_TRANSITS_EN } from './fast.js';

/** Mars to Pluto and the North Node to each natal point, by aspect family (one file per transiting body). */
export const SLOW_TRANSITS_EN: Readonly<Record<SlowTransitBody, SlowTransitTexts>> = {
  Mars: MARS_TRANSITS_EN,
  Jupiter: JUPITER_TRANSITS_EN,
  Saturn: SATURN_TRANSITS_EN,
  Uranus: URANUS_TRANSITS_EN,
  Neptune: NEPTUNE_TRANSITS_EN,
  Pluto: PLUTO_TRANSITS_EN,
  NorthNode: NORTH_NODE_TRANSITS_EN,
};

/** The Sun to Pluto through each natal house, 1 to 12. */
export const HOUSE_TRANSITS_EN: Readonly<Record<HouseTransitBody, readonly string[]>> = {
  Sun: SUN_THROUGH_HOUSES_EN,
  Moon: MOON_THROUGH_HOUSES_EN,
  Mercury: MERCURY_THROUGH_HOUSES_EN,
  Venus: VENUS_THROUGH_HOUSES_EN,
  Mars: MARS_THROUGH_HOUSES_EN,
  Jupiter: JUPITER_THROUGH_HOUSES_EN,
  Saturn: SATURN_THROUGH_HOUSES_EN,
  Uranus: URANUS_THROUGH_HOUSES_EN,
  Neptune: NEPTUNE_THROUGH_HOUSES_EN,
  Pluto: PLUTO_THROUGH_HOUSES_EN,
};
