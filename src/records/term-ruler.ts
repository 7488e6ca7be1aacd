import type { TermRuler } from '../zodiac/terms.js';
import { termRulerAt } from '../zodiac/terms.js';
import { requireLongitude } from '../zodiac/signs.js';

/**
 * @summary The lord of the Egyptian term containing a longitude.
 * Any finite degrees, wrapped; INVALID_ARGUMENT naming `longitude` otherwise. The numeric core, for callers with
 * valid input, is `termRulerAt` (src/zodiac/terms.ts).
 * @example termRuler(0) // 'Jupiter' (first term of Aries)
 */
export function termRuler(longitude: number): TermRuler {
  return termRulerAt(requireLongitude(longitude));
}
