// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PartialLocaleText } from '../locale-text.js';
import { ASPECTS_ES } from './aspects/index.js';
import { DECAN_DESCRIPTIONS_ES } from './decan-descriptions.js';
import { DEGREE_SYMBOLS_ES } from './degree-symbols.js';
import { HOUSE_MEANINGS_ES } from './house-meanings.js';
import { MINOR_ASPECTS_ES, POINT_THEMES_ES } from './minor-aspects.js';
import { PLANET_IN_HOUSE_ES } from './planet-in-house/index.js';
import { PLANET_IN_SIGN_ES } from './planet-in-sign/index.js';
import { SIGN_DESCRIPTIONS_ES } from './sign-descriptions.js';

/**
 * La interpretación en español (locale `es`), traducida del inglés de Urania: lo que falta aún se lee en inglés, con
 * un aviso (`PartialLocaleText`).
 */
export const TEXT_ES: PartialLocaleText = {
  houses: HOUSE_MEANINGS_ES,
  signs: SIGN_DESCRIPTIONS_ES,
  planetInSign: PLANET_IN_SIGN_ES,
  planetInHouse: PLANET_IN_HOUSE_ES,
  decans: DECAN_DESCRIPTIONS_ES,
  degreeSymbols: DEGREE_SYMBOLS_ES,
  aspects: ASPECTS_ES,
  minorAspects: MINOR_ASPECTS_ES,
  pointThemes: POINT_THEMES_ES,
};
