import type { VedicText } from '../../vedic-text.js';
import { KETU_ANTARDASHAS_EN, SUN_ANTARDASHAS_EN, VENUS_ANTARDASHAS_EN } from './antardashas-1.js';
import { MARS_ANTARDASHAS_EN, MOON_ANTARDASHAS_EN, RAHU_ANTARDASHAS_EN } from './antardashas-2.js';
import { JUPITER_ANTARDASHAS_EN, MERCURY_ANTARDASHAS_EN, SATURN_ANTARDASHAS_EN } from './antardashas-3.js';
import { MAHADASHA_TEXT_EN } from './mahadashas.js';
import { NAKSHATRA_PADA_TEXT_EN } from './nakshatra-padas.js';
import { NAKSHATRA_TEXT_EN } from './nakshatras.js';

/** The Vedic words in English (original writing for Urania). */
export const VEDIC_TEXT_EN: VedicText = {
  nakshatras: NAKSHATRA_TEXT_EN,
  nakshatraPadas: NAKSHATRA_PADA_TEXT_EN,
  mahadashas: MAHADASHA_TEXT_EN,
  antardashas: {
    Ketu: KETU_ANTARDASHAS_EN,
    Venus: VENUS_ANTARDASHAS_EN,
    Sun: SUN_ANTARDASHAS_EN,
    Moon: MOON_ANTARDASHAS_EN,
    Mars: MARS_ANTARDASHAS_EN,
    Rahu: RAHU_ANTARDASHAS_EN,
    Jupiter: JUPITER_ANTARDASHAS_EN,
    Saturn: SATURN_ANTARDASHAS_EN,
    Mercury: MERCURY_ANTARDASHAS_EN,
  },
};
