import { requireOneOf } from './request-checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { AYANAMSA_SYSTEMS, meanAyanamsaAt, type AyanamsaSystem } from '../zodiac/ayanamsa.js';

/**
 * @summary Mean ayanamsa (no nutation) of a system at a TT Julian Day, degrees.
 * The epoch value plus p_A(t) − p_A(epoch) (docs/vedic.md). Errors: INVALID_ARGUMENT naming `system` (unknown) or
 * `jdTt` (not finite). The numeric core, for callers with valid input, is `meanAyanamsaAt` (src/zodiac/ayanamsa.ts).
 * @example meanAyanamsa('Lahiri', 2451545) // ≈ 23.85709 (23°51′25.5″ at J2000)
 */
export function meanAyanamsa(system: AyanamsaSystem, jdTt: number): number {
  const which = requireOneOf(system, 'system', AYANAMSA_SYSTEMS);
  if (typeof jdTt !== 'number' || !Number.isFinite(jdTt)) {
    throw new UraniaError('INVALID_ARGUMENT', 'jdTt must be a finite Julian Day number', {
      field: 'jdTt',
      received: jdTt,
      allowed: 'finite number',
    });
  }
  return meanAyanamsaAt(which, jdTt);
}
