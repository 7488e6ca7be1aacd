import type { Sign } from '../../../schemas/enums.js';
import type { TextBody } from '../../placement-keys.js';
import type { PlacementText } from '../../placement-text.js';
import { CHIRON_IN_SIGN_EN } from './chiron.js';
import { JUPITER_IN_SIGN_EN } from './jupiter.js';
import { LILITH_IN_SIGN_EN } from './lilith.js';
import { MARS_IN_SIGN_EN } from './mars.js';
import { MERCURY_IN_SIGN_EN } from './mercury.js';
import { MOON_IN_SIGN_EN } from './moon.js';
import { NEPTUNE_IN_SIGN_EN } from './neptune.js';
import { NORTH_NODE_IN_SIGN_EN } from './north-node.js';
import { PLUTO_IN_SIGN_EN } from './pluto.js';
import { SATURN_IN_SIGN_EN } from './saturn.js';
import { SUN_IN_SIGN_EN } from './sun.js';
import { URANUS_IN_SIGN_EN } from './uranus.js';
import { VENUS_IN_SIGN_EN } from './venus.js';

/** Each text body in each sign, English (one file per body, Urania's own writing). */
export const PLANET_IN_SIGN_EN: Readonly<Record<TextBody, Readonly<Record<Sign, PlacementText>>>> = {
  Sun: SUN_IN_SIGN_EN,
  Moon: MOON_IN_SIGN_EN,
  Mercury: MERCURY_IN_SIGN_EN,
  Venus: VENUS_IN_SIGN_EN,
  Mars: MARS_IN_SIGN_EN,
  Jupiter: JUPITER_IN_SIGN_EN,
  Saturn: SATURN_IN_SIGN_EN,
  Uranus: URANUS_IN_SIGN_EN,
  Neptune: NEPTUNE_IN_SIGN_EN,
  Pluto: PLUTO_IN_SIGN_EN,
  Chiron: CHIRON_IN_SIGN_EN,
  NorthNode: NORTH_NODE_IN_SIGN_EN,
  LilithMean: LILITH_IN_SIGN_EN,
};
