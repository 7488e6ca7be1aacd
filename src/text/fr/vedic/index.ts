// Urania's own text, translated from its English original (src/text/en/vedic); locale fr.
import type { PartialText } from '../../partial-text.js';
import type { VedicText } from '../../vedic-text.js';
import { KETU_ANTARDASHAS_FR, SUN_ANTARDASHAS_FR, VENUS_ANTARDASHAS_FR } from './antardashas-1.js';
import { MARS_ANTARDASHAS_FR, MOON_ANTARDASHAS_FR, RAHU_ANTARDASHAS_FR } from './antardashas-2.js';
import { JUPITER_ANTARDASHAS_FR, MERCURY_ANTARDASHAS_FR, SATURN_ANTARDASHAS_FR } from './antardashas-3.js';
import { MAHADASHA_TEXT_FR } from './mahadashas.js';
import { NAKSHATRA_PADA_TEXT_FR } from './nakshatra-padas.js';
import { NAKSHATRA_TEXT_FR } from './nakshatras.js';

/**
 * The Vedic words in locale fr as far as translated (issue 31), one member per line (`nakshatras`, `nakshatraPadas`,
 * `mahadashas`, `antardashas: { Ketu: …, … }`); whatever is absent reads English, and the records say so in `warnings`.
 */
export const VEDIC_TEXT_FR: PartialText<VedicText> = {
  nakshatras: NAKSHATRA_TEXT_FR,
  nakshatraPadas: NAKSHATRA_PADA_TEXT_FR,
  mahadashas: MAHADASHA_TEXT_FR,
  antardashas: {
    Ketu: KETU_ANTARDASHAS_FR,
    Venus: VENUS_ANTARDASHAS_FR,
    Sun: SUN_ANTARDASHAS_FR,
    Moon: MOON_ANTARDASHAS_FR,
    Mars: MARS_ANTARDASHAS_FR,
    Rahu: RAHU_ANTARDASHAS_FR,
    Jupiter: JUPITER_ANTARDASHAS_FR,
    Saturn: SATURN_ANTARDASHAS_FR,
    Mercury: MERCURY_ANTARDASHAS_FR,
  },
};
