import { relativisticAberration } from '../coords/aberration.js';
import { solarLightDeflection } from '../coords/light-deflection.js';
import { solarLightDeflectionWithRate, type DeflectedDirection } from '../coords/light-deflection-rate.js';
import type { Vector3 } from '../coords/rotation.js';
import { DEG_PER_RAD, normalizeDegrees } from '../units/angle.js';
import { SPEED_OF_LIGHT_AU_PER_DAY } from '../units/constants.js';
import type { ApparentContext } from './apparent-context.js';
import type { HeliocentricState } from './source.js';

/**
 * The rigorous apparent place (geocentric, true ecliptic and equinox of date), step by step:
 * 1. light time: the body's position at t − τ, τ = |P(t − τ) − E(t)|/c, iterated (Explanatory Supplement
 *    1992 §3.32; Kaplan et al. 1989, AJ 97, 1197), in the barycentric frame: the Sun's own motion during τ
 *    is included when its barycentric velocity is known;
 * 2. gravitational deflection of light by the Sun (coords/light-deflection.ts);
 * 3. annual aberration, relativistic, from the Earth's barycentric velocity (coords/aberration.ts);
 * 4. frame bias + IAU 2006 precession to the mean ecliptic of date (coords/precession.ts, Fukushima–Williams);
 * 5. nutation IAU 2000B: λ = λ_mean + Δψ on the ecliptic of date (the true ecliptic of date is the mean
 *    ecliptic; nutation in obliquity tilts only the equator — IERS Conventions 2010 §5.6.4);
 * 6. right ascension and declination: R1(−ε_true)·R3(−Δψ) applied to the mean-ecliptic vector.
 * The daily motion is analytic: the rate of the apparent direction (velocity of the light-time-corrected
 * vector, the first-order rate of aberration from the Earth's acceleration) plus the rate of the equinox
 * (general precession p_A and the rate of Δψ); the rate of the light deflection, which reaches several
 * arcseconds per day near a conjunction with the Sun, by a symmetric difference of the deflection formula.
 */

/** An apparent geocentric place, degrees and AU. */
export interface ApparentPlace {
  /** Apparent ecliptic longitude, true equinox of date, [0, 360). */
  readonly longitude: number;
  /** Apparent ecliptic latitude, [−90, 90]. */
  readonly latitude: number;
  /** Geometric distance at the retarded time t − τ (the light-time distance), AU. */
  readonly distanceAu: number;
  /** Daily motion in longitude, degrees per day. */
  readonly speed: number;
  /** Apparent right ascension, true equator and equinox of date, [0, 360). */
  readonly rightAscension: number;
  /** Apparent declination, [−90, 90]. */
  readonly declination: number;
}

/**
 * A context for another observer or frame (issue 15, ephemeris/frame-context.ts builds it): the base context with
 * `earth` replaced by the observer's heliocentric state (a point on the Earth's surface, or the Sun itself) and
 * `earthVelocityOverC` by the observer's barycentric velocity. `observerAccelerationOverC` replaces the Earth's
 * two-body acceleration in the rate of the aberration (a topocentric observer adds its diurnal acceleration;
 * the Sun has none worth counting).
 */
export interface FrameContext extends ApparentContext {
  readonly observerAccelerationOverC?: Vector3;
}

/** GM of the Sun, AU³/day² (Gaussian constant k², IAU 1976/2012). */
const GM_SUN = 0.01720209895 * 0.01720209895;
const C = SPEED_OF_LIGHT_AU_PER_DAY;
const LIGHT_TIME_ITERATIONS = 3;

/**
 * @summary Apparent place of a body given by its geometric HELIOcentric state at t (J2000 ecliptic).
 * The retarded position P(t − τ) is a second-order Taylor step with the two-body acceleration −GM·P/|P|³;
 * the neglected third-order term is below 1e-10 AU for every body (τ ≤ 0.3 day). `deflect = false` leaves
 * out the light deflection (the range path fits smooth places and adds it back at query time).
 */
