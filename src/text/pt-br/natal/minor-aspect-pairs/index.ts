// Urania's own text, translated from its English original (src/text/en/natal/minor-aspect-pairs); locale pt-BR.
import type { PartialNatalText } from '../../../natal-text.js';
import { JUPITER_MINOR_PT_BR } from './jupiter.js';
import { MARS_MINOR_PT_BR } from './mars.js';
import { MERCURY_MINOR_PT_BR } from './mercury.js';
import { MOON_MINOR_PT_BR } from './moon.js';
import { OUTER_MINOR_PT_BR } from './outer.js';
import { SUN_MINOR_PT_BR } from './sun.js';
import { VENUS_MINOR_PT_BR } from './venus.js';

/** Os pares de planetas nos aspectos menores, chaveados por `pairKey`, até onde estão traduzidos (o resto lê o inglês). */
export const MINOR_ASPECT_PAIRS_PT_BR: PartialNatalText['minorAspects'] = {
  ...SUN_MINOR_PT_BR,
  ...MOON_MINOR_PT_BR,
  ...MERCURY_MINOR_PT_BR,
  ...VENUS_MINOR_PT_BR,
  ...MARS_MINOR_PT_BR,
  ...JUPITER_MINOR_PT_BR,
  ...OUTER_MINOR_PT_BR,
};
