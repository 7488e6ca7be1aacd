// Urania's own text, translated from its English original (src/text/en/vedic); locale es.
import type { PartialText } from '../../partial-text.js';
import type { YogaDoshaText } from '../../yoga-dosha-text.js';
import { DOSHA_TEXT_ES } from './doshas.js';
import { YOGAS_LUNAR_SOLAR_ES } from './yogas-lunar-solar.js';
import { YOGAS_NABHASA_SHAPES_ES } from './yogas-nabhasa-shapes.js';
import { YOGAS_NABHASA_SPREADS_ES } from './yogas-nabhasa-spreads.js';
import { YOGAS_RAJA_AND_OTHERS_ES } from './yogas-raja-and-others.js';
import { YOGAS_WEALTH_EXCHANGE_ES } from './yogas-wealth-exchange.js';

/**
 * The yoga and dosha words in locale es as far as translated (issue 31): `yogas` by the catalogue's id and
 * `doshas` by reading, one spread or member per line; whatever is absent reads English, with a warning.
 */
export const YOGA_DOSHA_TEXT_ES: PartialText<YogaDoshaText> = {
  yogas: {
    ...YOGAS_LUNAR_SOLAR_ES,
    ...YOGAS_RAJA_AND_OTHERS_ES,
    ...YOGAS_WEALTH_EXCHANGE_ES,
    ...YOGAS_NABHASA_SHAPES_ES,
    ...YOGAS_NABHASA_SPREADS_ES,
  },
  doshas: DOSHA_TEXT_ES,
};