export function apparentFromHeliocentric(ctx: FrameContext, body: HeliocentricState, deflect = true): ApparentPlace {
  const e = ctx.earth;
  const sun = ctx.sunBarycentricVelocity;
  const r = Math.sqrt(body.x * body.x + body.y * body.y + body.z * body.z);
  const k = -GM_SUN / (r * r * r);
  const ax = k * body.x;
  const ay = k * body.y;
  const az = k * body.z;
  let tau = 0;
  let px = body.x;
  let py = body.y;
  let pz = body.z;
  let ux = 0;
  let uy = 0;
  let uz = 0;
  for (let i = 0; i <= LIGHT_TIME_ITERATIONS; i += 1) {
    const h = 0.5 * tau * tau;
    px = body.x - tau * body.vx + h * ax;
    py = body.y - tau * body.vy + h * ay;
    pz = body.z - tau * body.vz + h * az;
    // Barycentric: P_b(t−τ) − E_b(t) = P_h(t−τ) − E_h(t) + S_b(t−τ) − S_b(t) ≈ P_h(t−τ) − E_h(t) − τ·v_S.
    ux = px - e.x - tau * sun.x;
    uy = py - e.y - tau * sun.y;
    uz = pz - e.z - tau * sun.z;
    tau = Math.sqrt(ux * ux + uy * uy + uz * uz) / C;
  }
  // Velocity of the body at t − τ, and of u: u̇ = v_P(t−τ)·(1 − τ̇) − v_E, τ̇ = (û·u̇)/c (solved to first order).
  const vx = body.vx - tau * ax;
  const vy = body.vy - tau * ay;
  const vz = body.vz - tau * az;
  const dist = Math.sqrt(ux * ux + uy * uy + uz * uz);
  const relx = vx - e.vx;
  const rely = vy - e.vy;
  const relz = vz - e.vz;
  const tauDot = (ux * relx + uy * rely + uz * relz) / dist / C;
  const uDot: Vector3 = { x: vx * (1 - tauDot) - e.vx, y: vy * (1 - tauDot) - e.vy, z: vz * (1 - tauDot) - e.vz };
  if (!deflect) return finish(ctx, { x: ux, y: uy, z: uz }, uDot, undefined, undefined);
  return finish(ctx, { x: ux, y: uy, z: uz }, uDot, { x: px, y: py, z: pz }, { x: vx, y: vy, z: vz });
}

/**
 * @summary Apparent place of a body given by its geometric GEOcentric state (the Moon, lunar points).
 * Light time in the barycentric frame: u = B_b(t − τ) − E_b(t) = G(t − τ) + E_b(t − τ) − E_b(t)
 * ≈ G(t) − τ·(v_G + v_E,bary), one linear step (τ ≈ 1.3 s for the Moon). The −τ·v_E term cancels the
 * Earth's annual aberration to first order, as it must for a body that travels with the Earth.
 * Deflection by the Sun is negligible this close to the observer (q ≈ e) and is applied all the same.
 */
export function apparentFromGeocentric(ctx: FrameContext, body: HeliocentricState): ApparentPlace {
  const tau = Math.sqrt(body.x * body.x + body.y * body.y + body.z * body.z) / C;
  const e = ctx.earth;
  const sun = ctx.sunBarycentricVelocity;
  const u: Vector3 = {
    x: body.x - tau * (body.vx + e.vx + sun.x),
    y: body.y - tau * (body.vy + e.vy + sun.y),
    z: body.z - tau * (body.vz + e.vz + sun.z),
  };
  // u̇ ≈ v_G − τ·a_E (the Earth's heliocentric acceleration −GM·E/|E|³; cancels the aberration's rate).
  const re = Math.sqrt(e.x * e.x + e.y * e.y + e.z * e.z);
  const ke = (tau * GM_SUN) / (re * re * re);
  const uDot: Vector3 = { x: body.vx + ke * e.x, y: body.vy + ke * e.y, z: body.vz + ke * e.z };
  const qDot: Vector3 = { x: e.vx + body.vx, y: e.vy + body.vy, z: e.vz + body.vz };
  return finish(ctx, u, uDot, { x: e.x + u.x, y: e.y + u.y, z: e.z + u.z }, qDot);
}

