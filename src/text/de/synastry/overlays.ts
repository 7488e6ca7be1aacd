// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PartialText } from '../../partial-text.js';
import type { SynastryText } from '../../synastry-text.js';
import { OVERLAYS_MERCURY_DE, OVERLAYS_MOON_DE, OVERLAYS_SUN_DE } from './overlays-1.js';
import { OVERLAYS_JUPITER_DE, OVERLAYS_MARS_DE, OVERLAYS_VENUS_DE } from './overlays-2.js';
import { OVERLAYS_NEPTUNE_DE, OVERLAYS_PLUTO_DE, OVERLAYS_SATURN_DE, OVERLAYS_URANUS_DE } from './overlays-3.js';

/** One person's planets in the other's houses, in German, one member per line; a body absent reads English. */
export const SYNASTRY_OVERLAYS_DE: PartialText<SynastryText>['overlays'] = {
  Sun: OVERLAYS_SUN_DE,
  Moon: OVERLAYS_MOON_DE,
  Mercury: OVERLAYS_MERCURY_DE,
  Venus: OVERLAYS_VENUS_DE,
  Mars: OVERLAYS_MARS_DE,
  Jupiter: OVERLAYS_JUPITER_DE,
  Saturn: OVERLAYS_SATURN_DE,
  Uranus: OVERLAYS_URANUS_DE,
  Neptune: OVERLAYS_NEPTUNE_DE,
  Pluto: OVERLAYS_PLUTO_DE,
};
