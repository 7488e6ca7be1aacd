// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PartialText } from '../../partial-text.js';
import type { SynastryText } from '../../synastry-text.js';
import { SYNASTRY_ASCENDANT_ES } from './ascendant.js';
import { SYNASTRY_MARS_ES } from './mars.js';
import { SYNASTRY_MERCURY_ES } from './mercury.js';
import { SYNASTRY_MOON_ES } from './moon.js';
import { SYNASTRY_SLOW_ES } from './slow.js';
import { SYNASTRY_SUN_ES } from './sun.js';
import { SYNASTRY_VENUS_ES } from './venus.js';

/**
 * The synastry pairs in Spanish, in English's order (src/text/en/synastry/index.ts: the Sun's pairs, the Moon's, …);
 * a pair not yet translated reads English, with a warning. Each file's pairs are spread here, one per line.
 */
export const SYNASTRY_PAIRS_ES: PartialText<SynastryText>['pairs'] = [
  ...SYNASTRY_SUN_ES,
  ...SYNASTRY_MOON_ES,
  ...SYNASTRY_MERCURY_ES,
  ...SYNASTRY_VENUS_ES,
  ...SYNASTRY_MARS_ES,
  ...SYNASTRY_ASCENDANT_ES,
  ...SYNASTRY_SLOW_ES,
];
