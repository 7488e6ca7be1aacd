import { UraniaError } from './urania-error.js';

/**
 * Shared argument checks. Each throws a `UraniaError` that names the field and the allowed range, so every
 * public function reports bad input the same way.
 */

/** A finite number in [min, max]; returns it. */
export function requireNumberInRange(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a finite number in ${min}..${max}`, {
      field,
      received: value,
      allowed: `${min}..${max}`,
      minimum: min,
      maximum: max,
    });
  }
  if (value < min || value > max) {
    throw new UraniaError('OUT_OF_RANGE', `${field} must be in ${min}..${max}, got ${value}`, {
      field,
      received: value,
      allowed: `${min}..${max}`,
      minimum: min,
      maximum: max,
    });
  }
  return value;
}

/** An integer in [min, max]; returns it. */
export function requireIntegerInRange(value: unknown, field: string, min: number, max: number): number {
  const n = requireNumberInRange(value, field, min, max);
  if (!Number.isInteger(n)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a whole number in ${min}..${max}, got ${n}`, {
      field,
      received: value,
      allowed: `integer ${min}..${max}`,
      minimum: min,
      maximum: max,
    });
  }
  return n;
}

/** One of a fixed list of values (an enumeration of the spec); returns it typed. */
export function requireOneOf<const T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be one of: ${allowed.join(', ')}`, {
      field,
      received: value,
      allowed: `one of: ${allowed.join(', ')}`,
      values: allowed,
    });
  }
  return value as T;
}
