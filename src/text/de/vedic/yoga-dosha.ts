// Urania's own text, translated from its English original (src/text/en/vedic); locale de.
import type { PartialText } from '../../partial-text.js';
import type { YogaDoshaText } from '../../yoga-dosha-text.js';
import { DOSHA_TEXT_DE } from './doshas.js';
import { YOGAS_LUNAR_SOLAR_DE } from './yogas-lunar-solar.js';
import { YOGAS_NABHASA_SHAPES_DE } from './yogas-nabhasa-shapes.js';
import { YOGAS_NABHASA_SPREADS_DE } from './yogas-nabhasa-spreads.js';
import { YOGAS_RAJA_AND_OTHERS_DE } from './yogas-raja-and-others.js';
import { YOGAS_WEALTH_EXCHANGE_DE } from './yogas-wealth-exchange.js';

/**
 * The yoga and dosha words in locale de as far as translated (issue 31): `yogas` by the catalogue's id and
 * `doshas` by reading, one spread or member per line; whatever is absent reads English, with a warning.
 */
export const YOGA_DOSHA_TEXT_DE: PartialText<YogaDoshaText> = {
  yogas: {
    ...YOGAS_LUNAR_SOLAR_DE,
    ...YOGAS_RAJA_AND_OTHERS_DE,
    ...YOGAS_WEALTH_EXCHANGE_DE,
    ...YOGAS_NABHASA_SHAPES_DE,
    ...YOGAS_NABHASA_SPREADS_DE,
  },
  doshas: DOSHA_TEXT_DE,
};
