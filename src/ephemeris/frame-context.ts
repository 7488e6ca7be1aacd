import { observerStateOfDate, type GeodeticObserver } from '../coords/geodetic-observer.js';
import { fukushimaWilliamsAngles, gcrsToMeanEclipticMatrix } from '../coords/precession.js';
import { applyMatrix, chainMatrices, rotationX, transposeMatrix, type Matrix3, type Vector3 } from '../coords/rotation.js';
import type { Instant } from '../time/instant.js';
import { greenwichApparentSiderealTime } from '../time/sidereal-time.js';
import { RAD_PER_DEG } from '../units/angle.js';
import { J2000, SPEED_OF_LIGHT_AU_PER_DAY } from '../units/constants.js';
import { J2000_ECLIPTIC_TO_GCRS, type ApparentContext } from './apparent-context.js';
import type { FrameContext } from './apparent-place.js';
import type { HeliocentricState } from './source.js';

/**
 * Frames and centres other than the default (apparent, geocentric, true ecliptic and equinox of date), issue 15:
 * - `observer`: topocentric — the observer's geocentric state on the WGS84 ellipsoid (coords/geodetic-observer.ts)
 *   at the Greenwich apparent sidereal time, taken from the true equator of date to the sources' J2000 ecliptic,
 *   is added to the Earth's: light time, deflection and aberration are then those of the observer, so the diurnal
 *   parallax (a body's geocentric vector minus the observer's) and the diurnal aberration (the observer's
 *   rotational velocity, ≤ 0.465 km/s: ≤ 0.32″ cos φ; Explanatory Supplement 1992 §3.25, the diurnal part of aberration) come out of the same
 *   formulas as the annual ones.
 * - `center: 'heliocentric'`: seen from the Sun. The bodies' places (heliocentric-apparent-place.ts) take the light
 *   time to the solar-system barycentre, the direction from the Sun at t and no aberration, the convention of the
 *   reference tables; the context below (the Sun as the observer: light time to the Sun's centre, aberration from
 *   the Sun's barycentric velocity, a few ms of arc, no deflection) serves the Earth, whose heliocentric place thus
 *   stays the mirror of the geocentric apparent Sun, and gives every place its rotation.
 * - `frame: 'j2000'`: the mean ecliptic and equinox of J2000 — the precession matrix frozen at J2000.0, no nutation,
 *   right ascension and declination on the mean equator of J2000 (ε0 = 84381.406″).
 * - `geometric`: no light time, no deflection, no aberration (apparent-place.ts `geometricPlace`).
 */

/** Where positions are seen from and how they are referred. Every member optional: the default is apparent, geocentric, of date. */
export interface PlaceFrame {
  /** A topocentric observer on the WGS84 ellipsoid. */
  readonly observer?: GeodeticObserver;
  /** The centre: the geocentre (default) or the Sun. */
  readonly center?: 'geocentric' | 'heliocentric';
  /** The reference frame: the true ecliptic and equinox of date (default) or the mean ecliptic and equinox of J2000. */
  readonly frame?: 'date' | 'j2000';
  /** True for geometric positions: no light time, no deflection, no aberration. */
  readonly geometric?: boolean;
}

/** A frame context plus the observer's geocentric state (J2000 ecliptic), subtracted from geocentric bodies (the Moon). */
export interface ObserverFrameContext {
  readonly ctx: FrameContext;
  /** The observer's geocentric state (zero for the geocentre), AU and AU/day, J2000 ecliptic. */
  readonly offset: HeliocentricState;
}

/** Mean obliquity of J2000 (IAU 2006, P03), radians. */
const EPSILON_J2000_RAD = (84381.406 / 3600) * RAD_PER_DEG;

let j2000Matrix: Matrix3 | undefined;
/**
 * @summary The sources' J2000 ecliptic to the mean ecliptic of J2000.0 as the precession chain builds it (the
 * context's matrix frozen at t = 0: the frame bias and back, identity to a few µas), so that `frame: 'j2000'` at
 * J2000.0 is exactly the mean ecliptic of date there.
 */
export function j2000EclipticMatrix(): Matrix3 {
  j2000Matrix ??= chainMatrices(gcrsToMeanEclipticMatrix(fukushimaWilliamsAngles(J2000)), J2000_ECLIPTIC_TO_GCRS);
  return j2000Matrix;
}

