// Urania's own text, translated from its English original (src/text/en); locale fr.
// The ruler of house N (2–12) in house M (1–12) (src/text/en/natal/house-ruler-in-house/index.ts,
// HOUSE_RULER_IN_HOUSE_EN). The ruler of the 1st is the chart ruler (chart-ruler-in-house.ts).
import type { PartialNatalText } from '../../../natal-text.js';
import { RULER_OF_2_FR } from './ruler-of-2.js';
import { RULER_OF_3_FR } from './ruler-of-3.js';
import { RULER_OF_4_FR } from './ruler-of-4.js';
import { RULER_OF_5_FR } from './ruler-of-5.js';
import { RULER_OF_6_FR } from './ruler-of-6.js';
import { RULER_OF_7_FR } from './ruler-of-7.js';
import { RULER_OF_8_FR } from './ruler-of-8.js';
import { RULER_OF_9_FR } from './ruler-of-9.js';
import { RULER_OF_10_FR } from './ruler-of-10.js';
import { RULER_OF_11_FR } from './ruler-of-11.js';
import { RULER_OF_12_FR } from './ruler-of-12.js';

/** Rows N = 2…12, each with the ruler in houses 1–12, in English's order. */
export const HOUSE_RULER_IN_HOUSE_FR: PartialNatalText['houseRulerInHouse'] = [
  RULER_OF_2_FR,
  RULER_OF_3_FR,
  RULER_OF_4_FR,
  RULER_OF_5_FR,
  RULER_OF_6_FR,
  RULER_OF_7_FR,
  RULER_OF_8_FR,
  RULER_OF_9_FR,
  RULER_OF_10_FR,
  RULER_OF_11_FR,
  RULER_OF_12_FR,
];
