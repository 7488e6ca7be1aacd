import type { ZodiacPosition } from '../schemas/index.js';
import { SIGNS } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';
import { signIndexOfNormalized } from './signs.js';

/** The largest double below 60: where float rounding would otherwise give minute = 60. */
const MINUTE_CEILING = 60 - 60 * Number.EPSILON;

/**
 * @summary Split an ecliptic longitude into the spec's `ZodiacPosition` (sign, degree, minute).
 *
 * Convention (docs/zodiac.md): `degree` is the WHOLE degree within the sign (integer 0–29) and `minute` the
 * arc minutes beyond it, fraction kept ([0, 60)), so
 * `signIndex(sign) * 30 + degree + minute / 60 === longitude` up to float rounding (≤ 1e-12°). Nothing is
 * rounded: a display rounds `minute` itself (and must carry 60′ into the next degree if it rounds up).
 * `longitude` is any finite number of degrees (taken as valid: the numeric core of the records function
 * `zodiacPosition`, which checks it) and is wrapped into [0, 360).
 *
 * @example
 * zodiacPlace(123.5)
 * // { longitude: 123.5, sign: 'Leo', degree: 3, minute: 30, isRetrograde: false }
 */
export function zodiacPlace(longitude: number, isRetrograde = false): ZodiacPosition {
  const lon = normalizeDegrees(longitude);
  const index = signIndexOfNormalized(lon);
  const inSign = lon - index * 30;
  const degree = Math.min(29, Math.floor(inSign));
  const minute = Math.min(MINUTE_CEILING, Math.max(0, (inSign - degree) * 60));
  return { longitude: lon, sign: SIGNS[index]!, degree, minute, isRetrograde: isRetrograde === true };
}
