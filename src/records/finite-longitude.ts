import { UraniaError } from '../errors/urania-error.js';

/**
 * @summary The boundary check of a longitude argument: a finite number of degrees (any real value is accepted; the
 * numeric layers wrap it into [0, 360)). INVALID_ARGUMENT naming `field` otherwise.
 * @example finiteLongitude(370, 'longitude') // 370
 */
export function finiteLongitude(value: unknown, field = 'longitude'): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a finite number of degrees (wrapped into 0..360)`, {
      field,
      received: value,
      allowed: 'finite number (degrees)',
    });
  }
  return value;
}
