import { apparentPlaceOf, type Observer } from '../ephemeris/apparent-body.js';
import { availableBodies } from '../ephemeris/bodies.js';
import { apparentBodyPosition } from '../ephemeris/body-position.js';
import type { Body } from '../schemas/enums.js';
import type { BodyPosition, PlanetaryPosition } from '../schemas/index.js';
import {
  BodyName, BodyPositionOptions, PlanetaryPositionsOptions, PositionsRequest, type PositionsResponse,
} from '../schemas/positions.js';
import { instant, type Instant, type TimeInput } from '../time/instant.js';
import { zodiacPlace } from '../zodiac/zodiac-place.js';
import { parseBodyList } from './body-list.js';
import { observerPair } from './observer-pair.js';
import { parse } from './parse.js';

/** The bodies computed when none are named: every available one, the Vertex pair only with an observer. */
function defaultBodies(observer: Observer | undefined): Body[] {
  return availableBodies().filter((b) => observer !== undefined || (b !== 'Vertex' && b !== 'AntiVertex'));
}

/** The PlanetaryPosition records of bodies at an instant, sharing one apparent-place context. */
function positionsAt(when: Instant, bodies: readonly Body[], observer: Observer | undefined): PlanetaryPosition[] {
  return bodies.map((body) => {
    const p = apparentPlaceOf(body, when, observer);
    return { body, position: zodiacPlace(p.longitude, p.speed < 0) };
  });
}

/** Options read against `PlanetaryPositionsOptions`: the body list member by member (`bodies[i]`), then the rest. */
function parseOptions(options: unknown): { bodies?: Body[]; observer?: Observer } {
  const raw = options as { bodies?: unknown } | null | undefined;
  const bodies = raw?.bodies !== undefined ? parseBodyList(raw.bodies) : undefined;
  const o = parse(PlanetaryPositionsOptions, options ?? {}, 'options');
  const observer = observerPair(o); // both or neither: a rule the schema cannot state
  return { ...(bodies ? { bodies } : {}), ...(observer ? { observer } : {}) };
}

/**
 * @summary Apparent geocentric position of a body (true ecliptic and equinox of date) at an instant: the
 * `BodyPosition` record. `at` is an ISO-8601 string, a Date or an Instant; an Instant built with
 * `instantFromJulianDay(jd, 'TT')` gives the position at exactly that TT. Vertex/AntiVertex need `latitude` and
 * `longitude`. Errors: INVALID_ARGUMENT for an unknown body (lists the allowed ones), OUT_OF_RANGE outside
 * 1800-01-01..2200-12-31 or for an observer out of range, MISSING_ARGUMENT for Vertex without an observer or half
 * an observer, UNSUPPORTED for a body whose theory is not installed.
 * @example bodyPosition('Sun', '2024-03-20T03:06:00Z').longitude // ≈ 0.0 (the March equinox)
 */
export function bodyPosition(body: Body, at: TimeInput, options?: BodyPositionOptions): BodyPosition {
  const which = parse(BodyName, body, 'body');
  const when = instant(at);
  const o = parse(BodyPositionOptions, options ?? {}, 'options');
  return apparentBodyPosition(which, when, observerPair(o));
}

/**
 * @summary The spec's `PlanetaryPosition[]` (body + ZodiacPosition) at an instant, all bodies sharing one
 * apparent-place context (one Earth, one nutation, one precession matrix). Default bodies: every available body,
 * Vertex/AntiVertex only with an observer (`latitude` and `longitude`).
 * Errors: INVALID_ARGUMENT naming `bodies[i]` for an unknown body, OUT_OF_RANGE for an observer out of range or an
 * instant outside 1800–2200, MISSING_ARGUMENT for half an observer.
 * @example planetaryPositions('2000-01-01T12:00:00Z', { bodies: ['Sun'] })[0].position.sign // 'Capricorn'
 */
export function planetaryPositions(at: TimeInput, options: PlanetaryPositionsOptions = {}): PlanetaryPosition[] {
  const when = instant(at);
  const { bodies, observer } = parseOptions(options);
  return positionsAt(when, bodies ?? defaultBodies(observer), observer);
}

/**
 * @summary The positions record of `GET /positions` and `/positions/today`: the instant (as given, ISO UT) and
 * the PlanetaryPosition records of the bodies (default: every available body, Vertex/AntiVertex only with an
 * observer).
 * @example positions({ at: '2024-03-20T03:06:00Z', bodies: ['Sun'] }).positions[0].position.longitude // ≈ 0
 */
export function positions(request: PositionsRequest): PositionsResponse {
  const r = parse(PositionsRequest, request);
  const observer = observerPair(r);
  return { at: r.at, positions: positionsAt(instant(r.at), r.bodies ?? defaultBodies(observer), observer) };
}
