// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PartialTechniqueText } from '../technique-text.js';
import { PROGRESSED_MOON_HOUSE_FR, PROGRESSED_MOON_SIGN_FR } from './progressions/moon.js';
import { PROGRESSED_ASPECTS_FR, PROGRESSED_LUNATION_PHASE_FR, PROGRESSED_SUN_SIGN_FR } from './progressions/sun-and-aspects.js';
import { LUNAR_RETURN_MOON_HOUSE_FR } from './returns/lunar-return.js';
import { SOLAR_RETURN_ASCENDANT_FR, SOLAR_RETURN_MOON_HOUSE_FR, SOLAR_RETURN_SUN_HOUSE_FR } from './returns/solar-return.js';

/**
 * The words of the predictive techniques in French, as far as they are translated (issue 31): the secondary
 * progressions and the solar and lunar returns. Every other entry reads English, and the records that quote one say
 * so in `warnings`.
 */
export const TECHNIQUE_TEXT_FR: PartialTechniqueText = {
  progressions: {
    moonSign: PROGRESSED_MOON_SIGN_FR,
    moonHouse: PROGRESSED_MOON_HOUSE_FR,
    sunSign: PROGRESSED_SUN_SIGN_FR,
    lunationPhase: PROGRESSED_LUNATION_PHASE_FR,
    aspects: PROGRESSED_ASPECTS_FR,
  },
  returns: {
    solarAscendantSign: SOLAR_RETURN_ASCENDANT_FR,
    solarSunHouse: SOLAR_RETURN_SUN_HOUSE_FR,
    solarMoonHouse: SOLAR_RETURN_MOON_HOUSE_FR,
    lunarMoonHouse: LUNAR_RETURN_MOON_HOUSE_FR,
  },
};
