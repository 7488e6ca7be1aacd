import type { TextBody } from '../../placement-keys.js';
import type { PlacementText } from '../../placement-text.js';
import { CHIRON_IN_HOUSE_EN } from './chiron.js';
import { JUPITER_IN_HOUSE_EN } from './jupiter.js';
import { LILITH_IN_HOUSE_EN } from './lilith.js';
import { MARS_IN_HOUSE_EN } from './mars.js';
import { MERCURY_IN_HOUSE_EN } from './mercury.js';
import { MOON_IN_HOUSE_EN } from './moon.js';
import { NEPTUNE_IN_HOUSE_EN } from './neptune.js';
import { NORTH_NODE_IN_HOUSE_EN } from './north-node.js';
import { PLUTO_IN_HOUSE_EN } from './pluto.js';
import { SATURN_IN_HOUSE_EN } from './saturn.js';
import { SUN_IN_HOUSE_EN } from './sun.js';
import { URANUS_IN_HOUSE_EN } from './uranus.js';
import { VENUS_IN_HOUSE_EN } from './venus.js';

/** Each text body in each house (1 to 12 in order), English (one file per body, Urania's own writing). */
export const PLANET_IN_HOUSE_EN: Readonly<Record<TextBody, readonly PlacementText[]>> = {
  Sun: SUN_IN_HOUSE_EN,
  Moon: MOON_IN_HOUSE_EN,
  Mercury: MERCURY_IN_HOUSE_EN,
  Venus: VENUS_IN_HOUSE_EN,
  Mars: MARS_IN_HOUSE_EN,
  Jupiter: JUPITER_IN_HOUSE_EN,
  Saturn: SATURN_IN_HOUSE_EN,
  Uranus: URANUS_IN_HOUSE_EN,
  Neptune: NEPTUNE_IN_HOUSE_EN,
  Pluto: PLUTO_IN_HOUSE_EN,
  Chiron: CHIRON_IN_HOUSE_EN,
  NorthNode: NORTH_NODE_IN_HOUSE_EN,
  LilithMean: LILITH_IN_HOUSE_EN,
};
