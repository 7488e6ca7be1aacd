import type { ZodiacPosition } from '../schemas/index.js';
import { zodiacPlace } from '../zodiac/zodiac-place.js';
import { requireLongitude } from '../zodiac/signs.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Split an ecliptic longitude into the spec's `ZodiacPosition` (sign, degree, minute).
 *
 * Convention (docs/zodiac.md): `degree` is the WHOLE degree within the sign (integer 0–29) and `minute` the
 * arc minutes beyond it, fraction kept ([0, 60)), so
 * `signIndex(sign) * 30 + degree + minute / 60 === longitude` up to float rounding (≤ 1e-12°). Nothing is
 * rounded: a display rounds `minute` itself (and must carry 60′ into the next degree if it rounds up).
 * `longitude` is any finite number of degrees and is wrapped into [0, 360); anything else is INVALID_ARGUMENT
 * naming `longitude`. The numeric core, for callers with valid input, is `zodiacPlace` (src/zodiac/zodiac-place.ts).
 *
 * @example
 * zodiacPosition(123.5)
 * // { longitude: 123.5, sign: 'Leo', degree: 3, minute: 30, isRetrograde: false }
 */
export function zodiacPosition(longitude: number, isRetrograde = false): ZodiacPosition {
  refuseExtraArguments(arguments.length, 2, 'zodiacPosition(longitude, isRetrograde?)', 'zodiacPosition(123.5)');
  return zodiacPlace(requireLongitude(longitude), isRetrograde);
}
