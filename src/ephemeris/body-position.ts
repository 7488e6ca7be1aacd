import { requireNumberInRange, requireOneOf } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { BODIES, type Body } from '../schemas/enums.js';
import type { BodyPosition } from '../schemas/index.js';
import { instant, type Instant, type TimeInput } from '../time/instant.js';
import { apparentPlaceOf, type Observer } from './apparent-body.js';

/**
 * The apparent geocentric position of a body — the `BodyPosition` record of src/schemas (positions.ts):
 * longitude [0, 360) and latitude on the true ecliptic and equinox of date, distanceAu (the light-time
 * distance; 0 for Vertex/AntiVertex), speed in degrees/day of longitude, right ascension [0, 360) and
 * declination on the true equator of date, isRetrograde = speed < 0.
 */
export type { BodyPosition };

/** Options of position functions: an observer, needed only for Vertex and AntiVertex. */
export interface PositionOptions {
  /** Geographic latitude, −90..90, north positive. */
  readonly latitude?: number;
  /** Geographic longitude, −180..180, east positive. */
  readonly longitude?: number;
}

/**
 * @summary The observer of position options, checking only that latitude and longitude come together
 * (MISSING_ARGUMENT naming the absent one); undefined when neither is given. Ranges are the caller's.
 */
export function observerPair(options: PositionOptions | undefined): Observer | undefined {
  if (options === undefined || (options.latitude === undefined && options.longitude === undefined)) return undefined;
  const missing = options.latitude === undefined ? 'latitude' : options.longitude === undefined ? 'longitude' : undefined;
  if (missing !== undefined) {
    throw new UraniaError('MISSING_ARGUMENT', `${missing} is required when ${missing === 'latitude' ? 'longitude' : 'latitude'} is given`, {
      field: missing,
      received: undefined,
      allowed: missing === 'latitude' ? '-90..90' : '-180..180',
    });
  }
  return { latitude: options.latitude as number, longitude: options.longitude as number };
}

/** @summary Validate observer options: both or neither of latitude/longitude, each in range. */
export function observerOf(options: PositionOptions | undefined): Observer | undefined {
  const observer = observerPair(options);
  if (observer === undefined) return undefined;
  return {
    latitude: requireNumberInRange(observer.latitude, 'latitude', -90, 90),
    longitude: requireNumberInRange(observer.longitude, 'longitude', -180, 180),
  };
}

/**
 * @summary Apparent geocentric position of a body (true ecliptic and equinox of date) at an instant.
 * `at` is an ISO-8601 string, a Date or an Instant; an Instant built with `instantFromJulianDay(jd, 'TT')`
 * gives the position at exactly that TT. Vertex/AntiVertex need `latitude` and `longitude`.
 * Errors: INVALID_ARGUMENT for an unknown body (lists the allowed ones), OUT_OF_RANGE outside
 * 1800-01-01..2200-12-31, MISSING_ARGUMENT for Vertex without an observer, UNSUPPORTED for a body whose
 * theory is not installed.
 *
 * Transitional: the public door is the records function `bodyPosition` (src/records/positions.ts, checked against
 * its schema); layers below records call `apparentBodyPosition` with an Instant. This copy stays until the callers
 * in charts/, vedic/, cli/ and the vedic route have moved.
 * @example bodyPosition('Sun', '2024-03-20T03:06:00Z').longitude // ≈ 0.0 (the March equinox)
 */
export function bodyPosition(body: Body, at: TimeInput, options?: PositionOptions): BodyPosition {
  const which = requireOneOf(body, 'body', BODIES);
  return apparentBodyPosition(which, instant(at), observerOf(options));
}

/**
 * @summary The numeric entry behind `bodyPosition`: the apparent geocentric position of a body at an Instant,
 * inputs taken as valid (a known body, an Instant in the supported span, an observer in range). Layers above
 * (charts, vedic, events, records) call this one; it throws only MISSING_ARGUMENT for Vertex/AntiVertex without
 * an observer and UNSUPPORTED for a body whose theory is not installed.
 * @example apparentBodyPosition('Sun', instant('2024-03-20T03:06:00Z')).longitude // ≈ 0.0
 */
export function apparentBodyPosition(body: Body, when: Instant, observer?: Observer): BodyPosition {
  const p = apparentPlaceOf(body, when, observer);
  return { body, ...p, isRetrograde: p.speed < 0 };
}
