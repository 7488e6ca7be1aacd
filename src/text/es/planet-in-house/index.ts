// Urania's own text, translated from its English original (src/text/en); locale es.
import type { TextBody } from '../../placement-keys.js';
import type { PlacementText } from '../../placement-text.js';
import { JUPITER_IN_HOUSE_ES } from './jupiter.js';
import { MARS_IN_HOUSE_ES } from './mars.js';
import { MERCURY_IN_HOUSE_ES } from './mercury.js';
import { MOON_IN_HOUSE_ES } from './moon.js';
import { SUN_IN_HOUSE_ES } from './sun.js';
import { VENUS_IN_HOUSE_ES } from './venus.js';

/**
 * Cada cuerpo traducido en cada casa (de la 1 a la 12, en orden), en español: un archivo por cuerpo; los cuerpos que
 * faltan se leen en inglés.
 */
export const PLANET_IN_HOUSE_ES: Readonly<Partial<Record<TextBody, readonly (PlacementText | undefined)[]>>> = {
  Sun: SUN_IN_HOUSE_ES,
  Moon: MOON_IN_HOUSE_ES,
  Mercury: MERCURY_IN_HOUSE_ES,
  Venus: VENUS_IN_HOUSE_ES,
  Mars: MARS_IN_HOUSE_ES,
  Jupiter: JUPITER_IN_HOUSE_ES,
};
