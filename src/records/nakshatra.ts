import type { Nakshatra } from '../schemas/index.js';
import { nakshatraAt } from '../vedic/nakshatra.js';
import { requireLongitude } from '../zodiac/signs.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The nakshatra (lunar mansion) and pada of a SIDEREAL longitude: the `Nakshatra` record (index, name,
 * Vimshottari ruler, deity, symbol, gana as `quality`, yoni, pada 1–4 of 3°20′ each, start and end longitudes).
 * Convert a tropical longitude first (`tropical − ayanamsa`, see `siderealLongitude`). Tables and sources in
 * docs/vedic.md.
 *
 * Errors: INVALID_ARGUMENT when the longitude is not a finite number (field `longitude`). The numeric core, for
 * callers with valid input, is `nakshatraAt` (src/vedic/nakshatra.ts).
 * @example nakshatra(0).name // 'Ashwini' (ruler Ketu, pada 1)
 * @example nakshatra(205).pada // 2 (Vishakha starts at 200°; its second quarter is 203°20′–206°40′)
 */
export function nakshatra(siderealLongitude: number): Nakshatra {
  refuseExtraArguments(arguments.length, 1, 'nakshatra(siderealLongitude)', 'nakshatra(0)');
  return nakshatraAt(requireLongitude(siderealLongitude, 'longitude'));
}
