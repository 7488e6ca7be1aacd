// Urania's own text, translated from its English original (src/text/en/vedic); locale es.
import type { PartialText } from '../../partial-text.js';
import type { VedicText } from '../../vedic-text.js';
import { KETU_ANTARDASHAS_ES, SUN_ANTARDASHAS_ES, VENUS_ANTARDASHAS_ES } from './antardashas-1.js';
import { MARS_ANTARDASHAS_ES, MOON_ANTARDASHAS_ES, RAHU_ANTARDASHAS_ES } from './antardashas-2.js';
import { JUPITER_ANTARDASHAS_ES, MERCURY_ANTARDASHAS_ES, SATURN_ANTARDASHAS_ES } from './antardashas-3.js';
import { MAHADASHA_TEXT_ES } from './mahadashas.js';
import { NAKSHATRA_PADA_TEXT_ES } from './nakshatra-padas.js';
import { NAKSHATRA_TEXT_ES } from './nakshatras.js';

/**
 * The Vedic words in locale es as far as translated (issue 31), one member per line (`nakshatras`, `nakshatraPadas`,
 * `mahadashas`, `antardashas: { Ketu: …, … }`); whatever is absent reads English, and the records say so in `warnings`.
 */
export const VEDIC_TEXT_ES: PartialText<VedicText> = {
  nakshatras: NAKSHATRA_TEXT_ES,
  nakshatraPadas: NAKSHATRA_PADA_TEXT_ES,
  mahadashas: MAHADASHA_TEXT_ES,
  antardashas: {
    Ketu: KETU_ANTARDASHAS_ES,
    Venus: VENUS_ANTARDASHAS_ES,
    Sun: SUN_ANTARDASHAS_ES,
    Moon: MOON_ANTARDASHAS_ES,
    Mars: MARS_ANTARDASHAS_ES,
    Rahu: RAHU_ANTARDASHAS_ES,
    Jupiter: JUPITER_ANTARDASHAS_ES,
    Saturn: SATURN_ANTARDASHAS_ES,
    Mercury: MERCURY_ANTARDASHAS_ES,
  },
};
