// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PartialText } from '../../partial-text.js';
import type { SynastryText } from '../../synastry-text.js';
import { SYNASTRY_ASCENDANT_PT_BR } from './ascendant.js';
import { SYNASTRY_MARS_PT_BR } from './mars.js';
import { SYNASTRY_MERCURY_PT_BR } from './mercury.js';
import { SYNASTRY_MOON_PT_BR } from './moon.js';
import { SYNASTRY_SLOW_PT_BR } from './slow.js';
import { SYNASTRY_SUN_PT_BR } from './sun.js';
import { SYNASTRY_VENUS_PT_BR } from './venus.js';

/**
 * The synastry pairs in Brazilian Portuguese, in English's order (src/text/en/synastry/index.ts: the Sun's pairs, the Moon's, …);
 * a pair not yet translated reads English, with a warning. Each file's pairs are spread here, one per line.
 */
export const SYNASTRY_PAIRS_PT_BR: PartialText<SynastryText>['pairs'] = [
  ...SYNASTRY_SUN_PT_BR,
  ...SYNASTRY_MOON_PT_BR,
  ...SYNASTRY_MERCURY_PT_BR,
  ...SYNASTRY_VENUS_PT_BR,
  ...SYNASTRY_MARS_PT_BR,
  ...SYNASTRY_ASCENDANT_PT_BR,
  ...SYNASTRY_SLOW_PT_BR,
];
