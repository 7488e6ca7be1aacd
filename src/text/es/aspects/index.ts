// Urania's own text, translated from its English original (src/text/en); locale es.
import type { AspectText } from '../../aspect-text.js';
import { ASPECTS_ES_01 } from './part-01.js';
import { ASPECTS_ES_02 } from './part-02.js';
import { ASPECTS_ES_03 } from './part-03.js';
import { ASPECTS_ES_04 } from './part-04.js';
import { ASPECTS_ES_05 } from './part-05.js';
import { ASPECTS_ES_06 } from './part-06.js';
import { ASPECTS_ES_07 } from './part-07.js';
import { ASPECTS_ES_08 } from './part-08.js';
import { ASPECTS_ES_09 } from './part-09.js';
import { ASPECTS_ES_10 } from './part-10.js';
import { ASPECTS_ES_11 } from './part-11.js';
import { ASPECTS_ES_12 } from './part-12.js';
import { ASPECTS_ES_13 } from './part-13.js';
import { ASPECTS_ES_14 } from './part-14.js';
import { ASPECTS_ES_15 } from './part-15.js';

/** Los 450 aspectos mayores en español, en el orden del inglés. */
export const ASPECTS_ES: readonly AspectText[] = [
  ...ASPECTS_ES_01,
  ...ASPECTS_ES_02,
  ...ASPECTS_ES_03,
  ...ASPECTS_ES_04,
  ...ASPECTS_ES_05,
  ...ASPECTS_ES_06,
  ...ASPECTS_ES_07,
  ...ASPECTS_ES_08,
  ...ASPECTS_ES_09,
  ...ASPECTS_ES_10,
  ...ASPECTS_ES_11,
  ...ASPECTS_ES_12,
  ...ASPECTS_ES_13,
  ...ASPECTS_ES_14,
  ...ASPECTS_ES_15,
];
