// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PartialTechniqueText } from '../technique-text.js';
import { PROGRESSED_MOON_HOUSE_ES, PROGRESSED_MOON_SIGN_ES } from './progressions/moon.js';
import { PROGRESSED_ASPECTS_ES, PROGRESSED_LUNATION_PHASE_ES, PROGRESSED_SUN_SIGN_ES } from './progressions/sun-and-aspects.js';
import { LUNAR_RETURN_MOON_HOUSE_ES } from './returns/lunar-return.js';
import { SOLAR_RETURN_ASCENDANT_ES, SOLAR_RETURN_MOON_HOUSE_ES, SOLAR_RETURN_SUN_HOUSE_ES } from './returns/solar-return.js';
import { FAST_ASPECT_CLAUSES_ES, FAST_TRANSITS_ES } from './transits/fast.js';
import {
  JUPITER_THROUGH_HOUSES_ES,
  NEPTUNE_THROUGH_HOUSES_ES,
  PLUTO_THROUGH_HOUSES_ES,
  URANUS_THROUGH_HOUSES_ES,
} from './transits/houses-outer.js';
import {
  MARS_THROUGH_HOUSES_ES,
  MERCURY_THROUGH_HOUSES_ES,
  MOON_THROUGH_HOUSES_ES,
  SUN_THROUGH_HOUSES_ES,
  VENUS_THROUGH_HOUSES_ES,
} from './transits/houses-personal.js';
import { JUPITER_TRANSITS_ES } from './transits/jupiter.js';
import { MARS_TRANSITS_ES } from './transits/mars.js';
import { SATURN_THROUGH_HOUSES_ES } from './transits/saturn-through-houses.js';
import { SATURN_TRANSITS_ES } from './transits/saturn.js';
import { NEPTUNE_TRANSITS_ES } from './transits/neptune.js';
import { NORTH_NODE_TRANSITS_ES } from './transits/north-node.js';
import { PLUTO_TRANSITS_ES } from './transits/pluto.js';
import { URANUS_TRANSITS_ES } from './transits/uranus.js';

/**
 * The words of the predictive techniques in Spanish, whole (issue 31): the slow transits of Mars to Pluto and the
 * North Node to each natal point, the fast transits (the Sun, the Moon, Mercury, Venus) with their aspect clauses, the
 * Sun to Pluto through the twelve natal houses, the secondary progressions (the progressed Moon and Sun, the progressed
 * lunation phases, the progressed aspects) and the solar and lunar returns.
 */
export const TECHNIQUE_TEXT_ES: PartialTechniqueText = {
  slowTransits: {
    Mars: MARS_TRANSITS_ES,
    Jupiter: JUPITER_TRANSITS_ES,
    Saturn: SATURN_TRANSITS_ES,
    Uranus: URANUS_TRANSITS_ES,
    Neptune: NEPTUNE_TRANSITS_ES,
    Pluto: PLUTO_TRANSITS_ES,
    NorthNode: NORTH_NODE_TRANSITS_ES,
  },
  fastTransits: FAST_TRANSITS_ES,
  fastAspectClauses: FAST_ASPECT_CLAUSES_ES,
  houseTransits: {
    Sun: SUN_THROUGH_HOUSES_ES,
    Moon: MOON_THROUGH_HOUSES_ES,
    Mercury: MERCURY_THROUGH_HOUSES_ES,
    Venus: VENUS_THROUGH_HOUSES_ES,
    Mars: MARS_THROUGH_HOUSES_ES,
    Jupiter: JUPITER_THROUGH_HOUSES_ES,
    Saturn: SATURN_THROUGH_HOUSES_ES,
    Uranus: URANUS_THROUGH_HOUSES_ES,
    Neptune: NEPTUNE_THROUGH_HOUSES_ES,
    Pluto: PLUTO_THROUGH_HOUSES_ES,
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
