import { wording } from '../errors/error-wording.js';
import { eclipticToEquatorial } from '../coords/ecliptic-equatorial.js';
import { applyMatrix, transposeMatrix } from '../coords/rotation.js';
import { UraniaError } from '../errors/urania-error.js';
import type { Body } from '../schemas/enums.js';
import type { Instant } from '../time/instant.js';
import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../units/angle.js';
import { apparentPlaceOf, type Observer } from './apparent-body.js';
import { apparentContext } from './apparent-context.js';
import {
  apparentFromGeocentric, apparentFromHeliocentric, apparentSun, geometricPlace, type ApparentPlace, type FrameContext,
} from './apparent-place.js';
import { BODY_METHODS, type BodyMethod } from './bodies.js';
import { frameContext, j2000EclipticMatrix, type PlaceFrame } from './frame-context.js';
import { heliocentricApparentPlace, sunBarycentricAt } from './heliocentric-apparent-place.js';
import { moonApparentInputState } from './moon.js';
import { planetState } from './planet-state.js';
import type { HeliocentricState } from './source.js';

/**
 * The place of a body in any frame of issue 15 (frame-context.ts): topocentric, heliocentric, J2000, geometric,
 * and their meaningful combinations. The default frame (apparent, geocentric, of date) is `apparentPlaceOf`
 * itself, bit for bit. Points that are not bodies — the lunar nodes and apogees, Vertex/AntiVertex — are
 * geocentric directions by definition: an observer or `geometric` leaves them unchanged, `frame: 'j2000'`
 * re-expresses them on the J2000 ecliptic, `center: 'heliocentric'` refuses them (as it refuses the Sun).
 * Heliocentric apparent places: the Moon and the bodies by heliocentric-apparent-place.ts (light time to the
 * barycentre, the reference's convention); the Earth as the Sun-observer context sees it (light time to the Sun's
 * centre and the Sun's aberration), so that it is the geocentric apparent Sun + 180° to 0.02″.
 */

/** A body of the heliocentric centre: every Body, plus the Earth (seen from the Sun). */
export type FrameBody = Body | 'Earth';

/** @summary Whether a frame is the default one (apparent, geocentric, true ecliptic and equinox of date). */
export function isDefaultFrame(frame: PlaceFrame): boolean {
  return frame.observer === undefined && frame.center !== 'heliocentric' && frame.frame !== 'j2000' && frame.geometric !== true;
}

/**
 * @summary Whether a body has a heliocentric place: the Moon and every body of a heliocentric theory (not the
 * Sun, the lunar nodes and apogees, Vertex/AntiVertex). Unavailable and unknown bodies count as having one (they
 * fail elsewhere with their own error: UNSUPPORTED, INVALID_ARGUMENT).
 */
export function hasHeliocentricPlace(body: Body): boolean {
  const method = BODY_METHODS[body] as BodyMethod | undefined; // an unknown name is refused elsewhere, with its own message
  const kind = method?.kind ?? 'unavailable';
  return kind === 'moon' || kind === 'heliocentric' || kind === 'unavailable';
}

function sum(a: HeliocentricState, b: HeliocentricState): HeliocentricState {
  return { x: a.x + b.x, y: a.y + b.y, z: a.z + b.z, vx: a.vx + b.vx, vy: a.vy + b.vy, vz: a.vz + b.vz };
}

function difference(a: HeliocentricState, b: HeliocentricState): HeliocentricState {
  return { x: a.x - b.x, y: a.y - b.y, z: a.z - b.z, vx: a.vx - b.vx, vy: a.vy - b.vy, vz: a.vz - b.vz };
}

/** Why a body has no heliocentric position: the sentence's words, by kind (the template selects on it). */
const NOT_HELIOCENTRIC_WHY = {
  sun: 'the Sun is the centre',
  moonOrbit: 'a point of the Moon’s geocentric orbit',
  horizon: 'a point of the observer’s horizon',
} as const;

function notHeliocentric(body: FrameBody, why: keyof typeof NOT_HELIOCENTRIC_WHY): UraniaError {
  return new UraniaError('INVALID_ARGUMENT', `${body} has no heliocentric position (${NOT_HELIOCENTRIC_WHY[why]}): use center 'geocentric' for it`, {
    wording: wording('heliocentric.noPosition', { body, why }),
    field: 'body',
    fields: ['body', 'center'],
    received: body,
    allowed: "with center 'heliocentric': the Moon, the planets, Earth, the asteroids, TNOs and Hamburg bodies — not the Sun, the lunar nodes and apogees, Vertex/AntiVertex",
  });
}

