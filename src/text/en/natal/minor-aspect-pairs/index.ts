import type { NatalText } from '../../../natal-text.js';
import { JUPITER_MINOR_EN } from './jupiter.js';
import { MARS_MINOR_EN } from './mars.js';
import { MERCURY_MINOR_EN } from './mercury.js';
import { MOON_MINOR_EN } from './moon.js';
import { SUN_MINOR_EN } from './sun.js';
import { VENUS_MINOR_EN } from './venus.js';
import { OUTER_MINOR_EN } from './outer.js';

// Urania's own text (original writing for this project), locale en: each pair of the ten planets in each minor aspect.

/** The pairs, keyed by `pairKey`. */
export const MINOR_ASPECT_PAIRS_EN: NatalText['minorAspects'] = {
  ...SUN_MINOR_EN, ...MOON_MINOR_EN, ...MERCURY_MINOR_EN, ...VENUS_MINOR_EN, ...MARS_MINOR_EN, ...JUPITER_MINOR_EN, ...OUTER_MINOR_EN,
};
