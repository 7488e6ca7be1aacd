// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PartialText } from '../../partial-text.js';
import type { SynastryText } from '../../synastry-text.js';
import { SYNASTRY_ASCENDANT_FR } from './ascendant.js';
import { SYNASTRY_MARS_FR } from './mars.js';
import { SYNASTRY_MERCURY_FR } from './mercury.js';
import { SYNASTRY_MOON_FR } from './moon.js';
import { SYNASTRY_SLOW_FR } from './slow.js';
import { SYNASTRY_SUN_FR } from './sun.js';
import { SYNASTRY_VENUS_FR } from './venus.js';

/**
 * The synastry pairs in French, in English's order (src/text/en/synastry/index.ts: the Sun's pairs, the Moon's, …);
 * a pair not yet translated reads English, with a warning. Each file's pairs are spread here, one per line.
 */
export const SYNASTRY_PAIRS_FR: PartialText<SynastryText>['pairs'] = [
  ...SYNASTRY_SUN_FR,
  ...SYNASTRY_MOON_FR,
  ...SYNASTRY_MERCURY_FR,
  ...SYNASTRY_VENUS_FR,
  ...SYNASTRY_MARS_FR,
  ...SYNASTRY_ASCENDANT_FR,
  ...SYNASTRY_SLOW_FR,
];