/** A date place (true ecliptic and equinox of date) of a point re-expressed on the mean ecliptic and equinox of J2000. */
function toJ2000(at: Instant, p: ApparentPlace, ctx: FrameContext): ApparentPlace {
  const date = apparentContext(at.jdTt);
  const lon = (p.longitude - date.nutationLongitudeDeg) * RAD_PER_DEG;
  const lat = p.latitude * RAD_PER_DEG;
  const meanOfDate = { x: Math.cos(lat) * Math.cos(lon), y: Math.cos(lat) * Math.sin(lon), z: Math.sin(lat) };
  const v = applyMatrix(j2000EclipticMatrix(), applyMatrix(transposeMatrix(date.toMeanEcliptic), meanOfDate));
  const longitude = normalizeDegrees(Math.atan2(v.y, v.x) * DEG_PER_RAD);
  const latitude = Math.atan2(v.z, Math.sqrt(v.x * v.x + v.y * v.y)) * DEG_PER_RAD;
  return {
    longitude,
    latitude,
    distanceAu: p.distanceAu,
    speed: p.speed - date.equinoxRateDegPerDay,
    ...eclipticToEquatorial(longitude, latitude, ctx.trueObliquityDeg),
  };
}

/** The point opposite a place (λ + 180°, β → −β), right ascension and declination on the context's equator. */
function opposite(p: ApparentPlace, ctx: FrameContext): ApparentPlace {
  const longitude = normalizeDegrees(p.longitude + 180);
  const latitude = -p.latitude;
  return { longitude, latitude, distanceAu: p.distanceAu, speed: p.speed, ...eclipticToEquatorial(longitude, latitude, ctx.trueObliquityDeg) };
}

/**
 * @summary The place of a body at an instant in a frame (inputs taken as valid). `chartObserver` is the observer
 * of Vertex/AntiVertex (defaults to the topocentric observer's latitude and longitude). Throws INVALID_ARGUMENT
 * naming `body` and `center` for a heliocentric Sun, lunar point or chart point, or an Earth that is not
 * heliocentric; otherwise what `apparentPlaceOf` throws.
 */
export function framePlaceOf(body: FrameBody, at: Instant, frame: PlaceFrame, chartObserver?: Observer): ApparentPlace {
  const pointObserver = chartObserver ?? frame.observer;
  const heliocentric = frame.center === 'heliocentric' && frame.observer === undefined;
  if (body === 'Earth') {
    if (!heliocentric) {
      throw new UraniaError('INVALID_ARGUMENT', "Earth is a body only with center 'heliocentric' (the geocentre is the observer)", {
        wording: wording('earthHeliocentric', { field: 'body' }),
        field: 'body',
        fields: ['body', 'center'],
        received: body,
        allowed: "Earth with center 'heliocentric'",
      });
    }
    const { ctx } = frameContext(apparentContext(at.jdTt), at, frame);
    const earth = planetState('Earth', at.jdTt);
    return frame.geometric === true ? geometricPlace(ctx, earth) : apparentFromHeliocentric(ctx, earth);
  }
  if (isDefaultFrame(frame)) return apparentPlaceOf(body, at, pointObserver);
  const { ctx, offset } = frameContext(apparentContext(at.jdTt), at, frame);
  return placeInContext(body, at, frame, ctx, offset, chartObserver);
}

/**
 * @summary The place of a body in a prepared frame context (`frameContext`, or `topocentricContext` for a given
 * observer vector): `offset` is the observer's geocentric state, subtracted from the Moon's. Inputs taken as valid.
 */
export function placeInContext(
  body: Body,
  at: Instant,
  frame: PlaceFrame,
  ctx: FrameContext,
  offset: HeliocentricState,
  chartObserver?: Observer,
): ApparentPlace {
  const pointObserver = chartObserver ?? frame.observer;
  const heliocentric = frame.center === 'heliocentric' && frame.observer === undefined;
  const geometric = frame.geometric === true;
  const method = BODY_METHODS[body];
  switch (method.kind) {
    case 'sun':
      if (heliocentric) throw notHeliocentric(body, 'sun');
      return geometric ? geometricPlace(ctx, { x: -ctx.earth.x, y: -ctx.earth.y, z: -ctx.earth.z, vx: -ctx.earth.vx, vy: -ctx.earth.vy, vz: -ctx.earth.vz }) : apparentSun(ctx);
    case 'moon': {
      const moon = moonApparentInputState(at.jdTt);
      if (heliocentric) {
        const helio = sum(planetState('Earth', at.jdTt), moon);
        return geometric ? geometricPlace(ctx, helio) : heliocentricApparentPlace(ctx, helio, sunBarycentricAt(at.jdTt));
      }
      const relative = difference(moon, offset);
      return geometric ? geometricPlace(ctx, relative) : apparentFromGeocentric(ctx, relative);
    }
    case 'heliocentric': {
      const state = method.source(at.jdTt);
      if (geometric) return geometricPlace(ctx, difference(state, ctx.earth));
      return heliocentric ? heliocentricApparentPlace(ctx, state, sunBarycentricAt(at.jdTt)) : apparentFromHeliocentric(ctx, state);
    }
    case 'opposite':
      if (heliocentric) throw notHeliocentric(body, 'moonOrbit');
      return opposite(placeInContext(method.of, at, frame, ctx, offset, chartObserver), ctx);
    case 'lunar-point':
    case 'vertex': {
      if (heliocentric) throw notHeliocentric(body, method.kind === 'vertex' ? 'horizon' : 'moonOrbit');
      const p = apparentPlaceOf(body, at, pointObserver);
      return frame.frame === 'j2000' ? toJ2000(at, p, ctx) : p;
    }
    case 'unavailable':
      break;
  }
  return apparentPlaceOf(body, at, pointObserver);
}
