// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PartialNatalText } from '../../../natal-text.js';
import { JUPITER_MINOR_ES } from './jupiter.js';
import { MARS_MINOR_ES } from './mars.js';
import { MERCURY_MINOR_ES } from './mercury.js';
import { MOON_MINOR_ES } from './moon.js';
import { OUTER_MINOR_ES } from './outer.js';
import { SUN_MINOR_ES } from './sun.js';
import { VENUS_MINOR_ES } from './venus.js';

/** Los pares de planetas en los aspectos menores, por `pairKey`, hasta donde están traducidos (el resto lee el inglés). */
export const MINOR_ASPECT_PAIRS_ES: PartialNatalText['minorAspects'] = {
  ...SUN_MINOR_ES,
  ...MOON_MINOR_ES,
  ...MERCURY_MINOR_ES,
  ...VENUS_MINOR_ES,
  ...MARS_MINOR_ES,
  ...JUPITER_MINOR_ES,
  ...OUTER_MINOR_ES,
};