/**
 * @summary Apparent place of the Sun: u = S_b(t − τ) − E_b(t) = −E_h(t) − τ·v_S (no self-deflection).
 */
export function apparentSun(ctx: FrameContext): ApparentPlace {
  const e = ctx.earth;
  const sun = ctx.sunBarycentricVelocity;
  const tau = Math.sqrt(e.x * e.x + e.y * e.y + e.z * e.z) / C;
  const u: Vector3 = { x: -e.x - tau * sun.x, y: -e.y - tau * sun.y, z: -e.z - tau * sun.z };
  return finish(ctx, u, { x: -e.vx, y: -e.vy, z: -e.vz }, undefined, undefined);
}

/** Half-step (days) of the symmetric difference that gives the rate of the light deflection behind the solar disk. */
const DEFLECTION_RATE_STEP = 0.01;

/**
 * @summary Geometric place of a body from its state relative to the observer at t (J2000 ecliptic, AU and AU/day):
 * no light time, no deflection, no aberration — only the rotation to the ecliptic (and equator) of the context.
 */
export function geometricPlace(ctx: FrameContext, relative: HeliocentricState): ApparentPlace {
  const u: Vector3 = { x: relative.x, y: relative.y, z: relative.z };
  return finish(ctx, u, { x: relative.vx, y: relative.vy, z: relative.vz }, undefined, undefined, false);
}

/**
 * The displacement defl(p_k) − p_k/|p_k| along p_k = p + k·ṗ, with the Sun–body and Sun–observer vectors moved
 * linearly by k days (differencing displacements, not directions, keeps the curvature of p_k out of the rate).
 * A function of its own rather than a closure in `finish`, which runs for every place.
 */
function deflectionDisplacement(
  p: Vector3,
  pDot: Vector3,
  sunToBody: Vector3,
  sunToBodyRate: Vector3,
  e: HeliocentricState,
  k: number,
): Vector3 {
  const x = p.x + k * pDot.x;
  const y = p.y + k * pDot.y;
  const z = p.z + k * pDot.z;
  const n = Math.sqrt(x * x + y * y + z * z);
  const pk: Vector3 = { x: x / n, y: y / n, z: z / n };
  const d = solarLightDeflection(
    pk,
    { x: sunToBody.x + k * sunToBodyRate.x, y: sunToBody.y + k * sunToBodyRate.y, z: sunToBody.z + k * sunToBodyRate.z },
    { x: e.x + k * e.vx, y: e.y + k * e.vy, z: e.z + k * e.vz },
  );
  return { x: d.x - pk.x, y: d.y - pk.y, z: d.z - pk.z };
}

/**
 * The deflected direction and its rate by a symmetric difference of the deflection formula along the linear motion of
 * p, q and e (no series re-evaluation): for places behind the solar disk, where the deflection is tapered and
 * `solarLightDeflectionWithRate` leaves it to its caller.
 */
function deflectedByDifference(p: Vector3, pDot: Vector3, sunToBody: Vector3, sunToBodyRate: Vector3, e: HeliocentricState): DeflectedDirection {
  const h = DEFLECTION_RATE_STEP;
  const plus = deflectionDisplacement(p, pDot, sunToBody, sunToBodyRate, e, h);
  const minus = deflectionDisplacement(p, pDot, sunToBody, sunToBodyRate, e, -h);
  return {
    p: solarLightDeflection(p, sunToBody, e),
    pDot: {
      x: pDot.x + (plus.x - minus.x) / (2 * h),
      y: pDot.y + (plus.y - minus.y) / (2 * h),
      z: pDot.z + (plus.z - minus.z) / (2 * h),
    },
  };
}

