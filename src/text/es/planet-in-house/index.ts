// Urania's own text, translated from its English original (src/text/en); locale es.
import type { TextBody } from '../../placement-keys.js';
import type { PlacementText } from '../../placement-text.js';
import { CHIRON_IN_HOUSE_ES } from './chiron.js';
import { JUPITER_IN_HOUSE_ES } from './jupiter.js';
import { LILITH_IN_HOUSE_ES } from './lilith.js';
import { MARS_IN_HOUSE_ES } from './mars.js';
import { MERCURY_IN_HOUSE_ES } from './mercury.js';
import { MOON_IN_HOUSE_ES } from './moon.js';
import { NEPTUNE_IN_HOUSE_ES } from './neptune.js';
import { NORTH_NODE_IN_HOUSE_ES } from './north-node.js';
import { PLUTO_IN_HOUSE_ES } from './pluto.js';
import { SATURN_IN_HOUSE_ES } from './saturn.js';
import { SUN_IN_HOUSE_ES } from './sun.js';
import { URANUS_IN_HOUSE_ES } from './uranus.js';
import { VENUS_IN_HOUSE_ES } from './venus.js';

/** Cada cuerpo en cada casa (de la 1 a la 12, en orden), en español: un archivo por cuerpo. */
export const PLANET_IN_HOUSE_ES: Readonly<Partial<Record<TextBody, readonly (PlacementText | undefined)[]>>> = {
  Sun: SUN_IN_HOUSE_ES,
  Moon: MOON_IN_HOUSE_ES,
  Mercury: MERCURY_IN_HOUSE_ES,
  Venus: VENUS_IN_HOUSE_ES,
  Mars: MARS_IN_HOUSE_ES,
  Jupiter: JUPITER_IN_HOUSE_ES,
  Saturn: SATURN_IN_HOUSE_ES,
  Uranus: URANUS_IN_HOUSE_ES,
  Neptune: NEPTUNE_IN_HOUSE_ES,
  Pluto: PLUTO_IN_HOUSE_ES,
  Chiron: CHIRON_IN_HOUSE_ES,
  NorthNode: NORTH_NODE_IN_HOUSE_ES,
  LilithMean: LILITH_IN_HOUSE_ES,
};
