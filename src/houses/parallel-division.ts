import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../units/index.js';
import { cross, crossingInQuadrant, eclipticCrossing, equatorialVector, horizonNorthPoint } from './circle-cusp.js';
import type { HouseFrame } from './house-frame.js';

/**
 * @summary The twelve cusps obtained by dividing one diurnal circle (the parallel of declination `declinationDeg`)
 * into six equal parts above the horizon and six below, and drawing house circles through the north and south points
 * of the horizon and the division points — the construction shared by APC houses (the Ascendant's parallel) and
 * Sunshine houses (the Sun's parallel).
 *
 * On the parallel, the semi-diurnal arc is D = arccos(−tan φ tan δ) (Meeus, Astronomical Algorithms 2nd ed., (15.1)
 * p. 102, h0 = 0) and the semi-nocturnal arc N = 180° − D; the division points have hour angles (negative east)
 *   cusps 11, 12: −D/3, −2D/3;   cusps 2, 3: −D − N/3, −D − 2N/3;
 *   cusps 5, 6: 180° − N/3, 180° − 2N/3;   cusps 8, 9: 2D/3, D/3;
 * cusps 1, 4, 7, 10 are the Ascendant, IC, Descendant and MC (the horizon and the meridian pass through the north and
 * south points). A house circle through the north point n and the division point p has normal n × p; of its two
 * ecliptic points the cusp is the one inside its quadrant (see crossingInQuadrant). The parallel is not symmetric
 * under reflection through the centre, so the western cusps are computed, not taken as the eastern ones + 180°.
 *
 * Returns null where the parallel does not cross the horizon (|tan φ tan δ| > 1: the point never rises or never
 * sets), where the division is undefined.
 */
export function parallelDivisionCusps(frame: HouseFrame, declinationDeg: number): number[] | null {
  const x = -Math.tan(frame.latitude * RAD_PER_DEG) * Math.tan(declinationDeg * RAD_PER_DEG);
  if (!(Math.abs(x) <= 1 + 1e-12)) return null;
  const d = Math.acos(Math.min(1, Math.max(-1, x))) * DEG_PER_RAD;
  const n = 180 - d;
  const { ascendant: asc, midheaven: mc } = frame;
  const ic = normalizeDegrees(mc + 180);
  const dsc = normalizeDegrees(asc + 180);
  const north = horizonNorthPoint(frame);
  const cusp = (hourAngle: number, from: number, to: number): number => {
    const point = equatorialVector(frame.armc - hourAngle, declinationDeg);
    return crossingInQuadrant(eclipticCrossing(cross(north, point), frame.obliquity), from, to);
  };
  return [
    asc,
    cusp(-d - n / 3, asc, ic),
    cusp(-d - (2 * n) / 3, asc, ic),
    ic,
    cusp(180 - n / 3, ic, dsc),
    cusp(180 - (2 * n) / 3, ic, dsc),
    dsc,
    cusp((2 * d) / 3, dsc, mc),
    cusp(d / 3, dsc, mc),
    mc,
    cusp(-d / 3, mc, asc),
    cusp((-2 * d) / 3, mc, asc),
  ];
}
