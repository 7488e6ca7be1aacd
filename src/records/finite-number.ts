import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { instant, type TimeInput } from '../time/instant.js';

/**
 * Boundary checks of the toolkit's numeric arguments (issue 11 #7): a public function either accepts what its
 * documentation says or throws a `UraniaError` naming the argument, never returns NaN.
 */

/**
 * @summary A finite number; returns it (INVALID_ARGUMENT naming `field` for a string, NaN, ±Infinity, an object …).
 * @example finiteNumber(23.4, 'obliquity') // 23.4
 */
export function finiteNumber(value: unknown, field: string, what = 'a finite number'): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be ${what}`, {
      field,
      received: value,
      allowed: what,
      ...(what === 'a finite number' ? { wording: wording('finiteNumber', { field }) } : {}),
    });
  }
  return value;
}

/**
 * @summary A finite number in [min, max]; returns it (INVALID_ARGUMENT for a non-finite value or a non-number,
 * OUT_OF_RANGE outside the bounds, naming `field`). The bounds keep the numeric models away from overflow.
 * @example boundedNumber(2024, 'year', -1e6, 1e6) // 2024
 */
export function boundedNumber(
  value: unknown,
  field: string,
  min: number,
  max: number,
  what = 'a finite number',
): number {
  const n = finiteNumber(value, field, `${what} in ${min}..${max}`);
  if (n < min || n > max) {
    throw new UraniaError('OUT_OF_RANGE', `${field} must be ${what} in ${min}..${max}, got ${n}`, {
      field,
      ...(what === 'a finite number' ? { wording: wording('finiteInGot', { field, min: String(min), max: String(max), value: String(n) }) } : {}),
      received: value,
      allowed: `${min}..${max}`,
      minimum: min,
      maximum: max,
    });
  }
  return n;
}

/**
 * Julian Days a numeric moment argument may take: JD 0 (−4712-01-01 12h, the origin of the count) to JD 5 373 484.5
 * (10000-01-01), the span of four-digit astronomical years (Meeus, Astronomical Algorithms 2nd ed., ch. 7).
 */
export const JULIAN_DAY_BOUNDS = { min: 0, max: 5_373_484.5 } as const;

/**
 * @summary The Julian Day a moment argument names, in the scale asked for: a number is taken as that Julian Day
 * (JULIAN_DAY_BOUNDS), an ISO string, a Date or an Instant is read with `instant()` (the supported span, errors naming
 * `field`). Anything else is INVALID_ARGUMENT naming `field`.
 * @example julianDayOf('2000-01-01T12:00:00Z', 'jdTt', 'TT') // 2451545.00074…
 */
export function julianDayOf(value: unknown, field: string, scale: 'UT' | 'TT'): number {
  if (typeof value === 'number') {
    return boundedNumber(
      value,
      field,
      JULIAN_DAY_BOUNDS.min,
      JULIAN_DAY_BOUNDS.max,
      `a Julian Day (${scale})`,
    );
  }
  if (
    typeof value === 'string' ||
    value instanceof Date ||
    (typeof value === 'object' && value !== null && !Array.isArray(value))
  ) {
    const at = instant(value as TimeInput, field);
    return scale === 'UT' ? at.jdUt : at.jdTt;
  }
  throw new UraniaError(
    'INVALID_ARGUMENT',
    `${field} must be a Julian Day (${scale}) number, an ISO string, a Date or an Instant`,
    {
      wording: wording('jdOrInstant', { field, scale }),
      field,
      received: value,
      allowed: `number (Julian Day, ${scale}) | string | Date | Instant`,
    },
  );
}
