// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
// The ruler of house N (2–12) in house M (1–12) (src/text/en/natal/house-ruler-in-house/index.ts,
// HOUSE_RULER_IN_HOUSE_EN). The ruler of the 1st is the chart ruler (chart-ruler-in-house.ts).
import type { PartialNatalText } from '../../../natal-text.js';
import { RULER_OF_2_PT_BR } from './ruler-of-2.js';
import { RULER_OF_3_PT_BR } from './ruler-of-3.js';
import { RULER_OF_4_PT_BR } from './ruler-of-4.js';
import { RULER_OF_5_PT_BR } from './ruler-of-5.js';
import { RULER_OF_6_PT_BR } from './ruler-of-6.js';
import { RULER_OF_7_PT_BR } from './ruler-of-7.js';
import { RULER_OF_8_PT_BR } from './ruler-of-8.js';
import { RULER_OF_9_PT_BR } from './ruler-of-9.js';
import { RULER_OF_10_PT_BR } from './ruler-of-10.js';
import { RULER_OF_11_PT_BR } from './ruler-of-11.js';
import { RULER_OF_12_PT_BR } from './ruler-of-12.js';

/** Rows N = 2…12, each with the ruler in houses 1–12, in English's order. */
export const HOUSE_RULER_IN_HOUSE_PT_BR: PartialNatalText['houseRulerInHouse'] = [
  RULER_OF_2_PT_BR,
  RULER_OF_3_PT_BR,
  RULER_OF_4_PT_BR,
  RULER_OF_5_PT_BR,
  RULER_OF_6_PT_BR,
  RULER_OF_7_PT_BR,
  RULER_OF_8_PT_BR,
  RULER_OF_9_PT_BR,
  RULER_OF_10_PT_BR,
  RULER_OF_11_PT_BR,
  RULER_OF_12_PT_BR,
];
