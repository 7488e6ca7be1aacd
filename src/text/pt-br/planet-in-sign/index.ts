// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { Sign } from '../../../schemas/enums.js';
import type { TextBody } from '../../placement-keys.js';
import type { PlacementText } from '../../placement-text.js';
import { CHIRON_IN_SIGN_PT_BR } from './chiron.js';
import { JUPITER_IN_SIGN_PT_BR } from './jupiter.js';
import { LILITH_IN_SIGN_PT_BR } from './lilith.js';
import { MARS_IN_SIGN_PT_BR } from './mars.js';
import { MERCURY_IN_SIGN_PT_BR } from './mercury.js';
import { MOON_IN_SIGN_PT_BR } from './moon.js';
import { NEPTUNE_IN_SIGN_PT_BR } from './neptune.js';
import { NORTH_NODE_IN_SIGN_PT_BR } from './north-node.js';
import { PLUTO_IN_SIGN_PT_BR } from './pluto.js';
import { SATURN_IN_SIGN_PT_BR } from './saturn.js';
import { SUN_IN_SIGN_PT_BR } from './sun.js';
import { URANUS_IN_SIGN_PT_BR } from './uranus.js';
import { VENUS_IN_SIGN_PT_BR } from './venus.js';

/** Cada corpo traduzido em cada signo, em português do Brasil (um arquivo por corpo). */
export const PLANET_IN_SIGN_PT_BR: Readonly<Partial<Record<TextBody, Readonly<Record<Sign, PlacementText>>>>> = {
  Sun: SUN_IN_SIGN_PT_BR,
  Moon: MOON_IN_SIGN_PT_BR,
  Mercury: MERCURY_IN_SIGN_PT_BR,
  Venus: VENUS_IN_SIGN_PT_BR,
  Mars: MARS_IN_SIGN_PT_BR,
  Jupiter: JUPITER_IN_SIGN_PT_BR,
  Saturn: SATURN_IN_SIGN_PT_BR,
  Uranus: URANUS_IN_SIGN_PT_BR,
  Neptune: NEPTUNE_IN_SIGN_PT_BR,
  Pluto: PLUTO_IN_SIGN_PT_BR,
  Chiron: CHIRON_IN_SIGN_PT_BR,
  NorthNode: NORTH_NODE_IN_SIGN_PT_BR,
  LilithMean: LILITH_IN_SIGN_PT_BR,
};
