// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PartialText } from '../../partial-text.js';
import type { SynastryText } from '../../synastry-text.js';
import { OVERLAYS_MERCURY_PT_BR, OVERLAYS_MOON_PT_BR, OVERLAYS_SUN_PT_BR } from './overlays-1.js';
import { OVERLAYS_JUPITER_PT_BR, OVERLAYS_MARS_PT_BR, OVERLAYS_VENUS_PT_BR } from './overlays-2.js';
import { OVERLAYS_NEPTUNE_PT_BR, OVERLAYS_PLUTO_PT_BR, OVERLAYS_SATURN_PT_BR, OVERLAYS_URANUS_PT_BR } from './overlays-3.js';

/** One person's planets in the other's houses, in Brazilian Portuguese, one member per line; a body absent reads English. */
export const SYNASTRY_OVERLAYS_PT_BR: PartialText<SynastryText>['overlays'] = {
  Sun: OVERLAYS_SUN_PT_BR,
  Moon: OVERLAYS_MOON_PT_BR,
  Mercury: OVERLAYS_MERCURY_PT_BR,
  Venus: OVERLAYS_VENUS_PT_BR,
  Mars: OVERLAYS_MARS_PT_BR,
  Jupiter: OVERLAYS_JUPITER_PT_BR,
  Saturn: OVERLAYS_SATURN_PT_BR,
  Uranus: OVERLAYS_URANUS_PT_BR,
  Neptune: OVERLAYS_NEPTUNE_PT_BR,
  Pluto: OVERLAYS_PLUTO_PT_BR,
};
