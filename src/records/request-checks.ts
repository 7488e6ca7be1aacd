import { wording } from '../errors/error-wording.js';
import { requireNumberInRange } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';

/**
 * Boundary checks of the records functions whose arguments a schema does not describe (positional arguments of
 * the toolkit functions, members of older call forms). Each throws a `UraniaError` that names the field and the
 * allowed values, worded like the validator's. Layers below `records/` do not validate requests.
 */

/**
 * @summary An integer in [min, max]; returns it (INVALID_ARGUMENT for a non-integer or non-number, OUT_OF_RANGE
 * outside the bounds, naming `field`).
 * @example requireIntegerInRange(3, 'house', 1, 12) // 3
 */
export function requireIntegerInRange(value: unknown, field: string, min: number, max: number): number {
  const n = requireNumberInRange(value, field, min, max);
  if (!Number.isInteger(n)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a whole number in ${min}..${max}, got ${n}`, {
      field,
      received: value,
      allowed: `integer ${min}..${max}`,
      minimum: min,
      maximum: max,
      wording: wording('check.wholeIn', { field, min: String(min), max: String(max), value: String(n) }),
    });
  }
  return n;
}

/**
 * @summary One of a fixed list of values (an enumeration of the spec); returns it typed (INVALID_ARGUMENT naming
 * `field` and listing the allowed values otherwise).
 * @example requireOneOf('Sun', 'body', ['Sun', 'Moon']) // 'Sun'
 */
export function requireOneOf<const T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be one of: ${allowed.join(', ')}`, {
      field,
      received: value,
      allowed: `one of: ${allowed.join(', ')}`,
      values: allowed,
      wording: wording('oneOf', { field, values: allowed.join(', ') }),
    });
  }
  return value as T;
}
