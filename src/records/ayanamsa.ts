import { requireOneOf } from './request-checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { instant, type TimeInput } from '../time/instant.js';
import { AYANAMSA_SYSTEMS, ayanamsaAt, type AyanamsaSystem } from '../zodiac/ayanamsa.js';

/** Options of `ayanamsa`. */
export interface AyanamsaOptions {
  /** Add the nutation in longitude (true ayanamsa, for apparent positions of date). Default true. */
  readonly nutation?: boolean;
}

/**
 * @summary The ayanamsa of a system at an instant, degrees in [0, 360): true (nutation in longitude included,
 * IAU 2000B) by default, for converting apparent tropical longitudes of date; `{ nutation: false }` gives the
 * mean ayanamsa. Sidereal longitude = tropical longitude − ayanamsa.
 *
 * Errors: INVALID_ARGUMENT for an unknown system (lists the allowed ones) or a malformed time; OUT_OF_RANGE
 * outside 1800–2200. The numeric core, for callers with valid input, is `ayanamsaAt` (src/zodiac/ayanamsa.ts).
 * @example ayanamsa('Lahiri', '2000-01-01T12:00:00Z') // ≈ 23.8532 (mean 23.8571 + Δψ −0.0039)
 */
export function ayanamsa(system: AyanamsaSystem, at: TimeInput, options: AyanamsaOptions = {}): number {
  const which = requireOneOf(system, 'system', AYANAMSA_SYSTEMS);
  const withNutation = options.nutation ?? true;
  if (typeof withNutation !== 'boolean') {
    throw new UraniaError('INVALID_ARGUMENT', 'nutation must be true or false', {
      field: 'nutation',
      received: withNutation,
      allowed: 'boolean',
    });
  }
  return ayanamsaAt(which, instant(at).jdTt, withNutation);
}