const ZERO_STATE: HeliocentricState = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 };
const ZERO: Vector3 = { x: 0, y: 0, z: 0 };

/** GM of the Sun, AU³/day² (Gaussian constant k²). */
const GM_SUN = 0.01720209895 * 0.01720209895;

/**
 * @summary The observer's geocentric state in the sources' J2000 ecliptic: its state on the true equator of date
 * (GAST), turned back by (R1(−ε)·R3(−Δψ)·P)ᵀ, the inverse of the context's own chain. Also its acceleration.
 */
export function observerGeocentricState(
  base: ApparentContext,
  at: Instant,
  observer: GeodeticObserver,
): { state: HeliocentricState; acceleration: Vector3 } {
  const s = observerStateOfDate(observer, greenwichApparentSiderealTime(at));
  const back = transposeMatrix(chainMatrices(base.meanEclipticToTrueEquator, base.toMeanEcliptic));
  const r = applyMatrix(back, { x: s.x, y: s.y, z: s.z });
  const v = applyMatrix(back, { x: s.vx, y: s.vy, z: s.vz });
  const a = applyMatrix(back, { x: s.ax, y: s.ay, z: s.az });
  return { state: { x: r.x, y: r.y, z: r.z, vx: v.x, vy: v.y, vz: v.z }, acceleration: a };
}

/**
 * @summary A topocentric context from the observer's geocentric state and acceleration (J2000 ecliptic, AU, AU/day,
 * AU/day²): the base context with the observer in place of the geocentre. A zero state gives back the geocentric
 * place exactly (tests use this seam).
 */
export function topocentricContext(base: ApparentContext, state: HeliocentricState, acceleration: Vector3): FrameContext {
  const c = SPEED_OF_LIGHT_AU_PER_DAY;
  const e = base.earth;
  const re = Math.sqrt(e.x * e.x + e.y * e.y + e.z * e.z);
  const k = -GM_SUN / (re * re * re);
  return {
    ...base,
    earth: { x: e.x + state.x, y: e.y + state.y, z: e.z + state.z, vx: e.vx + state.vx, vy: e.vy + state.vy, vz: e.vz + state.vz },
    earthVelocityOverC: {
      x: base.earthVelocityOverC.x + state.vx / c,
      y: base.earthVelocityOverC.y + state.vy / c,
      z: base.earthVelocityOverC.z + state.vz / c,
    },
    observerAccelerationOverC: { x: (k * e.x + acceleration.x) / c, y: (k * e.y + acceleration.y) / c, z: (k * e.z + acceleration.z) / c },
  };
}

/** @summary The mean-ecliptic-of-J2000 version of a context: frozen precession, no nutation, the equator of J2000. */
export function j2000Context(ctx: FrameContext): FrameContext {
  const eps = EPSILON_J2000_RAD / RAD_PER_DEG;
  return {
    ...ctx,
    toMeanEcliptic: j2000EclipticMatrix(),
    nutationLongitudeDeg: 0,
    nutationObliquityDeg: 0,
    meanObliquityDeg: eps,
    trueObliquityDeg: eps,
    meanEclipticToTrueEquator: rotationX(-EPSILON_J2000_RAD),
    equinoxRateDegPerDay: 0,
  };
}

/**
 * @summary The context of a frame, from the instant's base context: observer (topocentric) or Sun (heliocentric)
 * in place of the geocentre, the J2000 rotation in place of the date's. `center: 'heliocentric'` with an
 * observer is refused by the records layer before this is called (the observer wins here).
 */
export function frameContext(base: ApparentContext, at: Instant, frame: PlaceFrame): ObserverFrameContext {
  let ctx: FrameContext = base;
  let offset = ZERO_STATE;
  if (frame.observer !== undefined) {
    const { state, acceleration } = observerGeocentricState(base, at, frame.observer);
    offset = state;
    ctx = topocentricContext(base, state, acceleration);
  } else if (frame.center === 'heliocentric') {
    const sun = base.sunBarycentricVelocity;
    const c = SPEED_OF_LIGHT_AU_PER_DAY;
    ctx = { ...base, earth: ZERO_STATE, earthVelocityOverC: { x: sun.x / c, y: sun.y / c, z: sun.z / c }, observerAccelerationOverC: ZERO };
  }
  return { ctx: frame.frame === 'j2000' ? j2000Context(ctx) : ctx, offset };
}
