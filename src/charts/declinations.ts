import { bodyPosition } from '../ephemeris/index.js';
import type { Body, DeclinationsResponse } from '../schemas/index.js';
import { instant, trueObliquity, type TimeInput } from '../time/index.js';
import { signOf } from '../zodiac/index.js';
import { echoDate } from './echo-date.js';
import { NEVER_OUT_OF_BOUNDS } from './out-of-bounds.js';
import { PARALLEL_ORB_DEG, parallels } from './parallels.js';
import { requireRequestMembers } from './request-members.js';
import { placeBodies, techniqueBodies } from './technique-bodies.js';

/** Request of {@link declinations}. */
export interface DeclinationsRequest {
  /** The instant: ISO date or date-time with a zone, Date, or Instant. */
  readonly at: TimeInput;
}

/** Library options (not part of the request). */
export interface DeclinationsOptions {
  /** The bodies; default `TECHNIQUE_BODIES` (ten planets, Chiron, true North Node). */
  readonly bodies?: readonly Body[];
  /** Orb of parallels and contraparallels, degrees; default `PARALLEL_ORB_DEG` (1°). */
  readonly orb?: number;
}

/**
 * @summary Declinations at an instant (spec `DeclinationsResponse`): each body's apparent declination (true equator
 * of date), the parallels and contraparallels among them (`parallels`, 1° orb), the bodies out of bounds, and True
 * Lilith (the osculating lunar apogee) with its declination.
 *
 * Out of bounds: |δ| greater than the TRUE obliquity of date — the Sun's greatest declination that year, ≈ 23.44°
 * (Boehrer's definition, the natal chart's `outOfBoundsPlanets` rule); the Sun itself and the points on the ecliptic
 * by construction (the nodes) are never out of bounds (`NEVER_OUT_OF_BOUNDS`). `date` echoes the caller's instant.
 *
 * Errors: `UraniaError` naming `at` (missing, unparseable, outside 1800–2200), `bodies[i]`, `orb`.
 * @example declinations({ at: '2024-06-20T20:51:00Z' }).positions[0] // { body: 'Sun', declination: 23.44…, isOutOfBounds: false, … }
 */
export function declinations(request: DeclinationsRequest, options: DeclinationsOptions = {}): DeclinationsResponse {
  const record = requireRequestMembers(request, ['at'], ['at'], '', 'a declinations request');
  const at = instant(record.at as TimeInput, 'at');
  const bodies = techniqueBodies(options.bodies);
  const bound = trueObliquity(at.jdTt);
  const placed = placeBodies(bodies, at);
  const positions = placed.map((p) => ({
    body: p.body,
    longitude: p.longitude,
    declination: p.declination,
    isOutOfBounds: !NEVER_OUT_OF_BOUNDS.includes(p.body) && Math.abs(p.declination) > bound,
  }));
  const lilith = bodyPosition('LilithTrue', at);
  return {
    date: echoDate(record.at as TimeInput, at),
    positions,
    parallels: parallels(placed, options.orb ?? PARALLEL_ORB_DEG),
    outOfBounds: positions.filter((p) => p.isOutOfBounds).map((p) => p.body),
    trueLilith: { longitude: lilith.longitude, sign: signOf(lilith.longitude), declination: lilith.declination },
  };
}
