// Urania's own text, translated from its English original (src/text/en); locale de.
import type { AspectText } from '../../aspect-text.js';
import { ASPECTS_DE_01 } from './part-01.js';
import { ASPECTS_DE_02 } from './part-02.js';
import { ASPECTS_DE_03 } from './part-03.js';
import { ASPECTS_DE_04 } from './part-04.js';
import { ASPECTS_DE_05 } from './part-05.js';
import { ASPECTS_DE_06 } from './part-06.js';
import { ASPECTS_DE_07 } from './part-07.js';
import { ASPECTS_DE_08 } from './part-08.js';
import { ASPECTS_DE_09 } from './part-09.js';
import { ASPECTS_DE_10 } from './part-10.js';
import { ASPECTS_DE_11 } from './part-11.js';
import { ASPECTS_DE_12 } from './part-12.js';
import { ASPECTS_DE_13 } from './part-13.js';
import { ASPECTS_DE_14 } from './part-14.js';
import { ASPECTS_DE_15 } from './part-15.js';

/** Die 450 Aspektpaare auf Deutsch, in der Reihenfolge des Englischen. */
export const ASPECTS_DE: readonly AspectText[] = [
  ...ASPECTS_DE_01,
  ...ASPECTS_DE_02,
  ...ASPECTS_DE_03,
  ...ASPECTS_DE_04,
  ...ASPECTS_DE_05,
  ...ASPECTS_DE_06,
  ...ASPECTS_DE_07,
  ...ASPECTS_DE_08,
  ...ASPECTS_DE_09,
  ...ASPECTS_DE_10,
  ...ASPECTS_DE_11,
  ...ASPECTS_DE_12,
  ...ASPECTS_DE_13,
  ...ASPECTS_DE_14,
  ...ASPECTS_DE_15,
];
