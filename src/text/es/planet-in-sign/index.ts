// Urania's own text, translated from its English original (src/text/en); locale es.
import type { Sign } from '../../../schemas/enums.js';
import type { TextBody } from '../../placement-keys.js';
import type { PlacementText } from '../../placement-text.js';
import { CHIRON_IN_SIGN_ES } from './chiron.js';
import { JUPITER_IN_SIGN_ES } from './jupiter.js';
import { LILITH_IN_SIGN_ES } from './lilith.js';
import { MARS_IN_SIGN_ES } from './mars.js';
import { MERCURY_IN_SIGN_ES } from './mercury.js';
import { MOON_IN_SIGN_ES } from './moon.js';
import { NEPTUNE_IN_SIGN_ES } from './neptune.js';
import { NORTH_NODE_IN_SIGN_ES } from './north-node.js';
import { PLUTO_IN_SIGN_ES } from './pluto.js';
import { SATURN_IN_SIGN_ES } from './saturn.js';
import { SUN_IN_SIGN_ES } from './sun.js';
import { URANUS_IN_SIGN_ES } from './uranus.js';
import { VENUS_IN_SIGN_ES } from './venus.js';

/** Cada cuerpo traducido en cada signo, en español (un archivo por cuerpo). */
export const PLANET_IN_SIGN_ES: Readonly<Partial<Record<TextBody, Readonly<Record<Sign, PlacementText>>>>> = {
  Sun: SUN_IN_SIGN_ES,
  Moon: MOON_IN_SIGN_ES,
  Mercury: MERCURY_IN_SIGN_ES,
  Venus: VENUS_IN_SIGN_ES,
  Mars: MARS_IN_SIGN_ES,
  Jupiter: JUPITER_IN_SIGN_ES,
  Saturn: SATURN_IN_SIGN_ES,
  Uranus: URANUS_IN_SIGN_ES,
  Neptune: NEPTUNE_IN_SIGN_ES,
  Pluto: PLUTO_IN_SIGN_ES,
  Chiron: CHIRON_IN_SIGN_ES,
  NorthNode: NORTH_NODE_IN_SIGN_ES,
  LilithMean: LILITH_IN_SIGN_ES,
};
