// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
// The ruler of house N (2–12) in house M (1–12) (src/text/en/natal/house-ruler-in-house/, HOUSE_RULER_IN_HOUSE_EN).
import type { PartialNatalText } from '../../../natal-text.js';
import { RULER_OF_7_PT_BR } from './ruler-of-7.js';
import { RULER_OF_8_PT_BR } from './ruler-of-8.js';
import { RULER_OF_9_PT_BR } from './ruler-of-9.js';
import { RULER_OF_10_PT_BR } from './ruler-of-10.js';
import { RULER_OF_11_PT_BR } from './ruler-of-11.js';
import { RULER_OF_12_PT_BR } from './ruler-of-12.js';

/**
 * Os regentes das casas 2 a 12 em cada casa, em português do Brasil, na ordem do inglês (linhas N = 2…12); uma linha
 * ainda não traduzida fica `undefined` e lê o inglês.
 */
export const HOUSE_RULER_IN_HOUSE_PT_BR: PartialNatalText['houseRulerInHouse'] = [
  undefined, // 2
  undefined, // 3
  undefined, // 4
  undefined, // 5
  undefined, // 6
  RULER_OF_7_PT_BR,
  RULER_OF_8_PT_BR,
  RULER_OF_9_PT_BR,
  RULER_OF_10_PT_BR,
  RULER_OF_11_PT_BR,
  RULER_OF_12_PT_BR,
];
