import type { AshtakootScore } from '../schemas/index.js';
import { ashtakootOf } from '../vedic/ashtakoot.js';
import { requireLongitude } from '../zodiac/signs.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Ashtakoot (eight-fold) compatibility of two birth Moons, 36 points in all: varna 1, vashya 2, tara 3,
 * yoni 4, graha maitri 5, gana 6, bhakoot 7, nadi 8. `moonA` is the groom's and `moonB` the bride's SIDEREAL Moon
 * longitude (degrees; the order matters for varna, vashya and gana). Tables and sources in
 * src/vedic/ashtakoot-tables.ts and docs/vedic.md; the classical cancellations (dosha parihara) are not applied.
 *
 * Errors: INVALID_ARGUMENT when a longitude is not a finite number (fields `moonA`, `moonB`). The numeric core,
 * for callers with valid input, is `ashtakootOf` (src/vedic/ashtakoot.ts).
 * @example ashtakoot(10, 10).total // 28 (same nakshatra: everything but nadi)
 */
export function ashtakoot(moonA: number, moonB: number): AshtakootScore {
  refuseExtraArguments(arguments.length, 2, 'ashtakoot(moonA, moonB)', 'ashtakoot(10, 10)');
  return ashtakootOf(requireLongitude(moonA, 'moonA'), requireLongitude(moonB, 'moonB'));
}
