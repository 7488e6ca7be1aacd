// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PartialNatalText } from '../../natal-text.js';
import { BALANCE_PT_BR } from './balance.js';
import { CHART_RULER_IN_HOUSE_PT_BR } from './chart-ruler-in-house.js';
import { MIDHEAVEN_SIGN_PT_BR } from './midheaven-sign.js';
import { PART_OF_FORTUNE_IN_HOUSE_PT_BR } from './part-of-fortune-in-house.js';
import { RISING_SIGN_PT_BR } from './rising-sign.js';
import { UNTIMED_PT_BR } from './untimed.js';

/**
 * The natal report's own families in Brazilian Portuguese, as far as they are translated (issue 31). Every other
 * entry reads English, and the report says so in `warnings`.
 */
export const NATAL_TEXT_PT_BR: PartialNatalText = {
  risingSign: RISING_SIGN_PT_BR,
  midheavenSign: MIDHEAVEN_SIGN_PT_BR,
  chartRulerInHouse: CHART_RULER_IN_HOUSE_PT_BR,
  partOfFortuneInHouse: PART_OF_FORTUNE_IN_HOUSE_PT_BR,
  elementDominant: BALANCE_PT_BR.elementDominant,
  elementLacking: BALANCE_PT_BR.elementLacking,
  modalityDominant: BALANCE_PT_BR.modalityDominant,
  modalityLacking: BALANCE_PT_BR.modalityLacking,
  untimed: UNTIMED_PT_BR,
};
