import type { TechniqueText } from '../technique-text.js';
import { PROGRESSED_MOON_HOUSE_EN, PROGRESSED_MOON_SIGN_EN } from './progressions/moon.js';
import { PROGRESSED_ASPECTS_EN, PROGRESSED_LUNATION_PHASE_EN, PROGRESSED_SUN_SIGN_EN } from './progressions/sun-and-aspects.js';
import { LUNAR_RETURN_MOON_HOUSE_EN } from './returns/lunar-return.js';
import { SOLAR_RETURN_ASCENDANT_EN, SOLAR_RETURN_MOON_HOUSE_EN, SOLAR_RETURN_SUN_HOUSE_EN } from './returns/solar-return.js';
import { FAST_ASPECT_CLAUSES_EN, FAST_TRANSITS_EN, HOUSE_TRANSITS_EN, SLOW_TRANSITS_EN } from './transits/index.js';

/** The words of the predictive techniques in English (Urania's own writing; docs/interpretations.md). */
export const TECHNIQUE_TEXT_EN: TechniqueText = {
  slowTransits: SLOW_TRANSITS_EN,
  fastTransits: FAST_TRANSITS_EN,
  fastAspectClauses: FAST_ASPECT_CLAUSES_EN,
  houseTransits: HOUSE_TRANSITS_EN,
  harmoniousAs: {
    trine: [['trines or sextiles', 'trines'], ['trine or sextile', 'trine']],
    sextile: [['trines or sextiles', 'sextiles'], ['trine or sextile', 'sextile']],
  },
  progressions: {
    moonSign: PROGRESSED_MOON_SIGN_EN,
    moonHouse: PROGRESSED_MOON_HOUSE_EN,
    sunSign: PROGRESSED_SUN_SIGN_EN,
    lunationPhase: PROGRESSED_LUNATION_PHASE_EN,
    aspects: PROGRESSED_ASPECTS_EN,
  },
  returns: {
    solarAscendantSign: SOLAR_RETURN_ASCENDANT_EN,
    solarSunHouse: SOLAR_RETURN_SUN_HOUSE_EN,
    solarMoonHouse: SOLAR_RETURN_MOON_HOUSE_EN,
    lunarMoonHouse: LUNAR_RETURN_MOON_HOUSE_EN,
  },
};
