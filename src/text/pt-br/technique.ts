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
import { FAST_ASPECT_CLAUSES_PT_BR, FAST_TRANSITS_PT_BR } from './transits/fast.js';
import { JUPITER_THROUGH_HOUSES_PT_BR, NEPTUNE_THROUGH_HOUSES_PT_BR, PLUTO_THROUGH_HOUSES_PT_BR, SATURN_THROUGH_HOUSES_PT_BR, URANUS_THROUGH_HOUSES_PT_BR } from './transits/houses-outer.js';
import { MARS_THROUGH_HOUSES_PT_BR, MERCURY_THROUGH_HOUSES_PT_BR, MOON_THROUGH_HOUSES_PT_BR, SUN_THROUGH_HOUSES_PT_BR, VENUS_THROUGH_HOUSES_PT_BR } from './transits/houses-personal.js';
import { JUPITER_TRANSITS_PT_BR } from './transits/jupiter.js';
import { MARS_TRANSITS_PT_BR } from './transits/mars.js';

/**
 * The words of the predictive techniques in Brazilian Portuguese, whole (issue 31): the slow transits of Mars to Pluto
 * and the North Node to each natal point, the Sun, the Moon, Mercury and Venus to each natal point (with the aspects'
 * clauses), the Sun to Pluto through the natal houses, the secondary progressions and the solar and lunar returns.
 */
export const TECHNIQUE_TEXT_PT_BR: PartialTechniqueText = {
  slowTransits: {
    Mars: MARS_TRANSITS_PT_BR,
    Jupiter: JUPITER_TRANSITS_PT_BR,
    Saturn: SATURN_TRANSITS_PT_BR,
    Uranus: URANUS_TRANSITS_PT_BR,
    Neptune: NEPTUNE_TRANSITS_PT_BR,
    Pluto: PLUTO_TRANSITS_PT_BR,
    NorthNode: NORTH_NODE_TRANSITS_PT_BR,
  },
  fastTransits: FAST_TRANSITS_PT_BR,
  fastAspectClauses: FAST_ASPECT_CLAUSES_PT_BR,
  houseTransits: {
    Sun: SUN_THROUGH_HOUSES_PT_BR,
    Moon: MOON_THROUGH_HOUSES_PT_BR,
    Mercury: MERCURY_THROUGH_HOUSES_PT_BR,
    Venus: VENUS_THROUGH_HOUSES_PT_BR,
    Mars: MARS_THROUGH_HOUSES_PT_BR,
    Jupiter: JUPITER_THROUGH_HOUSES_PT_BR,
    Saturn: SATURN_THROUGH_HOUSES_PT_BR,
    Uranus: URANUS_THROUGH_HOUSES_PT_BR,
    Neptune: NEPTUNE_THROUGH_HOUSES_PT_BR,
    Pluto: PLUTO_THROUGH_HOUSES_PT_BR,
  },
  // A harmonious slow-transit entry in Brazilian Portuguese names both aspects as «trígono ou sextil» (plural
  // «trígonos ou sextis»); read for one contact, the naming becomes that aspect's own.
  harmoniousAs: {
    trine: [['trígonos ou sextis', 'trígonos'], ['trígono ou sextil', 'trígono']],
    sextile: [['trígonos ou sextis', 'sextis'], ['trígono ou sextil', 'sextil']],
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
