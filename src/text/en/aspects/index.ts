import type { AspectText } from '../../aspect-text.js';
import { ASPECTS_EN_01 } from './part-01.js';
import { ASPECTS_EN_02 } from './part-02.js';
import { ASPECTS_EN_03 } from './part-03.js';
import { ASPECTS_EN_04 } from './part-04.js';
import { ASPECTS_EN_05 } from './part-05.js';
import { ASPECTS_EN_06 } from './part-06.js';
import { ASPECTS_EN_07 } from './part-07.js';
import { ASPECTS_EN_08 } from './part-08.js';
import { ASPECTS_EN_09 } from './part-09.js';
import { ASPECTS_EN_10 } from './part-10.js';
import { ASPECTS_EN_11 } from './part-11.js';
import { ASPECTS_EN_12 } from './part-12.js';
import { ASPECTS_EN_13 } from './part-13.js';
import { ASPECTS_EN_14 } from './part-14.js';
import { ASPECTS_EN_15 } from './part-15.js';

/** Every pair of aspect points in each major aspect, English (fifteen files of six pairs, Urania's own writing). */
export const ASPECTS_EN: readonly AspectText[] = [
  ...ASPECTS_EN_01,
  ...ASPECTS_EN_02,
  ...ASPECTS_EN_03,
  ...ASPECTS_EN_04,
  ...ASPECTS_EN_05,
  ...ASPECTS_EN_06,
  ...ASPECTS_EN_07,
  ...ASPECTS_EN_08,
  ...ASPECTS_EN_09,
  ...ASPECTS_EN_10,
  ...ASPECTS_EN_11,
  ...ASPECTS_EN_12,
  ...ASPECTS_EN_13,
  ...ASPECTS_EN_14,
  ...ASPECTS_EN_15,
];
