// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
// The ruler of house N (2–12) in house M (1–12) (src/text/en/natal/house-ruler-in-house/index.ts,
// HOUSE_RULER_IN_HOUSE_EN). The ruler of the 1st is the chart ruler (chart-ruler-in-house.ts).
import type { PartialNatalText } from '../../../natal-text.js';
import { RULER_OF_2_PT_BR } from './ruler-of-2.js';
import { RULER_OF_3_PT_BR } from './ruler-of-3.js';
import { RULER_OF_4_PT_BR } from './ruler-of-4.js';
import { RULER_OF_5_PT_BR } from './ruler-of-5.js';
import { RULER_OF_6_PT_BR } from './ruler-of-6.js';

/** Rows N = 2…12 as far as they are translated (rows 7–12 read English until written). */
export const HOUSE_RULER_IN_HOUSE_PT_BR: PartialNatalText['houseRulerInHouse'] = [
  RULER_OF_2_PT_BR,
  RULER_OF_3_PT_BR,
  RULER_OF_4_PT_BR,
  RULER_OF_5_PT_BR,
  RULER_OF_6_PT_BR,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
];
