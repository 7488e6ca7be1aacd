import { relativisticAberration } from '../coords/aberration.js';
import { solarLightDeflection } from '../coords/light-deflection.js';
import { applyMatrix, transposeMatrix, type Vector3 } from '../coords/rotation.js';
import { J2000_ECLIPTIC_TO_GCRS, type ApparentContext } from '../ephemeris/apparent-context.js';
import { ARCSEC, DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../units/angle.js';
import { AU_KM, DAYS_PER_JULIAN_YEAR, J2000, SECONDS_PER_DAY } from '../units/constants.js';
import type { FixedStarEntry } from './fixed-star-catalogue.js';

/**
 * Apparent geocentric place of a star, the same pipeline as the planets (ephemeris/apparent-place.ts):
 * 1. space motion: the catalogue position, parallax, proper motion and radial velocity give a barycentric
 *    position vector and a constant space velocity (Explanatory Supplement to the Astronomical Almanac,
 *    3rd ed. (Urban & Seidelmann 2013) §7.2.2, "rigorous" space motion; Kaplan et al. 1989, AJ 97, 1197,
 *    §2); the position at t is P0 + V·(t − J2000) — linear motion in space, so the proper motion's change
 *    of direction (perspective acceleration) follows automatically;
 * 2. annual parallax: the geocentric vector is P(t) − E_b(t), with the Earth's position from VSOP87
 *    (heliocentric; the Sun's 0.01 AU barycentric offset changes even Sirius's place by < 0.005″);
 * 3. gravitational light deflection by the Sun (coords/light-deflection.ts);
 * 4. annual aberration, relativistic, from the Earth's barycentric velocity (coords/aberration.ts);
 * 5. frame bias + IAU 2006 precession to the mean ecliptic of date, then IAU 2000B nutation (λ + Δψ; the
 *    equator of date through R1(−ε)·R3(−Δψ)) — the matrices of the shared ApparentContext.
 * The light-time term of the space motion (the catalogue epoch is an epoch of observation, so a receding
 * star's motion is seen slowed by 1 − v_r/c; SOFA iauStarpm) is below 0.005″ over 1800–2200 for every star of
 * the catalogue and is left out.
 */

/** An apparent place of a star, degrees. */
export interface StarPlace {
  /** Apparent ecliptic longitude, true equinox of date, [0, 360). */
  readonly longitude: number;
  /** Apparent ecliptic latitude, [−90, 90]. */
  readonly latitude: number;
  /** Apparent right ascension, true equator and equinox of date, [0, 360). */
  readonly rightAscension: number;
  /** Apparent declination, [−90, 90]. */
  readonly declination: number;
}

/** A star's barycentric state in the J2000 ecliptic frame (the ephemeris sources' frame): AU and AU/day. */
export interface StarState {
  readonly position: Vector3;
  readonly velocity: Vector3;
}

const MAS_RAD = (ARCSEC / 1000) * RAD_PER_DEG;
/** Smallest parallax used (mas): a star without a measured parallax is put at ~1 Gpc, direction unchanged. */
const MIN_PARALLAX_MAS = 1e-6;
const KM_S_TO_AU_PER_DAY = SECONDS_PER_DAY / AU_KM;
const GCRS_TO_J2000_ECLIPTIC = transposeMatrix(J2000_ECLIPTIC_TO_GCRS);

/**
 * @summary Barycentric position (AU) and space velocity (AU/day) of a catalogue star at epoch J2000.0, in the
 * J2000 ecliptic frame. Explanatory Supplement 3rd ed. §7.2.2: r = 1/ϖ; V = r·(μα*·p̂ + μδ·q̂) + v_r·û, with
 * û = (cos δ cos α, cos δ sin α, sin δ), p̂ = (−sin α, cos α, 0), q̂ = (−sin δ cos α, −sin δ sin α, cos δ).
 */
export function starState(star: FixedStarEntry): StarState {
  const a = star.raDeg * RAD_PER_DEG;
  const d = star.decDeg * RAD_PER_DEG;
  const ca = Math.cos(a);
  const sa = Math.sin(a);
  const cd = Math.cos(d);
  const sd = Math.sin(d);
  const r = 1 / (Math.max(star.parallaxMas, MIN_PARALLAX_MAS) * MAS_RAD);
  const muA = (star.pmRaCosDecMasPerYear * MAS_RAD) / DAYS_PER_JULIAN_YEAR; // rad/day
  const muD = (star.pmDecMasPerYear * MAS_RAD) / DAYS_PER_JULIAN_YEAR;
  const vr = star.radialVelocityKmS * KM_S_TO_AU_PER_DAY;
  const u: Vector3 = { x: cd * ca, y: cd * sa, z: sd };
  const position: Vector3 = { x: r * u.x, y: r * u.y, z: r * u.z };
  const velocity: Vector3 = {
    x: r * (-muA * sa - muD * sd * ca) + vr * u.x,
    y: r * (muA * ca - muD * sd * sa) + vr * u.y,
    z: r * (muD * cd) + vr * u.z,
  };
  return {
    position: applyMatrix(GCRS_TO_J2000_ECLIPTIC, position),
    velocity: applyMatrix(GCRS_TO_J2000_ECLIPTIC, velocity),
  };
}

/**
 * @summary Apparent place of a star (given by its `starState`) in an apparent-place context.
 * @example starApparentPlace(starState(FIXED_STARS[0]!), apparentContext(2451545)).longitude // ≈ 69.79 (Aldebaran)
 */
export function starApparentPlace(state: StarState, ctx: ApparentContext): StarPlace {
  const t = ctx.jdTt - J2000;
  const e = ctx.earth;
  const px = state.position.x + state.velocity.x * t;
  const py = state.position.y + state.velocity.y * t;
  const pz = state.position.z + state.velocity.z * t;
  // Geocentric vector (annual parallax): P(t) − E(t).
  const ux = px - e.x;
  const uy = py - e.y;
  const uz = pz - e.z;
  const n = Math.hypot(ux, uy, uz);
  const p = solarLightDeflection({ x: ux / n, y: uy / n, z: uz / n }, { x: px, y: py, z: pz }, e);
  const ab = relativisticAberration(p, ctx.earthVelocityOverC);
  const m = applyMatrix(ctx.toMeanEcliptic, ab);
  const q = applyMatrix(ctx.meanEclipticToTrueEquator, m);
  return {
    longitude: normalizeDegrees(Math.atan2(m.y, m.x) * DEG_PER_RAD + ctx.nutationLongitudeDeg),
    latitude: Math.atan2(m.z, Math.hypot(m.x, m.y)) * DEG_PER_RAD,
    rightAscension: normalizeDegrees(Math.atan2(q.y, q.x) * DEG_PER_RAD),
    declination: Math.atan2(q.z, Math.hypot(q.x, q.y)) * DEG_PER_RAD,
  };
}
