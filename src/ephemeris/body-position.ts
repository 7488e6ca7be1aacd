import type { Body } from '../schemas/enums.js';
import type { BodyPosition } from '../schemas/index.js';
import type { Instant } from '../time/instant.js';
import { apparentPlaceOf, type Observer } from './apparent-body.js';

/**
 * The apparent geocentric position of a body — the `BodyPosition` record of src/schemas (positions.ts):
 * longitude [0, 360) and latitude on the true ecliptic and equinox of date, distanceAu (the light-time
 * distance; 0 for Vertex/AntiVertex), speed in degrees/day of longitude, right ascension [0, 360) and
 * declination on the true equator of date, isRetrograde = speed < 0. The public, validating door is the records
 * function `bodyPosition` (src/records/positions.ts).
 */
export type { BodyPosition };

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
