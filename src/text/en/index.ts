import type { LocaleText } from '../locale-text.js';
import { DECAN_DESCRIPTIONS_EN_1 } from './decan-descriptions-1.js';
import { DECAN_DESCRIPTIONS_EN_2 } from './decan-descriptions-2.js';
import { HOUSE_MEANINGS_EN } from './house-meanings.js';
import { ASPECTS_EN } from './aspects/index.js';
import { DEGREE_SYMBOLS_EN } from './degree-symbols.js';
import { MINOR_ASPECTS_EN, POINT_THEMES_EN } from './minor-aspects.js';
import { PLANET_IN_HOUSE_EN } from './planet-in-house/index.js';
import { PLANET_IN_SIGN_EN } from './planet-in-sign/index.js';
import { SIGN_DESCRIPTIONS_EN } from './sign-descriptions.js';

/** The English interpretation text (locale `en`). */
export const TEXT_EN: LocaleText = {
  houses: HOUSE_MEANINGS_EN,
  signs: SIGN_DESCRIPTIONS_EN,
  decans: [...DECAN_DESCRIPTIONS_EN_1, ...DECAN_DESCRIPTIONS_EN_2],
  planetInSign: PLANET_IN_SIGN_EN,
  planetInHouse: PLANET_IN_HOUSE_EN,
  degreeSymbols: DEGREE_SYMBOLS_EN,
  aspects: ASPECTS_EN,
  minorAspects: MINOR_ASPECTS_EN,
  pointThemes: POINT_THEMES_EN,
};
