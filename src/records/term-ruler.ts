import type { TermRuler } from '../zodiac/terms.js';
import { termRulerAt } from '../zodiac/terms.js';
import { requireLongitude } from '../zodiac/signs.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The lord of the Egyptian term containing a longitude.
 * Any finite degrees, wrapped; INVALID_ARGUMENT naming `longitude` otherwise. The numeric core, for callers with
 * valid input, is `termRulerAt` (src/zodiac/terms.ts).
 * @example termRuler(0) // 'Jupiter' (first term of Aries)
 */
export function termRuler(longitude: number): TermRuler {
  refuseExtraArguments(arguments.length, 1, 'termRuler(longitude)', 'termRuler(0)');
  return termRulerAt(requireLongitude(longitude));
}
