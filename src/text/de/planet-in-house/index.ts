// Urania's own text, translated from its English original (src/text/en); locale de.
import type { TextBody } from '../../placement-keys.js';
import type { PlacementText } from '../../placement-text.js';
import { JUPITER_IN_HOUSE_DE } from './jupiter.js';
import { MARS_IN_HOUSE_DE } from './mars.js';
import { MERCURY_IN_HOUSE_DE } from './mercury.js';
import { MOON_IN_HOUSE_DE } from './moon.js';
import { NEPTUNE_IN_HOUSE_DE } from './neptune.js';
import { PLUTO_IN_HOUSE_DE } from './pluto.js';
import { SATURN_IN_HOUSE_DE } from './saturn.js';
import { SUN_IN_HOUSE_DE } from './sun.js';
import { URANUS_IN_HOUSE_DE } from './uranus.js';
import { VENUS_IN_HOUSE_DE } from './venus.js';
import { LILITH_IN_HOUSE_DE } from './lilith.js';
import { CHIRON_IN_HOUSE_DE } from './chiron.js';
import { NORTH_NODE_IN_HOUSE_DE } from './north-node.js';

/** Jeder Körper in jedem Haus (1 bis 12 der Reihe nach), deutsch, soweit übersetzt: was fehlt, fällt auf das Englische zurück. */
export const PLANET_IN_HOUSE_DE: Readonly<Partial<Record<TextBody, readonly (PlacementText | undefined)[]>>> = {
  Sun: SUN_IN_HOUSE_DE,
  Moon: MOON_IN_HOUSE_DE,
  Mercury: MERCURY_IN_HOUSE_DE,
  Venus: VENUS_IN_HOUSE_DE,
  Mars: MARS_IN_HOUSE_DE,
  Jupiter: JUPITER_IN_HOUSE_DE,
  Saturn: SATURN_IN_HOUSE_DE,
  Uranus: URANUS_IN_HOUSE_DE,
  Neptune: NEPTUNE_IN_HOUSE_DE,
  Pluto: PLUTO_IN_HOUSE_DE,
  LilithMean: LILITH_IN_HOUSE_DE,
  Chiron: CHIRON_IN_HOUSE_DE,
  NorthNode: NORTH_NODE_IN_HOUSE_DE,
};
