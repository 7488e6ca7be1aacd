// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PartialLocaleText } from '../locale-text.js';
import { PLANET_IN_HOUSE_PT_BR } from './planet-in-house/index.js';
import { PLANET_IN_SIGN_PT_BR } from './planet-in-sign/index.js';

/**
 * A interpretação em português do Brasil (locale `pt-BR`), traduzida do inglês de Urania: o que ainda falta é lido em
 * inglês, com um aviso (`PartialLocaleText`).
 */
export const TEXT_PT_BR: PartialLocaleText = {
  planetInSign: PLANET_IN_SIGN_PT_BR,
  planetInHouse: PLANET_IN_HOUSE_PT_BR,
};
