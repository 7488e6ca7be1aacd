// Urania's own text, translated from its English original (src/text/en/vedic); locale pt-BR.
import type { PartialText } from '../../partial-text.js';
import type { YogaDoshaText } from '../../yoga-dosha-text.js';
import { DOSHA_TEXT_PT_BR } from './doshas.js';
import { YOGAS_LUNAR_SOLAR_PT_BR } from './yogas-lunar-solar.js';
import { YOGAS_NABHASA_SHAPES_PT_BR } from './yogas-nabhasa-shapes.js';
import { YOGAS_NABHASA_SPREADS_PT_BR } from './yogas-nabhasa-spreads.js';
import { YOGAS_RAJA_AND_OTHERS_PT_BR } from './yogas-raja-and-others.js';
import { YOGAS_WEALTH_EXCHANGE_PT_BR } from './yogas-wealth-exchange.js';

/**
 * The yoga and dosha words in locale pt-BR as far as translated (issue 31): `yogas` by the catalogue's id and
 * `doshas` by reading, one spread or member per line; whatever is absent reads English, with a warning.
 */
export const YOGA_DOSHA_TEXT_PT_BR: PartialText<YogaDoshaText> = {
  yogas: {
    ...YOGAS_LUNAR_SOLAR_PT_BR,
    ...YOGAS_RAJA_AND_OTHERS_PT_BR,
    ...YOGAS_WEALTH_EXCHANGE_PT_BR,
    ...YOGAS_NABHASA_SHAPES_PT_BR,
    ...YOGAS_NABHASA_SPREADS_PT_BR,
  },
  doshas: DOSHA_TEXT_PT_BR,
};
