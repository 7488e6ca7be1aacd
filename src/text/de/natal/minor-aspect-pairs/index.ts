// Urania's own text, translated from its English original (src/text/en/natal/minor-aspect-pairs); locale de.
import type { PartialNatalText } from '../../../natal-text.js';
import { JUPITER_MINOR_DE } from './jupiter.js';
import { MARS_MINOR_DE } from './mars.js';
import { MERCURY_MINOR_DE } from './mercury.js';
import { MOON_MINOR_DE } from './moon.js';
import { OUTER_MINOR_DE } from './outer.js';
import { SUN_MINOR_DE } from './sun.js';
import { VENUS_MINOR_DE } from './venus.js';

/** Die Planetenpaare in den Nebenaspekten, nach `pairKey`, soweit übersetzt (alles Übrige liest das Englische). */
export const MINOR_ASPECT_PAIRS_DE: PartialNatalText['minorAspects'] = {
  ...SUN_MINOR_DE,
  ...MOON_MINOR_DE,
  ...MERCURY_MINOR_DE,
  ...VENUS_MINOR_DE,
  ...MARS_MINOR_DE,
  ...JUPITER_MINOR_DE,
  ...OUTER_MINOR_DE,
};
