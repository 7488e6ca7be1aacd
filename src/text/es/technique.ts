// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PartialTechniqueText } from '../technique-text.js';
import { PROGRESSED_MOON_HOUSE_ES, PROGRESSED_MOON_SIGN_ES } from './progressions/moon.js';
import { PROGRESSED_ASPECTS_ES, PROGRESSED_LUNATION_PHASE_ES, PROGRESSED_SUN_SIGN_ES } from './progressions/sun-and-aspects.js';
import { LUNAR_RETURN_MOON_HOUSE_ES } from './returns/lunar-return.js';
import { SOLAR_RETURN_ASCENDANT_ES, SOLAR_RETURN_MOON_HOUSE_ES, SOLAR_RETURN_SUN_HOUSE_ES } from './returns/solar-return.js';
import { SATURN_THROUGH_HOUSES_ES } from './transits/saturn-through-houses.js';
import { SATURN_TRANSITS_ES } from './transits/saturn.js';
import { NEPTUNE_TRANSITS_ES } from './transits/neptune.js';
import { NORTH_NODE_TRANSITS_ES } from './transits/north-node.js';
import { PLUTO_TRANSITS_ES } from './transits/pluto.js';
import { URANUS_TRANSITS_ES } from './transits/uranus.js';

/**
 * The words of the predictive techniques in Spanish, as far as they are translated (issue 31): Saturn through the
 * twelve natal houses, the slow transits of Saturn, Uranus, Neptune, Pluto and the North Node to each natal point, the
 * secondary progressions (the progressed Moon and Sun, the progressed lunation phases, the
 * progressed aspects) and the solar and lunar returns. Every other entry reads English, and the records that quote one
 * say so in `warnings`.
 */
export const TECHNIQUE_TEXT_ES: PartialTechniqueText = {
  slowTransits: {
    Saturn: SATURN_TRANSITS_ES,
    Uranus: URANUS_TRANSITS_ES,
    Neptune: NEPTUNE_TRANSITS_ES,
    Pluto: PLUTO_TRANSITS_ES,
    NorthNode: NORTH_NODE_TRANSITS_ES,
  },
  houseTransits: {
    Saturn: SATURN_THROUGH_HOUSES_ES,
  },
  // A harmonious slow-transit entry in Spanish names both aspects as «trígono o sextil» (plural «trígonos o
  // sextiles»); read for one contact, the naming becomes that aspect's own.
  harmoniousAs: {
    trine: [['trígonos o sextiles', 'trígonos'], ['trígono o sextil', 'trígono']],
    sextile: [['trígonos o sextiles', 'sextiles'], ['trígono o sextil', 'sextil']],
  },
  progressions: {
    moonSign: PROGRESSED_MOON_SIGN_ES,
    moonHouse: PROGRESSED_MOON_HOUSE_ES,
    sunSign: PROGRESSED_SUN_SIGN_ES,
    lunationPhase: PROGRESSED_LUNATION_PHASE_ES,
    aspects: PROGRESSED_ASPECTS_ES,
  },
  returns: {
    solarAscendantSign: SOLAR_RETURN_ASCENDANT_ES,
    solarSunHouse: SOLAR_RETURN_SUN_HOUSE_ES,
    solarMoonHouse: SOLAR_RETURN_MOON_HOUSE_ES,
    lunarMoonHouse: LUNAR_RETURN_MOON_HOUSE_ES,
  },
};
