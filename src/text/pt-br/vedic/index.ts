// Urania's own text, translated from its English original (src/text/en/vedic); locale pt-BR.
import type { PartialText } from '../../partial-text.js';
import type { VedicText } from '../../vedic-text.js';
import { KETU_ANTARDASHAS_PT_BR, SUN_ANTARDASHAS_PT_BR, VENUS_ANTARDASHAS_PT_BR } from './antardashas-1.js';
import { MARS_ANTARDASHAS_PT_BR, MOON_ANTARDASHAS_PT_BR, RAHU_ANTARDASHAS_PT_BR } from './antardashas-2.js';
import { JUPITER_ANTARDASHAS_PT_BR, MERCURY_ANTARDASHAS_PT_BR, SATURN_ANTARDASHAS_PT_BR } from './antardashas-3.js';
import { MAHADASHA_TEXT_PT_BR } from './mahadashas.js';
import { NAKSHATRA_PADA_TEXT_PT_BR } from './nakshatra-padas.js';
import { NAKSHATRA_TEXT_PT_BR } from './nakshatras.js';

/**
 * The Vedic words in locale pt-BR as far as translated (issue 31), one member per line (`nakshatras`, `nakshatraPadas`,
 * `mahadashas`, `antardashas: { Ketu: …, … }`); whatever is absent reads English, and the records say so in `warnings`.
 */
export const VEDIC_TEXT_PT_BR: PartialText<VedicText> = {
  nakshatras: NAKSHATRA_TEXT_PT_BR,
  nakshatraPadas: NAKSHATRA_PADA_TEXT_PT_BR,
  mahadashas: MAHADASHA_TEXT_PT_BR,
  antardashas: {
    Ketu: KETU_ANTARDASHAS_PT_BR,
    Venus: VENUS_ANTARDASHAS_PT_BR,
    Sun: SUN_ANTARDASHAS_PT_BR,
    Moon: MOON_ANTARDASHAS_PT_BR,
    Mars: MARS_ANTARDASHAS_PT_BR,
    Rahu: RAHU_ANTARDASHAS_PT_BR,
    Jupiter: JUPITER_ANTARDASHAS_PT_BR,
    Saturn: SATURN_ANTARDASHAS_PT_BR,
    Mercury: MERCURY_ANTARDASHAS_PT_BR,
  },
};
