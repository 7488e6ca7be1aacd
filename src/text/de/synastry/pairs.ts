// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PartialText } from '../../partial-text.js';
import type { SynastryText } from '../../synastry-text.js';
import { SYNASTRY_ASCENDANT_DE } from './ascendant.js';
import { SYNASTRY_MARS_DE } from './mars.js';
import { SYNASTRY_MERCURY_DE } from './mercury.js';
import { SYNASTRY_MOON_DE } from './moon.js';
import { SYNASTRY_SLOW_DE } from './slow.js';
import { SYNASTRY_SUN_DE } from './sun.js';
import { SYNASTRY_VENUS_DE } from './venus.js';

/**
 * The synastry pairs in German, in English's order (src/text/en/synastry/index.ts: the Sun's pairs, the Moon's, …);
 * a pair not yet translated reads English, with a warning. Each file's pairs are spread here, one per line.
 */
export const SYNASTRY_PAIRS_DE: PartialText<SynastryText>['pairs'] = [
  ...SYNASTRY_SUN_DE,
  ...SYNASTRY_MOON_DE,
  ...SYNASTRY_MERCURY_DE,
  ...SYNASTRY_VENUS_DE,
  ...SYNASTRY_MARS_DE,
  ...SYNASTRY_ASCENDANT_DE,
  ...SYNASTRY_SLOW_DE,
];
