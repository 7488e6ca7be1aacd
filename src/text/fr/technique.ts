// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PartialTechniqueText } from '../technique-text.js';
import { PROGRESSED_MOON_HOUSE_FR, PROGRESSED_MOON_SIGN_FR } from './progressions/moon.js';
import { PROGRESSED_ASPECTS_FR, PROGRESSED_LUNATION_PHASE_FR, PROGRESSED_SUN_SIGN_FR } from './progressions/sun-and-aspects.js';
import { LUNAR_RETURN_MOON_HOUSE_FR } from './returns/lunar-return.js';
import { SOLAR_RETURN_ASCENDANT_FR, SOLAR_RETURN_MOON_HOUSE_FR, SOLAR_RETURN_SUN_HOUSE_FR } from './returns/solar-return.js';
import { FAST_ASPECT_CLAUSES_FR, FAST_TRANSITS_FR } from './transits/fast.js';
import { JUPITER_THROUGH_HOUSES_FR, NEPTUNE_THROUGH_HOUSES_FR, PLUTO_THROUGH_HOUSES_FR, SATURN_THROUGH_HOUSES_FR, URANUS_THROUGH_HOUSES_FR } from './transits/houses-outer.js';
import { MARS_THROUGH_HOUSES_FR, MERCURY_THROUGH_HOUSES_FR, MOON_THROUGH_HOUSES_FR, SUN_THROUGH_HOUSES_FR, VENUS_THROUGH_HOUSES_FR } from './transits/houses-personal.js';
import { JUPITER_TRANSITS_FR } from './transits/jupiter.js';
import { MARS_TRANSITS_FR } from './transits/mars.js';
import { NEPTUNE_TRANSITS_FR } from './transits/neptune.js';
import { NORTH_NODE_TRANSITS_FR } from './transits/north-node.js';
import { PLUTO_TRANSITS_FR } from './transits/pluto.js';
import { SATURN_TRANSITS_FR } from './transits/saturn.js';
import { URANUS_TRANSITS_FR } from './transits/uranus.js';

/**
 * The words of the predictive techniques in French (issue 31), whole: the transits (slow, fast and through the houses),
 * the secondary progressions and the solar and lunar returns. A French transit report falls back to English nowhere.
 */
export const TECHNIQUE_TEXT_FR: PartialTechniqueText = {
  slowTransits: {
    Mars: MARS_TRANSITS_FR,
    Jupiter: JUPITER_TRANSITS_FR,
    Saturn: SATURN_TRANSITS_FR,
    Uranus: URANUS_TRANSITS_FR,
    Neptune: NEPTUNE_TRANSITS_FR,
    Pluto: PLUTO_TRANSITS_FR,
    NorthNode: NORTH_NODE_TRANSITS_FR,
  },
  fastTransits: FAST_TRANSITS_FR,
  fastAspectClauses: FAST_ASPECT_CLAUSES_FR,
  houseTransits: {
    Sun: SUN_THROUGH_HOUSES_FR,
    Moon: MOON_THROUGH_HOUSES_FR,
    Mercury: MERCURY_THROUGH_HOUSES_FR,
    Venus: VENUS_THROUGH_HOUSES_FR,
    Mars: MARS_THROUGH_HOUSES_FR,
    Jupiter: JUPITER_THROUGH_HOUSES_FR,
    Saturn: SATURN_THROUGH_HOUSES_FR,
    Uranus: URANUS_THROUGH_HOUSES_FR,
    Neptune: NEPTUNE_THROUGH_HOUSES_FR,
    Pluto: PLUTO_THROUGH_HOUSES_FR,
  },
  // A harmonious slow-transit entry in French names both aspects as « trigone ou sextile » (plural « trigones ou
  // sextiles »); read for one contact, the naming becomes that aspect's own.
  harmoniousAs: {
    trine: [['trigones ou sextiles', 'trigones'], ['trigone ou sextile', 'trigone']],
    sextile: [['trigones ou sextiles', 'sextiles'], ['trigone ou sextile', 'sextile']],
  },
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
