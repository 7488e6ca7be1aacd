import type { Vector3 } from './rotation.js';

/**
 * Gravitational deflection of light by the Sun, for a body at finite distance. Kaplan et al. 1989, AJ 97,
 * 1197 (NOVAS), §3, as restated in the Explanatory Supplement to the Astronomical Almanac
 * (Seidelmann ed., 1992) §3.322 eq. (3.322-1), and USNO Circular 179 (Kaplan 2005) §7.2.3:
 *   p1 = p + (2μ / (c² E)) · [ (p·q) e − (e·p) q ] / (1 + q·e)
 * p: unit vector observer -> body (geometric, light-time corrected); q: unit vector Sun -> body; e: unit
 * vector Sun -> observer; E = |Sun -> observer| (AU); μ = GM of the Sun.
 * At the solar limb the deflection is 1.75″; at 90° from the Sun 0.004″.
 */

/** 2·GM_sun/c² in AU (the Sun's Schwarzschild radius, 2953.25 m; IAU 2012 / DE440 GM_sun). */
export const SUN_SCHWARZSCHILD_RADIUS_AU = 2953.2500770 / 149597870700;

/** Solar radius, AU (IAU 2015 nominal 695,700 km). */
export const SUN_RADIUS_AU = 695700 / 149597870.7;

/** Linear taper inside the solar disk (see solarLightDeflection). */
const TAPER = (ratio: number): number => ratio;

/**
 * @summary Apply solar light deflection to a unit direction `p` (returns a unit vector).
 * @param p Unit vector observer -> body.
 * @param sunToBody Vector Sun -> body (any length).
 * @param sunToObserver Vector Sun -> observer (AU).
 */
export function solarLightDeflection(p: Vector3, sunToBody: Vector3, sunToObserver: Vector3): Vector3 {
  const qn = Math.sqrt(sunToBody.x * sunToBody.x + sunToBody.y * sunToBody.y + sunToBody.z * sunToBody.z);
  const en = Math.sqrt(sunToObserver.x * sunToObserver.x + sunToObserver.y * sunToObserver.y + sunToObserver.z * sunToObserver.z);
  if (qn === 0 || en === 0) return p;
  const qx = sunToBody.x / qn;
  const qy = sunToBody.y / qn;
  const qz = sunToBody.z / qn;
  const ex = sunToObserver.x / en;
  const ey = sunToObserver.y / en;
  const ez = sunToObserver.z / en;
  const pq = p.x * qx + p.y * qy + p.z * qz;
  const ep = ex * p.x + ey * p.y + ez * p.z;
  const qe = qx * ex + qy * ey + qz * ez;
  let g = SUN_SCHWARZSCHILD_RADIUS_AU / en / (1 + qe);
  // Behind the solar disk (elongation ψ below the Sun's apparent radius ρ) the body is hidden and the point-mass
  // formula diverges as 1/ψ; there the deflection is tapered linearly to zero at the centre (factor ψ/ρ), which
  // keeps positions and their rates continuous. A convention for an unobservable case: the reference tables use
  // another one (an extended-Sun model) and differ there by a few arcseconds (docs/ephemeris.md).
  const cosElongation = -ep;
  const sinRadius = SUN_RADIUS_AU / en;
  if (cosElongation > Math.sqrt(1 - sinRadius * sinRadius)) {
    const sinElongation = Math.sqrt(Math.max(0, 1 - cosElongation * cosElongation));
    const ratio = sinElongation / sinRadius;
    g *= TAPER(ratio);
  }
  const x = p.x + g * (pq * ex - ep * qx);
  const y = p.y + g * (pq * ey - ep * qy);
  const z = p.z + g * (pq * ez - ep * qz);
  const n = Math.sqrt(x * x + y * y + z * z);
  return { x: x / n, y: y / n, z: z / n };
}
