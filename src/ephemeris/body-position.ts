import { requireNumberInRange, requireOneOf } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { BODIES, type Body } from '../schemas/enums.js';
import type { BodyPosition } from '../schemas/index.js';
import { instant, type TimeInput } from '../time/instant.js';
import { apparentPlaceOf, type Observer } from './apparent-body.js';

/**
 * The apparent geocentric position of a body — the `BodyPosition` record of src/schemas (library-records.ts):
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

/** @summary Validate observer options: both or neither of latitude/longitude. */
export function observerOf(options: PositionOptions | undefined): Observer | undefined {
  if (options === undefined || (options.latitude === undefined && options.longitude === undefined)) return undefined;
  const missing = options.latitude === undefined ? 'latitude' : options.longitude === undefined ? 'longitude' : undefined;
  if (missing !== undefined) {
    throw new UraniaError('MISSING_ARGUMENT', `${missing} is required when ${missing === 'latitude' ? 'longitude' : 'latitude'} is given`, {
      field: missing,
      received: undefined,
      allowed: missing === 'latitude' ? '-90..90' : '-180..180',
    });
  }
  return {
    latitude: requireNumberInRange(options.latitude, 'latitude', -90, 90),
    longitude: requireNumberInRange(options.longitude, 'longitude', -180, 180),
  };
}

/**
 * @summary Apparent geocentric position of a body (true ecliptic and equinox of date) at an instant.
 * `at` is an ISO-8601 string, a Date or an Instant; an Instant built with `instantFromJulianDay(jd, 'TT')`
 * gives the position at exactly that TT. Vertex/AntiVertex need `latitude` and `longitude`.
 * Errors: INVALID_ARGUMENT for an unknown body (lists the allowed ones), OUT_OF_RANGE outside
 * 1800-01-01..2200-12-31, MISSING_ARGUMENT for Vertex without an observer, UNSUPPORTED for a body whose
 * theory is not installed.
 * @example bodyPosition('Sun', '2024-03-20T03:06:00Z').longitude // ≈ 0.0 (the March equinox)
 */
export function bodyPosition(body: Body, at: TimeInput, options?: PositionOptions): BodyPosition {
  const which = requireOneOf(body, 'body', BODIES);
  const when = instant(at);
  const p = apparentPlaceOf(which, when, observerOf(options));
  return { body: which, ...p, isRetrograde: p.speed < 0 };
}
