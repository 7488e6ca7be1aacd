// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { TextBody } from '../../placement-keys.js';
import type { PlacementText } from '../../placement-text.js';
import { CHIRON_IN_HOUSE_FR } from './chiron.js';
import { JUPITER_IN_HOUSE_FR } from './jupiter.js';
import { LILITH_IN_HOUSE_FR } from './lilith.js';
import { MARS_IN_HOUSE_FR } from './mars.js';
import { MERCURY_IN_HOUSE_FR } from './mercury.js';
import { MOON_IN_HOUSE_FR } from './moon.js';
import { NEPTUNE_IN_HOUSE_FR } from './neptune.js';
import { NORTH_NODE_IN_HOUSE_FR } from './north-node.js';
import { PLUTO_IN_HOUSE_FR } from './pluto.js';
import { SATURN_IN_HOUSE_FR } from './saturn.js';
import { SUN_IN_HOUSE_FR } from './sun.js';
import { URANUS_IN_HOUSE_FR } from './uranus.js';
import { VENUS_IN_HOUSE_FR } from './venus.js';

/** Chaque corps traduit dans chacune des maisons (1 à 12, dans l’ordre), en français ; un corps absent retombe sur l’anglais. */
export const PLANET_IN_HOUSE_FR: Readonly<Partial<Record<TextBody, readonly (PlacementText | undefined)[]>>> = {
  Sun: SUN_IN_HOUSE_FR,
  Moon: MOON_IN_HOUSE_FR,
  Mercury: MERCURY_IN_HOUSE_FR,
  Venus: VENUS_IN_HOUSE_FR,
  Mars: MARS_IN_HOUSE_FR,
  Jupiter: JUPITER_IN_HOUSE_FR,
  Saturn: SATURN_IN_HOUSE_FR,
  Uranus: URANUS_IN_HOUSE_FR,
  Neptune: NEPTUNE_IN_HOUSE_FR,
  Pluto: PLUTO_IN_HOUSE_FR,
  Chiron: CHIRON_IN_HOUSE_FR,
  NorthNode: NORTH_NODE_IN_HOUSE_FR,
  LilithMean: LILITH_IN_HOUSE_FR,
};