function finish(
  ctx: FrameContext,
  u: Vector3,
  uDot: Vector3,
  sunToBody: Vector3 | undefined,
  sunToBodyRate: Vector3 | undefined,
  aberrate = true,
): ApparentPlace {
  const dist = Math.sqrt(u.x * u.x + u.y * u.y + u.z * u.z);
  let p: Vector3 = { x: u.x / dist, y: u.y / dist, z: u.z / dist };
  // Rate of the unit direction: ṗ = (u̇ − (p·u̇) p) / |u|.
  const pu = p.x * uDot.x + p.y * uDot.y + p.z * uDot.z;
  let pDot: Vector3 = {
    x: (uDot.x - pu * p.x) / dist,
    y: (uDot.y - pu * p.y) / dist,
    z: (uDot.z - pu * p.z) / dist,
  };
  const e = ctx.earth;
  // The deflected direction and its rate: the formula differentiated (solarLightDeflectionWithRate); behind the
  // solar disk, where the deflection is tapered, a symmetric difference (deflectedByDifference).
  if (sunToBody !== undefined && sunToBodyRate !== undefined) {
    const deflected = solarLightDeflectionWithRate(p, pDot, sunToBody, sunToBodyRate, e, { x: e.vx, y: e.vy, z: e.vz }) ?? deflectedByDifference(p, pDot, sunToBody, sunToBodyRate, e);
    p = deflected.p;
    pDot = deflected.pDot;
  }
  const V: Vector3 = aberrate ? ctx.earthVelocityOverC : { x: 0, y: 0, z: 0 };
  const a = aberrate ? relativisticAberration(p, V) : p;
  // First-order rate of the aberrated direction p + V − (p·V)p, with V̇ = a_E/c, a_E = −GM·E/|E|³ (or the
  // observer's own acceleration when the context gives it).
  let vdx = 0;
  let vdy = 0;
  let vdz = 0;
  const acc = ctx.observerAccelerationOverC;
  if (aberrate && acc !== undefined) {
    vdx = acc.x;
    vdy = acc.y;
    vdz = acc.z;
  } else if (aberrate) {
    const re = Math.sqrt(e.x * e.x + e.y * e.y + e.z * e.z);
    const ke = -GM_SUN / (re * re * re) / C;
    vdx = ke * e.x;
    vdy = ke * e.y;
    vdz = ke * e.z;
  }
  const pV = p.x * V.x + p.y * V.y + p.z * V.z;
  const s = pDot.x * V.x + pDot.y * V.y + pDot.z * V.z + p.x * vdx + p.y * vdy + p.z * vdz;
  const aDot: Vector3 = {
    x: pDot.x + vdx - s * p.x - pV * pDot.x,
    y: pDot.y + vdy - s * p.y - pV * pDot.y,
    z: pDot.z + vdz - s * p.z - pV * pDot.z,
  };
  const m = ctx.toMeanEcliptic;
  const mx = m[0] * a.x + m[1] * a.y + m[2] * a.z;
  const my = m[3] * a.x + m[4] * a.y + m[5] * a.z;
  const mz = m[6] * a.x + m[7] * a.y + m[8] * a.z;
  const mdx = m[0] * aDot.x + m[1] * aDot.y + m[2] * aDot.z;
  const mdy = m[3] * aDot.x + m[4] * aDot.y + m[5] * aDot.z;
  const rho2 = mx * mx + my * my;
  const longitude = normalizeDegrees(Math.atan2(my, mx) * DEG_PER_RAD + ctx.nutationLongitudeDeg);
  const latitude = Math.atan2(mz, Math.sqrt(rho2)) * DEG_PER_RAD;
  const speed = ((mx * mdy - my * mdx) / rho2) * DEG_PER_RAD + ctx.equinoxRateDegPerDay;
  const q = ctx.meanEclipticToTrueEquator;
  const qx = q[0] * mx + q[1] * my + q[2] * mz;
  const qy = q[3] * mx + q[4] * my + q[5] * mz;
  const qz = q[6] * mx + q[7] * my + q[8] * mz;
  return {
    longitude,
    latitude,
    distanceAu: dist,
    speed,
    rightAscension: normalizeDegrees(Math.atan2(qy, qx) * DEG_PER_RAD),
    declination: Math.atan2(qz, Math.sqrt(qx * qx + qy * qy)) * DEG_PER_RAD,
  };
}
