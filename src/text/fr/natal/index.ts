// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PartialNatalText } from '../../natal-text.js';
import { BALANCE_FR } from './balance.js';
import { CHART_SHAPE_FR } from './chart-shape.js';
import { CHART_RULER_IN_HOUSE_FR } from './chart-ruler-in-house.js';
import { DIGNITY_FR, MUTUAL_RECEPTION_FR } from './dignity.js';
import { HOUSE_RULER_IN_HOUSE_FR } from './house-ruler-in-house/index.js';
import { MIDHEAVEN_SIGN_FR } from './midheaven-sign.js';
import { MINOR_ASPECT_PAIRS_FR } from './minor-aspect-pairs/index.js';
import { PART_OF_FORTUNE_IN_HOUSE_FR } from './part-of-fortune-in-house.js';
import { PATTERNS_FR, STELLIUM_VARIANTS_FR } from './patterns.js';
import { RISING_SIGN_FR } from './rising-sign.js';
import { UNTIMED_FR } from './untimed.js';

/**
 * The natal report's own families in French, as far as they are translated (issue 31). Every other entry reads
 * English, and the report says so in `warnings`.
 */
export const NATAL_TEXT_FR: PartialNatalText = {
  risingSign: RISING_SIGN_FR,
  midheavenSign: MIDHEAVEN_SIGN_FR,
  chartRulerInHouse: CHART_RULER_IN_HOUSE_FR,
  partOfFortuneInHouse: PART_OF_FORTUNE_IN_HOUSE_FR,
  houseRulerInHouse: HOUSE_RULER_IN_HOUSE_FR,
  dignity: DIGNITY_FR,
  mutualReception: MUTUAL_RECEPTION_FR,
  elementDominant: BALANCE_FR.elementDominant,
  elementLacking: BALANCE_FR.elementLacking,
  modalityDominant: BALANCE_FR.modalityDominant,
  modalityLacking: BALANCE_FR.modalityLacking,
  patterns: PATTERNS_FR,
  stelliumVariants: STELLIUM_VARIANTS_FR,
  minorAspects: MINOR_ASPECT_PAIRS_FR,
  untimed: UNTIMED_FR,
  chartShape: CHART_SHAPE_FR,
};
