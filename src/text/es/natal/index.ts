// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PartialNatalText } from '../../natal-text.js';
import { BALANCE_ES } from './balance.js';
import { CHART_SHAPE_ES } from './chart-shape.js';
import { CHART_RULER_IN_HOUSE_ES } from './chart-ruler-in-house.js';
import { DIGNITY_ES, MUTUAL_RECEPTION_ES } from './dignity.js';
import { HOUSE_RULER_IN_HOUSE_ES } from './house-ruler-in-house/index.js';
import { MIDHEAVEN_SIGN_ES } from './midheaven-sign.js';
import { MINOR_ASPECT_PAIRS_ES } from './minor-aspect-pairs/index.js';
import { PART_OF_FORTUNE_IN_HOUSE_ES } from './part-of-fortune-in-house.js';
import { PATTERNS_ES, STELLIUM_VARIANTS_ES } from './patterns.js';
import { RISING_SIGN_ES } from './rising-sign.js';
import { UNTIMED_ES } from './untimed.js';

/**
 * The natal report's own families in Spanish, as far as they are translated (issue 31). Every other entry reads
 * English, and the report says so in `warnings`.
 */
export const NATAL_TEXT_ES: PartialNatalText = {
  risingSign: RISING_SIGN_ES,
  midheavenSign: MIDHEAVEN_SIGN_ES,
  chartRulerInHouse: CHART_RULER_IN_HOUSE_ES,
  houseRulerInHouse: HOUSE_RULER_IN_HOUSE_ES,
  partOfFortuneInHouse: PART_OF_FORTUNE_IN_HOUSE_ES,
  dignity: DIGNITY_ES,
  mutualReception: MUTUAL_RECEPTION_ES,
  elementDominant: BALANCE_ES.elementDominant,
  elementLacking: BALANCE_ES.elementLacking,
  modalityDominant: BALANCE_ES.modalityDominant,
  modalityLacking: BALANCE_ES.modalityLacking,
  patterns: PATTERNS_ES,
  stelliumVariants: STELLIUM_VARIANTS_ES,
  untimed: UNTIMED_ES,
  chartShape: CHART_SHAPE_ES,
  minorAspects: MINOR_ASPECT_PAIRS_ES,
};
