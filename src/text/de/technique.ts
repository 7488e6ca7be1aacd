// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PartialTechniqueText } from '../technique-text.js';
import { PROGRESSED_MOON_HOUSE_DE, PROGRESSED_MOON_SIGN_DE } from './progressions/moon.js';
import { PROGRESSED_ASPECTS_DE, PROGRESSED_LUNATION_PHASE_DE, PROGRESSED_SUN_SIGN_DE } from './progressions/sun-and-aspects.js';
import { LUNAR_RETURN_MOON_HOUSE_DE } from './returns/lunar-return.js';
import { SOLAR_RETURN_ASCENDANT_DE, SOLAR_RETURN_MOON_HOUSE_DE, SOLAR_RETURN_SUN_HOUSE_DE } from './returns/solar-return.js';
import { MARS_THROUGH_HOUSES_DE, MERCURY_THROUGH_HOUSES_DE, MOON_THROUGH_HOUSES_DE, SUN_THROUGH_HOUSES_DE, VENUS_THROUGH_HOUSES_DE } from './transits/houses-personal.js';
import { FAST_ASPECT_CLAUSES_DE, FAST_TRANSITS_DE } from './transits/fast.js';
import { JUPITER_THROUGH_HOUSES_DE, NEPTUNE_THROUGH_HOUSES_DE, PLUTO_THROUGH_HOUSES_DE, SATURN_THROUGH_HOUSES_DE, URANUS_THROUGH_HOUSES_DE } from './transits/houses-outer.js';
import { JUPITER_TRANSITS_DE } from './transits/jupiter.js';
import { MARS_TRANSITS_DE } from './transits/mars.js';
import { NEPTUNE_TRANSITS_DE } from './transits/neptune.js';
import { NORTH_NODE_TRANSITS_DE } from './transits/north-node.js';
import { PLUTO_TRANSITS_DE } from './transits/pluto.js';
import { SATURN_TRANSITS_DE } from './transits/saturn.js';
import { URANUS_TRANSITS_DE } from './transits/uranus.js';

/**
 * Die Worte der Prognosetechniken auf Deutsch (issue 31), vollständig: Transite (der laufende Mars, Jupiter, Saturn,
 * Uranus, Neptun, Pluto und der Mondknoten zu jedem Radixpunkt, die schnellen Transite von Sonne, Mond, Merkur und
 * Venus, die Sonne bis Pluto durch die Radixhäuser), die Sekundärprogressionen, das Solar und das Lunar.
 */
export const TECHNIQUE_TEXT_DE: PartialTechniqueText = {
  slowTransits: {
    Mars: MARS_TRANSITS_DE,
    Jupiter: JUPITER_TRANSITS_DE,
    Saturn: SATURN_TRANSITS_DE,
    Uranus: URANUS_TRANSITS_DE,
    Neptune: NEPTUNE_TRANSITS_DE,
    Pluto: PLUTO_TRANSITS_DE,
    NorthNode: NORTH_NODE_TRANSITS_DE,
  },
  fastTransits: FAST_TRANSITS_DE,
  fastAspectClauses: FAST_ASPECT_CLAUSES_DE,
  houseTransits: {
    Sun: SUN_THROUGH_HOUSES_DE,
    Moon: MOON_THROUGH_HOUSES_DE,
    Mercury: MERCURY_THROUGH_HOUSES_DE,
    Venus: VENUS_THROUGH_HOUSES_DE,
    Mars: MARS_THROUGH_HOUSES_DE,
    Jupiter: JUPITER_THROUGH_HOUSES_DE,
    Saturn: SATURN_THROUGH_HOUSES_DE,
    Uranus: URANUS_THROUGH_HOUSES_DE,
    Neptune: NEPTUNE_THROUGH_HOUSES_DE,
    Pluto: PLUTO_THROUGH_HOUSES_DE,
  },
  // A harmonious entry names its family uninflected, „ein Trigon oder Sextil“, „im Trigon oder Sextil“ (docs/i18n/de.md).
  harmoniousAs: {
    trine: [['Trigone oder Sextile', 'Trigone'], ['Trigon oder Sextil', 'Trigon']],
    sextile: [['Trigone oder Sextile', 'Sextile'], ['Trigon oder Sextil', 'Sextil']],
  },
  progressions: {
    moonSign: PROGRESSED_MOON_SIGN_DE,
    moonHouse: PROGRESSED_MOON_HOUSE_DE,
    sunSign: PROGRESSED_SUN_SIGN_DE,
    lunationPhase: PROGRESSED_LUNATION_PHASE_DE,
    aspects: PROGRESSED_ASPECTS_DE,
  },
  returns: {
    solarAscendantSign: SOLAR_RETURN_ASCENDANT_DE,
    solarSunHouse: SOLAR_RETURN_SUN_HOUSE_DE,
    solarMoonHouse: SOLAR_RETURN_MOON_HOUSE_DE,
    lunarMoonHouse: LUNAR_RETURN_MOON_HOUSE_DE,
  },
};
