// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PartialLocaleText } from '../locale-text.js';
import { ASPECTS_PT_BR } from './aspects/index.js';
import { DECAN_DESCRIPTIONS_PT_BR } from './decan-descriptions.js';
import { DEGREE_SYMBOLS_PT_BR } from './degree-symbols.js';
import { HOUSE_MEANINGS_PT_BR } from './house-meanings.js';
import { MINOR_ASPECTS_PT_BR, POINT_THEMES_PT_BR } from './minor-aspects.js';
import { PLANET_IN_HOUSE_PT_BR } from './planet-in-house/index.js';
import { PLANET_IN_SIGN_PT_BR } from './planet-in-sign/index.js';
import { SIGN_DESCRIPTIONS_PT_BR } from './sign-descriptions.js';

/**
 * A interpretação em português do Brasil (locale `pt-BR`), traduzida do inglês da Urania: o que ainda falta é lido em
 * inglês, com um aviso (`PartialLocaleText`).
 */
export const TEXT_PT_BR: PartialLocaleText = {
  houses: HOUSE_MEANINGS_PT_BR,
  signs: SIGN_DESCRIPTIONS_PT_BR,
  planetInSign: PLANET_IN_SIGN_PT_BR,
  planetInHouse: PLANET_IN_HOUSE_PT_BR,
  decans: DECAN_DESCRIPTIONS_PT_BR,
  degreeSymbols: DEGREE_SYMBOLS_PT_BR,
  aspects: ASPECTS_PT_BR,
  minorAspects: MINOR_ASPECTS_PT_BR,
  pointThemes: POINT_THEMES_PT_BR,
};
