// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PartialLocaleText } from '../locale-text.js';
import { ASPECTS_FR } from './aspects/index.js';
import { DECAN_DESCRIPTIONS_FR } from './decan-descriptions.js';
import { DEGREE_SYMBOLS_FR } from './degree-symbols.js';
import { HOUSE_MEANINGS_FR } from './house-meanings.js';
import { MINOR_ASPECTS_FR, POINT_THEMES_FR } from './minor-aspects.js';
import { PLANET_IN_HOUSE_FR } from './planet-in-house/index.js';
import { SATURN_IN_SIGN_FR } from './planet-in-sign/saturn.js';
import { SIGN_DESCRIPTIONS_FR } from './sign-descriptions.js';
import { JUPITER_IN_SIGN_FR } from './planet-in-sign/jupiter.js';
import { MARS_IN_SIGN_FR } from './planet-in-sign/mars.js';
import { MERCURY_IN_SIGN_FR } from './planet-in-sign/mercury.js';
import { MOON_IN_SIGN_FR } from './planet-in-sign/moon.js';
import { NEPTUNE_IN_SIGN_FR } from './planet-in-sign/neptune.js';
import { PLUTO_IN_SIGN_FR } from './planet-in-sign/pluto.js';
import { NORTH_NODE_IN_SIGN_FR } from './planet-in-sign/north-node.js';
import { CHIRON_IN_SIGN_FR } from './planet-in-sign/chiron.js';
import { LILITH_IN_SIGN_FR } from './planet-in-sign/lilith.js';
import { SUN_IN_SIGN_FR } from './planet-in-sign/sun.js';
import { URANUS_IN_SIGN_FR } from './planet-in-sign/uranus.js';
import { VENUS_IN_SIGN_FR } from './planet-in-sign/venus.js';

/** Le texte d’interprétation français (locale `fr`), en cours de traduction : ce qui manque retombe sur l’anglais. */
export const TEXT_FR: PartialLocaleText = {
  houses: HOUSE_MEANINGS_FR,
  signs: SIGN_DESCRIPTIONS_FR,
  decans: DECAN_DESCRIPTIONS_FR,
  planetInSign: {
    Sun: SUN_IN_SIGN_FR,
    Moon: MOON_IN_SIGN_FR,
    Mercury: MERCURY_IN_SIGN_FR,
    Venus: VENUS_IN_SIGN_FR,
    Mars: MARS_IN_SIGN_FR,
    Jupiter: JUPITER_IN_SIGN_FR,
    Saturn: SATURN_IN_SIGN_FR,
    Uranus: URANUS_IN_SIGN_FR,
    Neptune: NEPTUNE_IN_SIGN_FR,
    Pluto: PLUTO_IN_SIGN_FR,
    Chiron: CHIRON_IN_SIGN_FR,
    NorthNode: NORTH_NODE_IN_SIGN_FR,
    LilithMean: LILITH_IN_SIGN_FR,
  },
  planetInHouse: PLANET_IN_HOUSE_FR,
  aspects: ASPECTS_FR,
  minorAspects: MINOR_ASPECTS_FR,
  pointThemes: POINT_THEMES_FR,
  degreeSymbols: DEGREE_SYMBOLS_FR,
};
