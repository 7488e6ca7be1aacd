// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { AspectText } from '../../aspect-text.js';
import { ASPECTS_FR_01 } from './part-01.js';
import { ASPECTS_FR_02 } from './part-02.js';
import { ASPECTS_FR_03 } from './part-03.js';
import { ASPECTS_FR_04 } from './part-04.js';
import { ASPECTS_FR_05 } from './part-05.js';
import { ASPECTS_FR_06 } from './part-06.js';
import { ASPECTS_FR_07 } from './part-07.js';
import { ASPECTS_FR_08 } from './part-08.js';
import { ASPECTS_FR_09 } from './part-09.js';
import { ASPECTS_FR_10 } from './part-10.js';
import { ASPECTS_FR_11 } from './part-11.js';
import { ASPECTS_FR_12 } from './part-12.js';
import { ASPECTS_FR_13 } from './part-13.js';
import { ASPECTS_FR_14 } from './part-14.js';
import { ASPECTS_FR_15 } from './part-15.js';

/** Les 450 aspects majeurs, tous traduits, dans l’ordre de l’anglais. */
export const ASPECTS_FR: readonly AspectText[] = [
  ...ASPECTS_FR_01,
  ...ASPECTS_FR_02,
  ...ASPECTS_FR_03,
  ...ASPECTS_FR_04,
  ...ASPECTS_FR_05,
  ...ASPECTS_FR_06,
  ...ASPECTS_FR_07,
  ...ASPECTS_FR_08,
  ...ASPECTS_FR_09,
  ...ASPECTS_FR_10,
  ...ASPECTS_FR_11,
  ...ASPECTS_FR_12,
  ...ASPECTS_FR_13,
  ...ASPECTS_FR_14,
  ...ASPECTS_FR_15,
];
