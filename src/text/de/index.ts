// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PartialLocaleText } from '../locale-text.js';
import { DECAN_DESCRIPTIONS_DE } from './decan-descriptions.js';
import { DEGREE_SYMBOLS_DE } from './degree-symbols.js';
import { HOUSE_MEANINGS_DE } from './house-meanings.js';
import { MINOR_ASPECTS_DE, POINT_THEMES_DE } from './minor-aspects.js';
import { SIGN_DESCRIPTIONS_DE } from './sign-descriptions.js';
import { CHIRON_IN_SIGN_DE } from './planet-in-sign/chiron.js';
import { JUPITER_IN_SIGN_DE } from './planet-in-sign/jupiter.js';
import { LILITH_IN_SIGN_DE } from './planet-in-sign/lilith.js';
import { MARS_IN_SIGN_DE } from './planet-in-sign/mars.js';
import { MERCURY_IN_SIGN_DE } from './planet-in-sign/mercury.js';
import { MOON_IN_SIGN_DE } from './planet-in-sign/moon.js';
import { NEPTUNE_IN_SIGN_DE } from './planet-in-sign/neptune.js';
import { NORTH_NODE_IN_SIGN_DE } from './planet-in-sign/north-node.js';
import { PLUTO_IN_SIGN_DE } from './planet-in-sign/pluto.js';
import { SATURN_IN_SIGN_DE } from './planet-in-sign/saturn.js';
import { SUN_IN_SIGN_DE } from './planet-in-sign/sun.js';
import { URANUS_IN_SIGN_DE } from './planet-in-sign/uranus.js';
import { VENUS_IN_SIGN_DE } from './planet-in-sign/venus.js';
import { PLANET_IN_HOUSE_DE } from './planet-in-house/index.js';
import { ASPECTS_DE } from './aspects/index.js';

/** Der deutsche Deutungstext (locale `de`), in Arbeit: was fehlt, fällt auf das Englische zurück. */
export const TEXT_DE: PartialLocaleText = {
  houses: HOUSE_MEANINGS_DE,
  signs: SIGN_DESCRIPTIONS_DE,
  decans: DECAN_DESCRIPTIONS_DE,
  degreeSymbols: DEGREE_SYMBOLS_DE,
  planetInSign: {
    Sun: SUN_IN_SIGN_DE,
    Moon: MOON_IN_SIGN_DE,
    Mercury: MERCURY_IN_SIGN_DE,
    Venus: VENUS_IN_SIGN_DE,
    Mars: MARS_IN_SIGN_DE,
    Jupiter: JUPITER_IN_SIGN_DE,
    Saturn: SATURN_IN_SIGN_DE,
    Uranus: URANUS_IN_SIGN_DE,
    Neptune: NEPTUNE_IN_SIGN_DE,
    Pluto: PLUTO_IN_SIGN_DE,
    Chiron: CHIRON_IN_SIGN_DE,
    NorthNode: NORTH_NODE_IN_SIGN_DE,
    LilithMean: LILITH_IN_SIGN_DE,
  },
  planetInHouse: PLANET_IN_HOUSE_DE,
  aspects: ASPECTS_DE,
  minorAspects: MINOR_ASPECTS_DE,
  pointThemes: POINT_THEMES_DE,
};
