// Urania's own text, translated from its English original (src/text/en/vedic); locale de.
import type { PartialText } from '../../partial-text.js';
import type { VedicText } from '../../vedic-text.js';
import { KETU_ANTARDASHAS_DE, SUN_ANTARDASHAS_DE, VENUS_ANTARDASHAS_DE } from './antardashas-1.js';
import { MARS_ANTARDASHAS_DE, MOON_ANTARDASHAS_DE, RAHU_ANTARDASHAS_DE } from './antardashas-2.js';
import { JUPITER_ANTARDASHAS_DE, MERCURY_ANTARDASHAS_DE, SATURN_ANTARDASHAS_DE } from './antardashas-3.js';
import { MAHADASHA_TEXT_DE } from './mahadashas.js';
import { NAKSHATRA_PADA_TEXT_DE } from './nakshatra-padas.js';
import { NAKSHATRA_TEXT_DE } from './nakshatras.js';

/**
 * The Vedic words in locale de as far as translated (issue 31), one member per line (`nakshatras`, `nakshatraPadas`,
 * `mahadashas`, `antardashas: { Ketu: …, … }`); whatever is absent reads English, and the records say so in `warnings`.
 */
export const VEDIC_TEXT_DE: PartialText<VedicText> = {
  nakshatras: NAKSHATRA_TEXT_DE,
  nakshatraPadas: NAKSHATRA_PADA_TEXT_DE,
  mahadashas: MAHADASHA_TEXT_DE,
  antardashas: {
    Ketu: KETU_ANTARDASHAS_DE,
    Venus: VENUS_ANTARDASHAS_DE,
    Sun: SUN_ANTARDASHAS_DE,
    Moon: MOON_ANTARDASHAS_DE,
    Mars: MARS_ANTARDASHAS_DE,
    Rahu: RAHU_ANTARDASHAS_DE,
    Jupiter: JUPITER_ANTARDASHAS_DE,
    Saturn: SATURN_ANTARDASHAS_DE,
    Mercury: MERCURY_ANTARDASHAS_DE,
  },
};
