// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PartialText } from '../../partial-text.js';
import type { SynastryText } from '../../synastry-text.js';
import { OVERLAYS_MERCURY_FR, OVERLAYS_MOON_FR, OVERLAYS_SUN_FR } from './overlays-1.js';
import { OVERLAYS_JUPITER_FR, OVERLAYS_MARS_FR, OVERLAYS_VENUS_FR } from './overlays-2.js';
import { OVERLAYS_NEPTUNE_FR, OVERLAYS_PLUTO_FR, OVERLAYS_SATURN_FR, OVERLAYS_URANUS_FR } from './overlays-3.js';

/** One person's planets in the other's houses, in French, one member per line; a body absent reads English. */
export const SYNASTRY_OVERLAYS_FR: PartialText<SynastryText>['overlays'] = {
  Sun: OVERLAYS_SUN_FR,
  Moon: OVERLAYS_MOON_FR,
  Mercury: OVERLAYS_MERCURY_FR,
  Venus: OVERLAYS_VENUS_FR,
  Mars: OVERLAYS_MARS_FR,
  Jupiter: OVERLAYS_JUPITER_FR,
  Saturn: OVERLAYS_SATURN_FR,
  Uranus: OVERLAYS_URANUS_FR,
  Neptune: OVERLAYS_NEPTUNE_FR,
  Pluto: OVERLAYS_PLUTO_FR,
};
