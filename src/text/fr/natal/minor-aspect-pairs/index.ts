// Urania's own text, translated from its English original (src/text/en/natal/minor-aspect-pairs); locale fr.
import type { PartialNatalText } from '../../../natal-text.js';
import { JUPITER_MINOR_FR } from './jupiter.js';
import { MARS_MINOR_FR } from './mars.js';
import { MERCURY_MINOR_FR } from './mercury.js';
import { MOON_MINOR_FR } from './moon.js';
import { OUTER_MINOR_FR } from './outer.js';
import { SUN_MINOR_FR } from './sun.js';
import { VENUS_MINOR_FR } from './venus.js';

/** Les paires de planètes dans les aspects mineurs, par `pairKey`, pour autant qu’elles sont traduites (le reste lit l’anglais). */
export const MINOR_ASPECT_PAIRS_FR: PartialNatalText['minorAspects'] = {
  ...SUN_MINOR_FR,
  ...MOON_MINOR_FR,
  ...MERCURY_MINOR_FR,
  ...VENUS_MINOR_FR,
  ...MARS_MINOR_FR,
  ...JUPITER_MINOR_FR,
  ...OUTER_MINOR_FR,
};
