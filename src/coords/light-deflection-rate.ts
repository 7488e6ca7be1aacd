import { SUN_RADIUS_AU, SUN_SCHWARZSCHILD_RADIUS_AU } from './light-deflection.js';
import type { Vector3 } from './rotation.js';

/** A deflected direction and its rate (per day). */
export interface DeflectedDirection {
  readonly p: Vector3;
  readonly pDot: Vector3;
}

/**
 * @summary `solarLightDeflection` and its rate per day, for p, q and e moving at the given rates: the formula of
 * Kaplan et al. 1989 (AJ 97, 1197; Explanatory Supplement 1992 eq. 3.322-1)
 *   p1 = d/|d|,  d = p + g·[(p·q) e − (e·p) q],  g = 2μ / (c² E (1 + q·e))
 * differentiated term by term (product and quotient rules; the rate of a unit vector u = U/|U| is
 * (U̇ − u (u·U̇)) / |U|). Undefined inside the solar disk, where `solarLightDeflection` tapers the deflection and the
 * caller differences it instead. Issue 30 (docs/performance.md "Eighth pass"): one evaluation instead of a symmetric
 * difference of two more.
 * @param p Unit vector observer -> body; `pDot` its rate (perpendicular to p), per day.
 * @param sunToBody Vector Sun -> body (any length), `sunToBodyRate` its rate (same unit per day).
 * @param sunToObserver Vector Sun -> observer (AU), `sunToObserverRate` its rate (AU/day).
 */
export function solarLightDeflectionWithRate(
  p: Vector3,
  pDot: Vector3,
  sunToBody: Vector3,
  sunToBodyRate: Vector3,
  sunToObserver: Vector3,
  sunToObserverRate: Vector3,
): DeflectedDirection | undefined {
  const qn = Math.sqrt(sunToBody.x * sunToBody.x + sunToBody.y * sunToBody.y + sunToBody.z * sunToBody.z);
  const en = Math.sqrt(sunToObserver.x * sunToObserver.x + sunToObserver.y * sunToObserver.y + sunToObserver.z * sunToObserver.z);
  // The unit vectors as solarLightDeflection makes them, written out here too: a shared helper would allocate an
  // object a place in the hot path.
  if (qn === 0 || en === 0) return { p, pDot };
  const qx = sunToBody.x / qn;
  const qy = sunToBody.y / qn;
  const qz = sunToBody.z / qn;
  const ex = sunToObserver.x / en;
  const ey = sunToObserver.y / en;
  const ez = sunToObserver.z / en;
  const pq = p.x * qx + p.y * qy + p.z * qz;
  const ep = ex * p.x + ey * p.y + ez * p.z;
  const qe = qx * ex + qy * ey + qz * ez;
  // Inside the solar disk (elongation below the Sun's apparent radius) the deflection is tapered: not here.
  const sinRadius = SUN_RADIUS_AU / en;
  if (-ep > Math.sqrt(1 - sinRadius * sinRadius)) return undefined;
  // The unit vectors' rates: q̇ = (Q̇ − q (q·Q̇)) / |Q|, ė likewise, and the rate of E = |Sun -> observer|.
  const qr = qx * sunToBodyRate.x + qy * sunToBodyRate.y + qz * sunToBodyRate.z;
  const qdx = (sunToBodyRate.x - qx * qr) / qn;
  const qdy = (sunToBodyRate.y - qy * qr) / qn;
  const qdz = (sunToBodyRate.z - qz * qr) / qn;
  const enDot = ex * sunToObserverRate.x + ey * sunToObserverRate.y + ez * sunToObserverRate.z;
  const edx = (sunToObserverRate.x - ex * enDot) / en;
  const edy = (sunToObserverRate.y - ey * enDot) / en;
  const edz = (sunToObserverRate.z - ez * enDot) / en;
  const pqDot = pDot.x * qx + pDot.y * qy + pDot.z * qz + p.x * qdx + p.y * qdy + p.z * qdz;
  const epDot = edx * p.x + edy * p.y + edz * p.z + ex * pDot.x + ey * pDot.y + ez * pDot.z;
  const qeDot = qdx * ex + qdy * ey + qdz * ez + qx * edx + qy * edy + qz * edz;
  const g = SUN_SCHWARZSCHILD_RADIUS_AU / en / (1 + qe);
  // ġ = −g (Ė/E + (q·e)˙ / (1 + q·e)).
  const gDot = -g * (enDot / en + qeDot / (1 + qe));
  // w = (p·q) e − (e·p) q and its rate.
  const wx = pq * ex - ep * qx;
  const wy = pq * ey - ep * qy;
  const wz = pq * ez - ep * qz;
  const wdx = pqDot * ex + pq * edx - epDot * qx - ep * qdx;
  const wdy = pqDot * ey + pq * edy - epDot * qy - ep * qdy;
  const wdz = pqDot * ez + pq * edz - epDot * qz - ep * qdz;
  const dx = p.x + g * wx;
  const dy = p.y + g * wy;
  const dz = p.z + g * wz;
  const ddx = pDot.x + gDot * wx + g * wdx;
  const ddy = pDot.y + gDot * wy + g * wdy;
  const ddz = pDot.z + gDot * wz + g * wdz;
  const n = Math.sqrt(dx * dx + dy * dy + dz * dz);
  const ox = dx / n;
  const oy = dy / n;
  const oz = dz / n;
  const od = ox * ddx + oy * ddy + oz * ddz;
  return {
    p: { x: ox, y: oy, z: oz },
    pDot: { x: (ddx - ox * od) / n, y: (ddy - oy * od) / n, z: (ddz - oz * od) / n },
  };
}
