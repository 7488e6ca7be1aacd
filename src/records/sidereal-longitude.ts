import { siderealFromTropical } from '../vedic/sidereal-positions.js';
import { requireLongitude } from '../zodiac/signs.js';

/**
 * @summary Sidereal (nirayana) longitude: tropical longitude minus an ayanamsa, in [0, 360). Errors:
 * INVALID_ARGUMENT naming `tropicalLongitude` or `ayanamsa` when not a finite number. The numeric core, for
 * callers with valid input, is `siderealFromTropical` (src/vedic/sidereal-positions.ts).
 * @example siderealLongitude(100, 24) // 76
 */
export function siderealLongitude(tropicalLongitude: number, ayanamsaValue: number): number {
  return siderealFromTropical(requireLongitude(tropicalLongitude, 'tropicalLongitude'), requireLongitude(ayanamsaValue, 'ayanamsa'));
}
