import { YOGAS_LUNAR_SOLAR_EN } from './yogas-lunar-solar.js';
import { YOGAS_NABHASA_SHAPES_EN } from './yogas-nabhasa-shapes.js';
import { YOGAS_NABHASA_SPREADS_EN } from './yogas-nabhasa-spreads.js';
import { YOGAS_RAJA_AND_OTHERS_EN } from './yogas-raja-and-others.js';
import { YOGAS_WEALTH_EXCHANGE_EN } from './yogas-wealth-exchange.js';

/**
 * Urania's own text, locale en: one entry per yoga of the catalogue (src/vedic/yoga-rules.ts), by its id, gathered
 * from the files of each group (kept apart so that each stays short).
 */
export const YOGA_TEXT_EN: Readonly<Record<string, string>> = {
  ...YOGAS_LUNAR_SOLAR_EN,
  ...YOGAS_RAJA_AND_OTHERS_EN,
  ...YOGAS_WEALTH_EXCHANGE_EN,
  ...YOGAS_NABHASA_SHAPES_EN,
  ...YOGAS_NABHASA_SPREADS_EN,
};
