// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PartialNatalText } from '../../natal-text.js';
import { BALANCE_PT_BR } from './balance.js';
import { CHART_SHAPE_PT_BR } from './chart-shape.js';
import { CHART_RULER_IN_HOUSE_PT_BR } from './chart-ruler-in-house.js';
import { DIGNITY_PT_BR, MUTUAL_RECEPTION_PT_BR } from './dignity.js';
import { HOUSE_RULER_IN_HOUSE_PT_BR } from './house-ruler-in-house/index.js';
import { MIDHEAVEN_SIGN_PT_BR } from './midheaven-sign.js';
import { MINOR_ASPECT_PAIRS_PT_BR } from './minor-aspect-pairs/index.js';
import { PART_OF_FORTUNE_IN_HOUSE_PT_BR } from './part-of-fortune-in-house.js';
import { PATTERNS_PT_BR, STELLIUM_VARIANTS_PT_BR } from './patterns.js';
import { RISING_SIGN_PT_BR } from './rising-sign.js';
import { UNTIMED_PT_BR } from './untimed.js';

/**
 * The natal report's own families in Brazilian Portuguese (issue 31): every family whole.
 */
export const NATAL_TEXT_PT_BR: PartialNatalText = {
  risingSign: RISING_SIGN_PT_BR,
  midheavenSign: MIDHEAVEN_SIGN_PT_BR,
  chartRulerInHouse: CHART_RULER_IN_HOUSE_PT_BR,
  houseRulerInHouse: HOUSE_RULER_IN_HOUSE_PT_BR,
  partOfFortuneInHouse: PART_OF_FORTUNE_IN_HOUSE_PT_BR,
  dignity: DIGNITY_PT_BR,
  mutualReception: MUTUAL_RECEPTION_PT_BR,
  elementDominant: BALANCE_PT_BR.elementDominant,
  elementLacking: BALANCE_PT_BR.elementLacking,
  modalityDominant: BALANCE_PT_BR.modalityDominant,
  modalityLacking: BALANCE_PT_BR.modalityLacking,
  minorAspects: MINOR_ASPECT_PAIRS_PT_BR,
  patterns: PATTERNS_PT_BR,
  stelliumVariants: STELLIUM_VARIANTS_PT_BR,
  untimed: UNTIMED_PT_BR,
  chartShape: CHART_SHAPE_PT_BR,
};
