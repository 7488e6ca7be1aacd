// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PartialTechniqueText } from '../technique-text.js';
import { PROGRESSED_MOON_HOUSE_PT_BR, PROGRESSED_MOON_SIGN_PT_BR } from './progressions/moon.js';
import { PROGRESSED_ASPECTS_PT_BR, PROGRESSED_LUNATION_PHASE_PT_BR, PROGRESSED_SUN_SIGN_PT_BR } from './progressions/sun-and-aspects.js';
import { LUNAR_RETURN_MOON_HOUSE_PT_BR } from './returns/lunar-return.js';
import { SOLAR_RETURN_ASCENDANT_PT_BR, SOLAR_RETURN_MOON_HOUSE_PT_BR, SOLAR_RETURN_SUN_HOUSE_PT_BR } from './returns/solar-return.js';
import { NEPTUNE_TRANSITS_PT_BR } from './transits/neptune.js';
import { NORTH_NODE_TRANSITS_PT_BR } from './transits/north-node.js';
import { PLUTO_TRANSITS_PT_BR } from './transits/pluto.js';
import { SATURN_TRANSITS_PT_BR } from './transits/saturn.js';
import { URANUS_TRANSITS_PT_BR } from './transits/uranus.js';

/**
 * The words of the predictive techniques in Brazilian Portuguese, as far as they are translated (issue 31): the
 * secondary progressions and the solar and lunar returns. Every other entry reads English, and the records that quote
 * one say so in `warnings`.
 */
export const TECHNIQUE_TEXT_PT_BR: PartialTechniqueText = {
  slowTransits: {
    Saturn: SATURN_TRANSITS_PT_BR,
    Uranus: URANUS_TRANSITS_PT_BR,
    Neptune: NEPTUNE_TRANSITS_PT_BR,
    Pluto: PLUTO_TRANSITS_PT_BR,
    NorthNode: NORTH_NODE_TRANSITS_PT_BR,
  },
  progressions: {
    moonSign: PROGRESSED_MOON_SIGN_PT_BR,
    moonHouse: PROGRESSED_MOON_HOUSE_PT_BR,
    sunSign: PROGRESSED_SUN_SIGN_PT_BR,
    lunationPhase: PROGRESSED_LUNATION_PHASE_PT_BR,
    aspects: PROGRESSED_ASPECTS_PT_BR,
  },
  returns: {
    solarAscendantSign: SOLAR_RETURN_ASCENDANT_PT_BR,
    solarSunHouse: SOLAR_RETURN_SUN_HOUSE_PT_BR,
    solarMoonHouse: SOLAR_RETURN_MOON_HOUSE_PT_BR,
    lunarMoonHouse: LUNAR_RETURN_MOON_HOUSE_PT_BR,
  },
};
