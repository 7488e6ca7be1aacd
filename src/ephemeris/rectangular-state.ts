import type { HeliocentricState } from './source.js';

/**
 * @summary Rectangular position and velocity from spherical coordinates and their rates (longitude and latitude in
 * radians, rates per day; radius in AU): x = r cos b cos l, y = r cos b sin l, z = r sin b, differentiated by the
 * chain rule (Bretagnon & Francou 1988, the rates of VSOP87's L, B, R).
 * @example rectangularState(0, 0, 1, 0.0172, 0, 0).vy // 0.0172 (1 AU at 0.0172 rad/day)
 */
export function rectangularState(
  lRad: number,
  bRad: number,
  rAu: number,
  lRadPerDay: number,
  bRadPerDay: number,
  rAuPerDay: number,
): HeliocentricState {
  const cl = Math.cos(lRad);
  const sl = Math.sin(lRad);
  const cb = Math.cos(bRad);
  const sb = Math.sin(bRad);
  const rcb = rAu * cb;
  const bTerm = rAuPerDay * cb - rAu * sb * bRadPerDay;
  const lTerm = rcb * lRadPerDay;
  return {
    x: rcb * cl,
    y: rcb * sl,
    z: rAu * sb,
    vx: bTerm * cl - lTerm * sl,
    vy: bTerm * sl + lTerm * cl,
    vz: rAuPerDay * sb + rcb * bRadPerDay,
  };
}
