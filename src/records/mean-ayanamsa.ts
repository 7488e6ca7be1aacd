import { wording } from '../errors/error-wording.js';
import { requireAyanamsaChoice } from './ayanamsa.js';
import { UraniaError } from '../errors/urania-error.js';
import { meanAyanamsaAt, type AyanamsaChoice } from '../zodiac/ayanamsa.js';

/**
 * @summary Mean ayanamsa (no nutation) of a system (or a user-defined `{ epochJdTt, valueDeg }`) at a TT Julian
 * Day, degrees: the epoch value plus the precession since the epoch, or a fixed star's or galactic point's longitude
 * of date minus its sidereal longitude (docs/zodiac.md). Errors: INVALID_ARGUMENT naming `system` (unknown) or
 * `jdTt` (not finite); OUT_OF_RANGE naming `system.epochJdTt` / `system.valueDeg`. The numeric core, for callers
 * with valid input, is `meanAyanamsaAt` (src/zodiac/ayanamsa.ts).
 * @example meanAyanamsa('Lahiri', 2451545) // ≈ 23.85709 (23°51′25.5″ at J2000)
 */
export function meanAyanamsa(system: AyanamsaChoice, jdTt: number): number {
  const which = requireAyanamsaChoice(system, 'system');
  if (typeof jdTt !== 'number' || !Number.isFinite(jdTt)) {
    throw new UraniaError('INVALID_ARGUMENT', 'jdTt must be a finite Julian Day number', {
      wording: wording('jd.finiteNumber', { field: 'jdTt' }),
      field: 'jdTt',
      received: jdTt,
      allowed: 'finite number',
    });
  }
  return meanAyanamsaAt(which, jdTt);
}
