import { wording } from '../errors/error-wording.js';
import { vertex } from '../coords/chart-angles.js';
import { eclipticToEquatorial } from '../coords/ecliptic-equatorial.js';
import { UraniaError } from '../errors/urania-error.js';
import type { Body } from '../schemas/enums.js';
import type { Instant } from '../time/instant.js';
import { equationOfEquinoxes, localApparentSiderealTime } from '../time/sidereal-time.js';
import { normalizeDegrees, signedDelta } from '../units/angle.js';
import { apparentContext, type ApparentContext } from './apparent-context.js';
import { apparentFromGeocentric, apparentFromHeliocentric, apparentSun, type ApparentPlace } from './apparent-place.js';
import { BODY_METHODS, availableBodies } from './bodies.js';
import { lunarPoint, lunarPointSpeed } from './lunar-points/index.js';
import { moonApparentInputState } from './moon.js';

/** A geographic observer (degrees; longitude east positive). */
export interface Observer {
  readonly latitude: number;
  readonly longitude: number;
}

/** Half-width (days) of the symmetric difference for the Vertex's daily motion (~1 minute). */
const VERTEX_SPEED_STEP = 1 / 1440;

function fromEcliptic(ctx: ApparentContext, longitude: number, latitude: number, distanceAu: number, speed: number): ApparentPlace {
  const eq = eclipticToEquatorial(longitude, latitude, ctx.trueObliquityDeg);
  return { longitude: normalizeDegrees(longitude), latitude, distanceAu, speed, ...eq };
}

/**
 * The Vertex's longitude at `at`: the vertex at local apparent sidereal time with `equationOfEquinoxesDeg`
 * (`localApparentSiderealTime`). Its daily motion's two neighbours a minute away take the equation of the equinoxes of
 * the chart's instant rather than a fresh series each — it moves by less than 1e-4°/day, far below the central
 * difference's own error, and two series a chart cost ≈ 3 % of a natal chart (issue 30).
 */
function vertexLongitude(at: Instant, observer: Observer, obliquityDeg: number, equationOfEquinoxesDeg: number): number {
  return vertex(localApparentSiderealTime(at, observer.longitude, equationOfEquinoxesDeg), obliquityDeg, observer.latitude);
}

/**
 * @summary The apparent place of one body at one instant (validated inputs; see bodyPosition for the public
 * door). Throws UNSUPPORTED for a body whose theory is not installed, MISSING_ARGUMENT for Vertex/AntiVertex
 * without an observer.
 */
export function apparentPlaceOf(body: Body, at: Instant, observer?: Observer): ApparentPlace {
  const method = BODY_METHODS[body];
  const ctx = apparentContext(at.jdTt);
  switch (method.kind) {
    case 'sun':
      return apparentSun(ctx);
    case 'moon':
      return apparentFromGeocentric(ctx, moonApparentInputState(at.jdTt));
    case 'heliocentric':
      return apparentFromHeliocentric(ctx, method.source(at.jdTt));
    case 'lunar-point': {
      // Already geocentric in the true ecliptic and equinox of date (ephemeris/lunar-points).
      const p = lunarPoint(method.point, at.jdTt);
      return fromEcliptic(ctx, p.longitude, p.latitude, p.distanceAu, lunarPointSpeed(method.point, at.jdTt));
    }
    case 'opposite': {
      const p = apparentPlaceOf(method.of, at, observer);
      return fromEcliptic(ctx, p.longitude + 180, -p.latitude, p.distanceAu, p.speed);
    }
    case 'vertex': {
      if (observer === undefined) {
        throw new UraniaError('MISSING_ARGUMENT', `${body} needs an observer: give latitude (-90..90) and longitude (-180..180)`, {
          wording: wording('needsObserver.give', { field: 'latitude', body }),
          field: 'latitude',
          fields: ['latitude', 'longitude'],
          received: undefined,
          allowed: 'latitude -90..90 and longitude -180..180 (degrees, east positive)',
        });
      }
      const eps = ctx.trueObliquityDeg;
      const ee = equationOfEquinoxes(at.jdTt);
      const lon = vertexLongitude(at, observer, eps, ee);
      const h = VERTEX_SPEED_STEP;
      const before = vertexLongitude({ jdUt: at.jdUt - h, jdTt: at.jdTt - h }, observer, eps, ee);
      const after = vertexLongitude({ jdUt: at.jdUt + h, jdTt: at.jdTt + h }, observer, eps, ee);
      const speed = signedDelta(before, after) / (2 * h);
      return fromEcliptic(ctx, method.anti ? lon + 180 : lon, 0, 0, speed);
    }
    case 'unavailable':
      break;
  }
  throw new UraniaError('UNSUPPORTED', `${body} is not available in this build: ${method.theory}`, {
    field: 'body',
    received: body,
    allowed: `one of: ${availableBodies().join(', ')}`,
  });
}
