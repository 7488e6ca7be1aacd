// Urania's own text, translated from its English original (src/text/en/vedic); locale fr.
import type { PartialText } from '../../partial-text.js';
import type { YogaDoshaText } from '../../yoga-dosha-text.js';
import { DOSHA_TEXT_FR } from './doshas.js';
import { YOGAS_LUNAR_SOLAR_FR } from './yogas-lunar-solar.js';
import { YOGAS_NABHASA_SHAPES_FR } from './yogas-nabhasa-shapes.js';
import { YOGAS_NABHASA_SPREADS_FR } from './yogas-nabhasa-spreads.js';
import { YOGAS_RAJA_AND_OTHERS_FR } from './yogas-raja-and-others.js';
import { YOGAS_WEALTH_EXCHANGE_FR } from './yogas-wealth-exchange.js';

/**
 * The yoga and dosha words in locale fr as far as translated (issue 31): `yogas` by the catalogue's id and
 * `doshas` by reading, one spread or member per line; whatever is absent reads English, with a warning.
 */
export const YOGA_DOSHA_TEXT_FR: PartialText<YogaDoshaText> = {
  yogas: {
    ...YOGAS_LUNAR_SOLAR_FR,
    ...YOGAS_RAJA_AND_OTHERS_FR,
    ...YOGAS_WEALTH_EXCHANGE_FR,
    ...YOGAS_NABHASA_SHAPES_FR,
    ...YOGAS_NABHASA_SPREADS_FR,
  },
  doshas: DOSHA_TEXT_FR,
};
