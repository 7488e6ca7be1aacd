// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PartialNatalText } from '../../natal-text.js';
import { BALANCE_DE } from './balance.js';
import { CHART_SHAPE_DE } from './chart-shape.js';
import { CHART_RULER_IN_HOUSE_DE } from './chart-ruler-in-house.js';
import { DIGNITY_DE, MUTUAL_RECEPTION_DE } from './dignity.js';
import { HOUSE_RULER_IN_HOUSE_DE } from './house-ruler-in-house/index.js';
import { MIDHEAVEN_SIGN_DE } from './midheaven-sign.js';
import { MINOR_ASPECT_PAIRS_DE } from './minor-aspect-pairs/index.js';
import { PART_OF_FORTUNE_IN_HOUSE_DE } from './part-of-fortune-in-house.js';
import { PATTERNS_DE, STELLIUM_VARIANTS_DE } from './patterns.js';
import { RISING_SIGN_DE } from './rising-sign.js';
import { UNTIMED_DE } from './untimed.js';

/**
 * The natal report's own families in German, as far as they are translated (issue 31). Every other entry reads
 * English, and the report says so in `warnings`.
 */
export const NATAL_TEXT_DE: PartialNatalText = {
  risingSign: RISING_SIGN_DE,
  midheavenSign: MIDHEAVEN_SIGN_DE,
  chartRulerInHouse: CHART_RULER_IN_HOUSE_DE,
  houseRulerInHouse: HOUSE_RULER_IN_HOUSE_DE,
  partOfFortuneInHouse: PART_OF_FORTUNE_IN_HOUSE_DE,
  dignity: DIGNITY_DE,
  mutualReception: MUTUAL_RECEPTION_DE,
  elementDominant: BALANCE_DE.elementDominant,
  elementLacking: BALANCE_DE.elementLacking,
  modalityDominant: BALANCE_DE.modalityDominant,
  modalityLacking: BALANCE_DE.modalityLacking,
  patterns: PATTERNS_DE,
  stelliumVariants: STELLIUM_VARIANTS_DE,
  minorAspects: MINOR_ASPECT_PAIRS_DE,
  untimed: UNTIMED_DE,
  chartShape: CHART_SHAPE_DE,
};
