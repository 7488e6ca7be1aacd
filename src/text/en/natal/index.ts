import type { NatalText } from '../../natal-text.js';
import { BALANCE_EN } from './balance.js';
import { CHART_SHAPE_EN } from './chart-shape.js';
import { CHART_RULER_IN_HOUSE_EN } from './chart-ruler-in-house.js';
import { DIGNITY_EN, MUTUAL_RECEPTION_EN } from './dignity.js';
import { HOUSE_RULER_IN_HOUSE_EN } from './house-ruler-in-house/index.js';
import { MIDHEAVEN_SIGN_EN } from './midheaven-sign.js';
import { MINOR_ASPECT_PAIRS_EN } from './minor-aspect-pairs/index.js';
import { PART_OF_FORTUNE_IN_HOUSE_EN } from './part-of-fortune-in-house.js';
import { PATTERNS_EN, STELLIUM_VARIANTS_EN } from './patterns.js';
import { RISING_SIGN_EN } from './rising-sign.js';
import { UNTIMED_EN } from './untimed.js';

// Urania's own text (original writing for this project), locale en: the natal report's own families (issue 26).

/** The English natal report families. */
export const NATAL_TEXT_EN: NatalText = {
  risingSign: RISING_SIGN_EN,
  midheavenSign: MIDHEAVEN_SIGN_EN,
  chartRulerInHouse: CHART_RULER_IN_HOUSE_EN,
  houseRulerInHouse: HOUSE_RULER_IN_HOUSE_EN,
  partOfFortuneInHouse: PART_OF_FORTUNE_IN_HOUSE_EN,
  dignity: DIGNITY_EN,
  mutualReception: MUTUAL_RECEPTION_EN,
  elementDominant: BALANCE_EN.elementDominant,
  elementLacking: BALANCE_EN.elementLacking,
  modalityDominant: BALANCE_EN.modalityDominant,
  modalityLacking: BALANCE_EN.modalityLacking,
  patterns: PATTERNS_EN,
  stelliumVariants: STELLIUM_VARIANTS_EN,
  minorAspects: MINOR_ASPECT_PAIRS_EN,
  untimed: UNTIMED_EN,
  chartShape: CHART_SHAPE_EN,
};
