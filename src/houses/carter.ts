import { longitudeOfRightAscension, rightAscensionOfLongitude } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Carter's poli-equatorial houses: the celestial equator divided into twelve 30° arcs starting from the
 * right ascension of the Ascendant, each division point carried to the ecliptic along its hour circle: cusp n is the
 * ecliptic point with right ascension RA(Ascendant) + 30° × (n − 1). Cusp 1 = Ascendant; cusp 10 is not the MC.
 * C. E. O. Carter, Essays on the Foundations of Astrology (1947); R. W. Holden, The Elements of House Division
 * (1977). Conversions: Meeus (13.3) p. 93 with β = 0. Defined at every latitude.
 * @example carterCusps(frame).cusps[0] // frame.ascendant
 */
export function carterCusps(frame: HouseFrame): CuspResult {
  const start = rightAscensionOfLongitude(frame.ascendant, frame.obliquity);
  const cusps = Array.from({ length: 12 }, (_, i) =>
    i === 0 ? frame.ascendant : longitudeOfRightAscension(start + 30 * i, frame.obliquity),
  );
  return { ok: true, cusps };
}
