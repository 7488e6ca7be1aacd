import { wording } from './error-wording.js';
import { UraniaError } from './urania-error.js';

/**
 * The range check shared by the time layer's boundary helpers (`civilInstant`, `timezoneForLocation`) and the
 * records functions. It throws a `UraniaError` that names the field and the allowed range. The other request
 * checks live in `src/records/request-checks.ts`: layers below records do not validate requests.
 */

/**
 * @summary A finite number in [min, max]; returns it (INVALID_ARGUMENT for a non-finite value, OUT_OF_RANGE outside).
 * @example requireNumberInRange(45, 'latitude', -90, 90) // 45
 */
export function requireNumberInRange(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a finite number in ${min}..${max}`, {
      field,
      received: value,
      allowed: `${min}..${max}`,
      minimum: min,
      maximum: max,
      wording: wording('check.finiteIn', { field, min: String(min), max: String(max) }),
    });
  }
  if (value < min || value > max) {
    throw new UraniaError('OUT_OF_RANGE', `${field} must be in ${min}..${max}, got ${value}`, {
      field,
      received: value,
      allowed: `${min}..${max}`,
      minimum: min,
      maximum: max,
      wording: wording('check.inRange', { field, min: String(min), max: String(max), value: String(value) }),
    });
  }
  return value;
}
