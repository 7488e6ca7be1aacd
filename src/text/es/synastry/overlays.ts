// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PartialText } from '../../partial-text.js';
import type { SynastryText } from '../../synastry-text.js';
import { OVERLAYS_MERCURY_ES, OVERLAYS_MOON_ES, OVERLAYS_SUN_ES } from './overlays-1.js';
import { OVERLAYS_JUPITER_ES, OVERLAYS_MARS_ES, OVERLAYS_VENUS_ES } from './overlays-2.js';
import { OVERLAYS_NEPTUNE_ES, OVERLAYS_PLUTO_ES, OVERLAYS_SATURN_ES, OVERLAYS_URANUS_ES } from './overlays-3.js';

/** One person's planets in the other's houses, in Spanish, one member per line; a body absent reads English. */
export const SYNASTRY_OVERLAYS_ES: PartialText<SynastryText>['overlays'] = {
  Sun: OVERLAYS_SUN_ES,
  Moon: OVERLAYS_MOON_ES,
  Mercury: OVERLAYS_MERCURY_ES,
  Venus: OVERLAYS_VENUS_ES,
  Mars: OVERLAYS_MARS_ES,
  Jupiter: OVERLAYS_JUPITER_ES,
  Saturn: OVERLAYS_SATURN_ES,
  Uranus: OVERLAYS_URANUS_ES,
  Neptune: OVERLAYS_NEPTUNE_ES,
  Pluto: OVERLAYS_PLUTO_ES,
};
