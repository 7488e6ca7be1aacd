import type { Vector3 } from '../coords/rotation.js';
import { SPEED_OF_LIGHT_AU_PER_DAY } from '../units/constants.js';
import { geometricPlace, type ApparentPlace, type FrameContext } from './apparent-place.js';
import { EPHEMERIS_SPAN_JD_TT, sunBarycentricState } from './integration/index.js';
import type { HeliocentricState } from './source.js';

/**
 * The apparent heliocentric place of `center: 'heliocentric'` (issue 15; docs/ephemeris.md "Frames"): the body's
 * barycentric position corrected for the light time to the solar-system barycentre, referred to the Sun's centre
 * at t, with no aberration —
 *
 *   u = P_b(t − τ) − S_b(t),   τ = |P_b(t − τ)|/c,
 *
 * the light-time equation of the Explanatory Supplement 1992 §3.32 (Kaplan et al. 1989, AJ 97, 1197, eq. 3) with the
 * observer at rest at the barycentre (the BCRS origin), then the origin moved to the Sun. This is the convention of
 * the reference tables (../shared/reference/frames.json, Swiss Ephemeris): against them it leaves 0.10″ at
 * Mercury, 0.03″ at Venus and Mars, ≤ 0.003″ beyond (the theories' own errors), where the light time counted to
 * the Sun's centre (τ = |P_b(t − τ) − S_b(t)|/c, plus the Sun's 0.01″ aberration) missed them by 0.97″, 0.33″
 * and 0.11″: the two light times differ by the Sun's barycentric offset projected on the body (≤ 0.0098 AU ≈ 4.9 s
 * over 1900–2100), and Mercury moves 0.2″ in 4.9 s.
 */

const C = SPEED_OF_LIGHT_AU_PER_DAY;
/** GM of the Sun, AU³/day² (Gaussian constant k², IAU 1976/2012). */
const GM_SUN = 0.01720209895 * 0.01720209895;
const LIGHT_TIME_ITERATIONS = 3;
const SUN_AT_BARYCENTRE: HeliocentricState = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 };

/**
 * @summary The Sun's barycentric state at a TT Julian Day (AU, AU/day, J2000 ecliptic) from the numerical
 * integration; outside its span (EPHEMERIS_SPAN_JD_TT, wider than every instant Urania accepts) the Sun is taken
 * at the barycentre, as apparent-context.ts takes it at rest there.
 */
export function sunBarycentricAt(jdTt: number): HeliocentricState {
  return jdTt >= EPHEMERIS_SPAN_JD_TT.fromJdTt && jdTt <= EPHEMERIS_SPAN_JD_TT.toJdTt
    ? sunBarycentricState(jdTt)
    : SUN_AT_BARYCENTRE;
}

/**
 * @summary Apparent heliocentric place of a body from its geometric heliocentric state at t and the Sun's
 * barycentric state at t (J2000 ecliptic, AU and AU/day), rotated by the context (ecliptic of date or of J2000).
 * The retarded position is a second-order Taylor step with the two-body acceleration −GM·P/|P|³ (τ ≤ 0.3 day:
 * third-order term < 1e-10 AU), the Sun's barycentric motion during τ linear (its ½·a_S·τ² < 1e-9 AU). The daily motion
 * is the rate of u: u̇ = v_P(t − τ)(1 − τ̇) − τ̇·v_S, τ̇ = (B̂·(v_P + v_S))/c with B = P_b(t − τ) (first order).
 * The distance is |u|.
 * @example heliocentricApparentPlace(apparentContext(2451545), planetState('Mars', 2451545), sunBarycentricAt(2451545)).longitude
 */
export function heliocentricApparentPlace(
  ctx: FrameContext,
  body: HeliocentricState,
  sun: HeliocentricState,
): ApparentPlace {
  const r = Math.sqrt(body.x * body.x + body.y * body.y + body.z * body.z);
  const k = -GM_SUN / (r * r * r);
  const a: Vector3 = { x: k * body.x, y: k * body.y, z: k * body.z };
  let tau = 0;
  let ux = body.x;
  let uy = body.y;
  let uz = body.z;
  let bx = 0;
  let by = 0;
  let bz = 0;
  for (let i = 0; i <= LIGHT_TIME_ITERATIONS; i += 1) {
    const h = 0.5 * tau * tau;
    // u = P_h(t − τ) + S_b(t − τ) − S_b(t) ≈ P_h(t − τ) − τ·v_S; B = u + S_b(t) = P_b(t − τ).
    ux = body.x - tau * body.vx + h * a.x - tau * sun.vx;
    uy = body.y - tau * body.vy + h * a.y - tau * sun.vy;
    uz = body.z - tau * body.vz + h * a.z - tau * sun.vz;
    bx = ux + sun.x;
    by = uy + sun.y;
    bz = uz + sun.z;
    tau = Math.sqrt(bx * bx + by * by + bz * bz) / C;
  }
  // Velocity of the body at t − τ (heliocentric), then τ̇ from the barycentric velocity along B.
  const vx = body.vx - tau * a.x;
  const vy = body.vy - tau * a.y;
  const vz = body.vz - tau * a.z;
  const b = Math.sqrt(bx * bx + by * by + bz * bz);
  const tauDot = (bx * (vx + sun.vx) + by * (vy + sun.vy) + bz * (vz + sun.vz)) / b / C;
  return geometricPlace(ctx, {
    x: ux,
    y: uy,
    z: uz,
    vx: vx * (1 - tauDot) - tauDot * sun.vx,
    vy: vy * (1 - tauDot) - tauDot * sun.vy,
    vz: vz * (1 - tauDot) - tauDot * sun.vz,
  });
}
