import { RULER_OF_2_EN } from './ruler-of-2.js';
import { RULER_OF_3_EN } from './ruler-of-3.js';
import { RULER_OF_4_EN } from './ruler-of-4.js';
import { RULER_OF_5_EN } from './ruler-of-5.js';
import { RULER_OF_6_EN } from './ruler-of-6.js';
import { RULER_OF_7_EN } from './ruler-of-7.js';
import { RULER_OF_8_EN } from './ruler-of-8.js';
import { RULER_OF_9_EN } from './ruler-of-9.js';
import { RULER_OF_10_EN } from './ruler-of-10.js';
import { RULER_OF_11_EN } from './ruler-of-11.js';
import { RULER_OF_12_EN } from './ruler-of-12.js';

// Urania's own text (original writing for this project), locale en: the ruler of house N (2–12) in house M (1–12).
// The ruler of the 1st is the chart ruler (chart-ruler-in-house.ts).

/** Rows N = 2…12, each with the ruler in houses 1–12. */
export const HOUSE_RULER_IN_HOUSE_EN: readonly (readonly string[])[] = [
  RULER_OF_2_EN, RULER_OF_3_EN, RULER_OF_4_EN, RULER_OF_5_EN, RULER_OF_6_EN, RULER_OF_7_EN,
  RULER_OF_8_EN, RULER_OF_9_EN, RULER_OF_10_EN, RULER_OF_11_EN, RULER_OF_12_EN,
];
