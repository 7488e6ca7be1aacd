import { wording } from '../errors/error-wording.js';
import { errorOf, validate } from './parse.js';
import { requireOneOf } from './request-checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { UserAyanamsa } from '../schemas/user-ayanamsa.js';
import { instant, type TimeInput } from '../time/instant.js';
import { AYANAMSA_SYSTEMS, ayanamsaAt, type AyanamsaChoice } from '../zodiac/ayanamsa.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Options of `ayanamsa`. */
export interface AyanamsaOptions {
  /** Add the nutation in longitude (true ayanamsa, for apparent positions of date). Default true. */
  readonly nutation?: boolean;
}

/**
 * @summary Check an ayanamsa argument: a system name (`AYANAMSA_SYSTEMS`) or a user-defined `{ epochJdTt, valueDeg }`
 * (schema `UserAyanamsa`). Errors name `field` (an unknown name, with the allowed names) or `field.epochJdTt`,
 * `field.valueDeg` (out of range, not a number, an unknown member).
 * @example requireAyanamsaChoice({ epochJdTt: 2451545, valueDeg: 23.85 }, 'system') // returned as given
 */
export function requireAyanamsaChoice(value: unknown, field: string): AyanamsaChoice {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const errors = validate(UserAyanamsa, value, field);
    if (errors.length === 0) return value as UserAyanamsa;
    throw errorOf(errors.map((e) => (e.field === field ? e : { ...e, field: `${field}.${e.field}` })), field);
  }
  return requireOneOf(value, field, AYANAMSA_SYSTEMS);
}

/**
 * @summary The ayanamsa of a system at an instant, degrees in [0, 360): true (nutation in longitude included,
 * IAU 2000B) by default, for converting apparent tropical longitudes of date; `{ nutation: false }` gives the
 * mean ayanamsa. Sidereal longitude = tropical longitude − ayanamsa. `system` is one of the 47 `AYANAMSA_SYSTEMS`
 * or a user-defined `{ epochJdTt, valueDeg }` (its mean value at an epoch, precessed like the named systems).
 *
 * Errors: INVALID_ARGUMENT for an unknown system (lists the allowed ones) or a malformed time; OUT_OF_RANGE
 * outside the supported span or for a user-defined epoch or value out of range (`system.epochJdTt`,
 * `system.valueDeg`). The numeric core, for callers with valid input, is `ayanamsaAt` (src/zodiac/ayanamsa.ts).
 * @example ayanamsa('Lahiri', '2000-01-01T12:00:00Z') // ≈ 23.8532 (mean 23.8571 + Δψ −0.0039)
 * @example ayanamsa('FaganBradley', '2000-01-01T12:00:00Z') // ≈ 24.7364
 */
export function ayanamsa(system: AyanamsaChoice, at: TimeInput, options: AyanamsaOptions = {}): number {
  refuseExtraArguments(arguments.length, 3, 'ayanamsa(system, at, options?)', "ayanamsa('Lahiri', '2000-01-01T12:00:00Z')");
  const which = requireAyanamsaChoice(system, 'system');
  const withNutation = options.nutation ?? true;
  if (typeof withNutation !== 'boolean') {
    throw new UraniaError('INVALID_ARGUMENT', 'nutation must be true or false', {
      wording: wording('trueOrFalse', { field: 'nutation' }),
      field: 'nutation',
      received: withNutation,
      allowed: 'boolean',
    });
  }
  return ayanamsaAt(which, instant(at).jdTt, withNutation);
}
