import { longitudeOfRightAscension } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Meridian houses (axial rotation, "Zariel"/Meridian system): the celestial equator divided into twelve
 * 30° arcs from the meridian and projected to the ecliptic along HOUR circles (great circles through the celestial
 * poles): cusp n is the ecliptic point with right ascension ARMC + 30° × (n − 10). Cusp 10 is the MC; cusp 1 is
 * the East Point (equatorial Ascendant), not the Ascendant. R. W. Holden, The Elements of House Division (1977),
 * "Meridian system". Conversion: Meeus (13.3) p. 93 with β = 0. Defined at every latitude.
 * @example meridianCusps(frame).cusps[9] // frame.midheaven
 */
export function meridianCusps(frame: HouseFrame): CuspResult {
  const cusps = Array.from({ length: 12 }, (_, i) =>
    longitudeOfRightAscension(frame.armc + 90 + 30 * i, frame.obliquity),
  );
  return { ok: true, cusps };
}
