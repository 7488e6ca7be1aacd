// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { AspectText } from '../../aspect-text.js';
import { ASPECTS_PT_BR_01 } from './part-01.js';
import { ASPECTS_PT_BR_02 } from './part-02.js';
import { ASPECTS_PT_BR_03 } from './part-03.js';
import { ASPECTS_PT_BR_04 } from './part-04.js';
import { ASPECTS_PT_BR_05 } from './part-05.js';
import { ASPECTS_PT_BR_06 } from './part-06.js';
import { ASPECTS_PT_BR_07 } from './part-07.js';
import { ASPECTS_PT_BR_08 } from './part-08.js';
import { ASPECTS_PT_BR_09 } from './part-09.js';
import { ASPECTS_PT_BR_10 } from './part-10.js';
import { ASPECTS_PT_BR_11 } from './part-11.js';
import { ASPECTS_PT_BR_12 } from './part-12.js';
import { ASPECTS_PT_BR_13 } from './part-13.js';
import { ASPECTS_PT_BR_14 } from './part-14.js';
import { ASPECTS_PT_BR_15 } from './part-15.js';

/** Os aspectos maiores já traduzidos, na ordem do inglês; os demais pares são lidos em inglês, com um aviso. */
export const ASPECTS_PT_BR: readonly AspectText[] = [
  ...ASPECTS_PT_BR_01,
  ...ASPECTS_PT_BR_02,
  ...ASPECTS_PT_BR_03,
  ...ASPECTS_PT_BR_04,
  ...ASPECTS_PT_BR_05,
  ...ASPECTS_PT_BR_06,
  ...ASPECTS_PT_BR_07,
  ...ASPECTS_PT_BR_08,
  ...ASPECTS_PT_BR_09,
  ...ASPECTS_PT_BR_10,
  ...ASPECTS_PT_BR_11,
  ...ASPECTS_PT_BR_12,
  ...ASPECTS_PT_BR_13,
  ...ASPECTS_PT_BR_14,
  ...ASPECTS_PT_BR_15,
];
