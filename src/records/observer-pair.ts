import type { Observer } from '../ephemeris/apparent-body.js';
import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';

/** Observer members of position options: needed only for Vertex and AntiVertex. */
export interface ObserverMembers {
  /** Geographic latitude, −90..90, north positive. */
  readonly latitude?: number;
  /** Geographic longitude, −180..180, east positive. */
  readonly longitude?: number;
}

/**
 * @summary The observer of parsed position options, checking the one rule a schema cannot state: latitude and
 * longitude come together (MISSING_ARGUMENT naming the absent one). Undefined when neither is given; the ranges are
 * the schema's.
 * @example observerPair({ latitude: 51.5, longitude: -0.12 }) // { latitude: 51.5, longitude: -0.12 }
 */
export function observerPair(options: ObserverMembers | undefined): Observer | undefined {
  if (options === undefined || (options.latitude === undefined && options.longitude === undefined)) return undefined;
  const missing = options.latitude === undefined ? 'latitude' : options.longitude === undefined ? 'longitude' : undefined;
  if (missing !== undefined) {
    throw new UraniaError('MISSING_ARGUMENT', `${missing} is required when ${missing === 'latitude' ? 'longitude' : 'latitude'} is given`, {
      field: missing,
      received: undefined,
      allowed: missing === 'latitude' ? '-90..90' : '-180..180',
      wording: wording('requiredWith', { field: missing, other: missing === 'latitude' ? 'longitude' : 'latitude' }),
    });
  }
  return { latitude: options.latitude as number, longitude: options.longitude as number };
}
