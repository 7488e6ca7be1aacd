import { eclipticToEquatorial } from '../coords/ecliptic-equatorial.js';
import type { Body } from '../schemas/enums.js';
import type { BodyPosition } from '../schemas/index.js';
import type { Instant } from '../time/instant.js';
import { normalizeDegrees } from '../units/angle.js';
import { apparentPlaceOf, type Observer } from './apparent-body.js';
import { apparentContext } from './apparent-context.js';
import { BODY_METHODS } from './bodies.js';
import { OSCULATING_LUNAR_BODIES } from './elp-on-demand.js';
import { prepareMoonAt } from './moon.js';

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
  // Members written out in ApparentPlace's order (a spread copies them through a slower generic path).
  return {
    body,
    longitude: p.longitude,
    latitude: p.latitude,
    distanceAu: p.distanceAu,
    speed: p.speed,
    rightAscension: p.rightAscension,
    declination: p.declination,
    isRetrograde: p.speed < 0,
  };
}

/**
 * The place λ + 180°, β, Δ and speed on the ecliptic of date with α, δ on the true equator: the arithmetic of
 * apparent-body.ts (`fromEcliptic`, applied there to an opposite point and to the AntiVertex), repeated here so
 * that the point opposite a place already computed comes out bit for bit as `apparentBodyPosition` gives it.
 */
function opposite(body: Body, when: Instant, longitude: number, latitude: number, distanceAu: number, speed: number): BodyPosition {
  const eq = eclipticToEquatorial(longitude, latitude, apparentContext(when.jdTt).trueObliquityDeg);
  return { body, longitude: normalizeDegrees(longitude), latitude, distanceAu, speed, ...eq, isRetrograde: speed < 0 };
}

/**
 * @summary `apparentBodyPosition` for one body of a set placed at one instant (a chart): a point that follows
 * from a body already in `placed` — SouthNode and SouthNodeMean from their North nodes, the AntiVertex from the
 * Vertex — is taken from it rather than computed again (the mean South node alone costs five nutation series for
 * its speed, the AntiVertex three sidereal times), bit for bit the same record; any other body is computed.
 * `placed` must hold positions at `when` for the same `observer`.
 * @example apparentBodyPositionAmong('SouthNode', at, undefined, new Map([['NorthNode', north]])).longitude // north.longitude ± 180
 */
export function apparentBodyPositionAmong(
  body: Body,
  when: Instant,
  observer: Observer | undefined,
  placed: ReadonlyMap<Body, BodyPosition>,
): BodyPosition {
  const method = BODY_METHODS[body];
  if (method.kind === 'opposite') {
    const of = placed.get(method.of);
    if (of !== undefined) return opposite(body, when, of.longitude + 180, -of.latitude, of.distanceAu, of.speed);
  } else if (method.kind === 'vertex' && method.anti) {
    // The Vertex's longitude is already in [0, 360) (coords/chart-angles.ts `vertex`), as apparent-body.ts adds 180° to it.
    const vertex = placed.get('Vertex');
    if (vertex !== undefined) return opposite(body, when, vertex.longitude + 180, 0, 0, vertex.speed);
  }
  return apparentBodyPosition(body, when, observer);
}

/**
 * @summary Prepare the placing of `bodies` at one instant (a chart), before their `apparentBodyPosition`s: when they
 * include the Moon and an osculating lunar point (NorthNode, SouthNode, LilithTrue), one evaluation of the Moon's
 * series serves both (moon.ts `prepareMoonAt`: about a quarter of the Moon's cost saved). The positions are the
 * same, to the last bit, with or without it.
 * @example prepareBodyPositions(['Sun', 'Moon', 'NorthNode'], at);
 */
export function prepareBodyPositions(bodies: readonly Body[], when: Instant): void {
  if (bodies.includes('Moon') && bodies.some((b) => OSCULATING_LUNAR_BODIES.includes(b))) prepareMoonAt(when.jdTt);
}
